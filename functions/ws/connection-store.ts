import { isLiveConnection, type WsConnection, type WsConnectionEntity } from '@scheduler/core/realtime/ws-connection-entity';

/** The stored WebSocket connections, as the handler and pushToUser need them. */
export interface ConnectionStore {
  save(connection: WsConnection): Promise<void>;
  /** One connection, or undefined once deleted. */
  get(connectionId: string): Promise<WsConnection | undefined>;
  remove(connectionId: string): Promise<void>;
  /** The user's connections not yet past their expiresAt. */
  listLive(userId: string, now: Date): Promise<WsConnection[]>;
  /** The user's connections already past their expiresAt (TTL deletes them late). */
  listExpired(userId: string, now: Date): Promise<WsConnection[]>;
}

export function createConnectionStore(entity: WsConnectionEntity): ConnectionStore {
  const all = async (userId: string) => (await entity.query.byUser({ userId }).go({ pages: 'all' })).data;
  return {
    async save(connection) {
      await entity.put(connection).go();
    },
    async get(connectionId) {
      return (await entity.get({ connectionId }).go()).data ?? undefined;
    },
    async remove(connectionId) {
      await entity.delete({ connectionId }).go();
    },
    async listLive(userId, now) {
      return (await all(userId)).filter((c) => isLiveConnection(c, now));
    },
    async listExpired(userId, now) {
      return (await all(userId)).filter((c) => !isLiveConnection(c, now));
    },
  };
}
