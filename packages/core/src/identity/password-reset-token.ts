import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

export const PASSWORD_RESET_STATUSES = ['ISSUED', 'USED', 'SUPERSEDED'] as const;

/**
 * A password reset link (doc 1 §2.7, §7 auth/requestResetPassword): a random single-use token, stored only as its
 * hash (token-hash.ts). ISSUED until used (condition status = ISSUED, so it works once) or replaced by a newer
 * request (SUPERSEDED). Valid until expiresOn.
 * Access patterns:
 * - one token by hash (primary) — the reset page
 * - the tokens of a user, newest first (gsi1, pk userId, sk createdAt) — a new request supersedes the older ones
 * TTL: expiresAt (epoch seconds).
 */
export const passwordResetTokenEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'passwordResetToken', version: '1', service: 'scheduler' },
      attributes: {
        tokenHash: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        status: { type: PASSWORD_RESET_STATUSES, required: true, default: 'ISSUED' },
        expiresOn: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        usedAt: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
      },
    },
    config,
  );
export type PasswordResetTokenEntity = ReturnType<typeof passwordResetTokenEntity>;
export type PasswordResetToken = EntityItem<PasswordResetTokenEntity>;
