import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * Single-use proofs of single sign-on, stored only as hashes (token-hash.ts):
 * - SSO_ASSERTION: the jti of an accepted partner assertion, so it cannot be replayed;
 * - SIGN_IN_ANSWER: the one-time answer the server hands Cognito's custom-auth challenge; the verify trigger
 *   consumes it (usedAt set under a condition), so it signs in once, for that user, before it expires.
 * Access pattern: one proof by hash (primary). TTL: expiresAt (epoch seconds).
 */
export const oneTimeProofEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'oneTimeProof', version: '1', service: 'scheduler' },
      attributes: {
        proofHash: { type: 'string', required: true },
        kind: { type: ['SSO_ASSERTION', 'SIGN_IN_ANSWER'] as const, required: true },
        /** The lower-cased e-mail of the user the proof is for. */
        username: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        usedAt: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byHash: { pk: { field: 'pk', composite: ['proofHash'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );
export type OneTimeProofEntity = ReturnType<typeof oneTimeProofEntity>;
export type OneTimeProof = EntityItem<OneTimeProofEntity>;
