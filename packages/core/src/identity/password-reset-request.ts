import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

export const PASSWORD_RESET_REQUEST_STATUSES = ['REQUESTED', 'SENT'] as const;

/**
 * The latest forgotten-password request of a person (doc 1 §2.7 auth/requestResetPassword): written with the
 * condition that none was made in the last few minutes, so two requests in that window give one e-mail. The request
 * publishes an event; the notify function claims it (REQUESTED → SENT, once per requestId), issues the link and
 * sends the e-mail.
 * Access patterns:
 * - the person's latest request (primary, userId)
 * TTL: expiresAt (epoch seconds).
 */
export const passwordResetRequestEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'passwordResetRequest', version: '1', service: 'scheduler' },
      attributes: {
        userId: { type: 'string', required: true },
        requestId: { type: 'string', required: true },
        requestedAt: { type: 'string', required: true },
        status: { type: PASSWORD_RESET_REQUEST_STATUSES, required: true, default: 'REQUESTED' },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );
export type PasswordResetRequestEntity = ReturnType<typeof passwordResetRequestEntity>;
export type PasswordResetRequest = EntityItem<PasswordResetRequestEntity>;
