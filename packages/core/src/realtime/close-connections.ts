import type { DataDeps } from '../deps.ts';
import { dropConnection } from '../live-session/session-presence.ts';
import { readSessionSettings } from '../live-session/session-settings.ts';
import type { Realtime } from '../ports/realtime.ts';
import { createRealtimeStore } from './realtime-store.ts';
import type { WsConnection } from './ws-connection-entity.ts';

/**
 * Ends the WebSocket connections of a sign-in that ended (logout, a revocation, a join or watch whose session no
 * longer stands). Each row is deleted first, so nothing reaches the connection and the relay refuses its next message
 * whatever happens to the socket; its live-session attendee, if bound, leaves the room (its peers are told); then the
 * socket is closed through the Realtime port. Where no WebSocket API is wired the rows still go (nothing could be
 * told or closed). A failure on one connection does not stop the others; the first is thrown at the end.
 */
export async function closeConnections(
  deps: DataDeps & { realtime?: Realtime },
  connections: readonly Pick<WsConnection, 'connectionId'>[],
): Promise<void> {
  const { realtime } = deps;
  const room = {
    ...deps,
    post: async (connectionId: string, message: unknown) => {
      if (!realtime) throw new Error('No WebSocket API is configured');
      return realtime.post(connectionId, message);
    },
    rules: (organisationId: string) => readSessionSettings(deps.db, organisationId),
  };
  const dropping = new Set<string>();
  const results = await Promise.allSettled(
    connections.map(async ({ connectionId }) => {
      await dropConnection(room, connectionId, dropping);
      await realtime?.disconnect(connectionId);
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The connections of a person (of these sign-ins only, when given): all their tabs, live or past their TTL. */
export async function connectionsOf(deps: DataDeps, userId: string, sessionIds?: ReadonlySet<string>): Promise<WsConnection[]> {
  const data = await createRealtimeStore(deps.db).connectionsOfUser(userId);
  return sessionIds ? data.filter((c) => c.sessionId !== undefined && sessionIds.has(c.sessionId)) : data;
}
