import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * Single-use proofs of single sign-on, stored only as hashes (token-hash.ts):
 * - SSO_ASSERTION: the jti of an accepted partner assertion, so it cannot be replayed;
 * - SIGN_IN_ANSWER: the one-time answer the server hands Cognito's custom-auth challenge; the verify trigger
 *   consumes it (usedAt set under a condition), so it signs in once, for that user, before it expires;
 * - SSO_SECOND_STEP: an accepted assertion into an organisation that requires 2-step, waiting for the code sent to the
 *   person (keyed by the assertion's signature); the code is kept as a salted hash, each try reserves one of the
 *   attempts with a conditional increment, and the proof is used once.
 * Access pattern: one proof by hash (primary). TTL: expiresAt (epoch seconds).
 */
export const oneTimeProofEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'oneTimeProof', version: '1', service: 'scheduler' },
      attributes: {
        proofHash: { type: 'string', required: true },
        kind: { type: ['SSO_ASSERTION', 'SIGN_IN_ANSWER', 'SSO_SECOND_STEP'] as const, required: true },
        /** The lower-cased e-mail of the user the proof is for. */
        username: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        usedAt: { type: 'string' },
        /** SSO_SECOND_STEP: the organisation signed in to, the method the code went by, the code's salted hash, tries made. */
        organisationId: { type: 'string' },
        mfaType: { type: ['EMAIL', 'MOBILE'] as const },
        codeHash: { type: 'string' },
        salt: { type: 'string' },
        attempts: { type: 'number' },
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
