import { isLiveConnection, type WsConnection } from '@scheduler/core/realtime/ws-connection-entity';
import type { ConnectionStore } from './connection-store.ts';

/** For tests: the ConnectionStore contract over a Map. */
export function inMemoryConnectionStore(initial: WsConnection[] = []): ConnectionStore & { items: Map<string, WsConnection> } {
  const items = new Map(initial.map((c) => [c.connectionId, c]));
  const ofUser = (userId: string) => [...items.values()].filter((c) => c.userId === userId);
  return {
    items,
    async save(c) {
      items.set(c.connectionId, c);
    },
    async get(id) {
      return items.get(id);
    },
    async remove(id) {
      items.delete(id);
    },
    async listLive(userId, now) {
      return ofUser(userId).filter((c) => isLiveConnection(c, now));
    },
    async listExpired(userId, now) {
      return ofUser(userId).filter((c) => !isLiveConnection(c, now));
    },
  };
}
