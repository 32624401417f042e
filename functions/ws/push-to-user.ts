import type { Clock } from '@scheduler/core/ports/clock';
import type { ConnectionStore } from './connection-store.ts';

/** Posts to one connection; 'gone' when the client has left (ApiGatewayManagementApi GoneException). */
export interface ConnectionPoster {
  post(connectionId: string, message: unknown): Promise<'sent' | 'gone'>;
}

export interface PushResult {
  sent: number;
  /** Connections deleted because they were gone or expired. */
  removed: number;
  failed: number;
}

/**
 * Sends `message` to every open connection of a user (all their tabs) and deletes the connections
 * that are gone or expired. A failure on one connection does not stop the others.
 */
export function createPushToUser(deps: { store: ConnectionStore; poster: ConnectionPoster; clock: Clock }) {
  return async function pushToUser(userId: string, message: unknown): Promise<PushResult> {
    const now = deps.clock.now();
    const [live, expired] = await Promise.all([deps.store.listLive(userId, now), deps.store.listExpired(userId, now)]);
    const result: PushResult = { sent: 0, removed: 0, failed: 0 };
    await Promise.all([
      ...expired.map(async (c) => {
        await deps.store.remove(c.connectionId);
        result.removed++;
      }),
      ...live.map(async (c) => {
        try {
          if ((await deps.poster.post(c.connectionId, message)) === 'sent') {
            result.sent++;
            return;
          }
          await deps.store.remove(c.connectionId);
          result.removed++;
        } catch {
          result.failed++;
        }
      }),
    ]);
    return result;
  };
}
export type PushToUser = ReturnType<typeof createPushToUser>;
