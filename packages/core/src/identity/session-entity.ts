import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A server-side sign-in session (doc 1 §4, §9). Its id is the `origin_jti` of the Cognito access token,
 * which stays the same across token refreshes. Revoked sessions answer 409 on the next call.
 * Access patterns:
 * - get by sessionId (primary)
 * - the sessions of a user, newest first (gsi1, pk userId, sk createdAt) — for revocation and the active-users list
 * - all live sessions, by expiry (gsi2, one partition) — the grid admin's active-users list
 * - the session of a sign-in, by its token key (gsi3: origin_jti, or jti) — callers that send only the bearer token
 * TTL: expiresAt (epoch seconds).
 */
export const sessionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'session', version: '1', service: 'scheduler' },
      attributes: {
        sessionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        expiresOn: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        /** Epoch seconds no renewal can pass: 12 hours after sign-in, or less where the organisation says so. */
        absoluteExpiresAt: { type: 'number' },
        revoked: { type: 'boolean', required: true, default: false },
        revokedReason: { type: 'string' },
        userAgent: { type: 'string' },
        /**
         * The organisation asks for 2-step authentication and the user has no method yet: until the mfa page
         * sets one, the session may call only the 2-step setup calls (and profile, logout).
         */
        mfaPending: { type: 'boolean', default: false },
        /** The sign-in's token key (origin_jti, or jti where absent) the session was opened with. */
        tokenKey: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
        live: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['expiresOn', 'sessionId'] } },
        byToken: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['tokenKey'] }, sk: { field: 'gsi3sk', composite: [] } },
      },
    },
    config,
  );
export type SessionEntity = ReturnType<typeof sessionEntity>;
export type Session = EntityItem<SessionEntity>;
