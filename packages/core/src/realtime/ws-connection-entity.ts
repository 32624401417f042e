import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * An open WebSocket connection of a signed-in user (doc 2 §7 Real-time). Written on $connect,
 * deleted on $disconnect, when a push finds it gone, or when its sign-in ends (logout, revocation:
 * close-connections.ts).
 * Access patterns:
 * - get or delete by connectionId (primary) — $disconnect, gone connections
 * - the connections of a user (gsi1, pk userId, sk connectionId) — push a live event to every tab of a user, and
 *   close them all when the person's sessions are revoked
 * - the connections watching or joined to a live session (gsi2, pk liveMeetingId; sparse: only rows with one) —
 *   session.started / session.ended reach the waiting rooms (live-session/session-room.ts)
 * TTL: expiresAt (epoch seconds) = connect time + 2 hours, API Gateway's maximum connection duration.
 * DynamoDB deletes expired items late (and DynamoDB Local never): readers skip them with `isLiveConnection`.
 */
export const WS_CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export const wsConnectionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'wsConnection', version: '1', service: 'scheduler' },
      attributes: {
        connectionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** Cognito subject of the token the connection was opened with. */
        identitySub: { type: 'string', required: true },
        /** The server session (sign-in) named by the `session` query parameter: its revocation closes the connection. */
        sessionId: { type: 'string' },
        /**
         * The token's sign-in key (origin_jti) and issue time (iat, epoch seconds), and the viewer country CloudFront
         * vouched for (only when the upgrade came through the distribution): the relay checks the sign-in again with
         * them, as an HTTP call would, before a join or a watch.
         */
        tokenKey: { type: 'string' },
        tokenIssuedAt: { type: 'number' },
        viewerCountry: { type: 'string' },
        connectedAt: { type: 'string', required: true },
        /**
         * The live session this connection joined (op 'join') or watches from the waiting room (op 'watch'), so
         * $disconnect tells its peers and the session's start and end reach it (live-session relay).
         */
        liveMeetingId: { type: 'string' },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['connectionId'] } },
        // Sparse: written only for a connection with a liveMeetingId (no one partition holding every connection).
        byLiveMeeting: {
          index: 'gsi2',
          condition: (item: { liveMeetingId?: string }) => !!item.liveMeetingId,
          pk: { field: 'gsi2pk', composite: ['liveMeetingId'] },
          sk: { field: 'gsi2sk', composite: [] },
        },
      },
    },
    config,
  );
export type WsConnectionEntity = ReturnType<typeof wsConnectionEntity>;
export type WsConnection = EntityItem<WsConnectionEntity>;

/** The expiresAt (epoch seconds) of a connection opened at `now`. */
export const wsConnectionExpiresAt = (now: Date): number => Math.floor(now.getTime() / 1000) + WS_CONNECTION_TTL_SECONDS;

export const isLiveConnection = (c: Pick<WsConnection, 'expiresAt'>, now: Date): boolean => c.expiresAt > Math.floor(now.getTime() / 1000);
