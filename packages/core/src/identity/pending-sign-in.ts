import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A password sign-in waiting for its 2-step code (the spec's auth/login called first without, then with otpCode).
 * Holds Cognito's challenge session so the second call answers the code already sent instead of sending another.
 * Keyed by the hash of the lower-cased username; bound to the same password by a salted hash, so only the caller
 * who started it can finish it. Lives as long as Cognito's session (3 minutes).
 * Access pattern: one by username hash (primary). TTL: expiresAt (epoch seconds).
 */
export const pendingSignInEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'pendingSignIn', version: '1', service: 'scheduler' },
      attributes: {
        usernameHash: { type: 'string', required: true },
        challenge: { type: 'string', required: true },
        cognitoSession: { type: 'string', required: true },
        salt: { type: 'string', required: true },
        passwordHash: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byUsername: { pk: { field: 'pk', composite: ['usernameHash'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );
export type PendingSignInEntity = ReturnType<typeof pendingSignInEntity>;
export type PendingSignIn = EntityItem<PendingSignInEntity>;
