import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A webhook subscription of an organisation (DESIGN §17): the address its deliveries are sent to, the events it wants,
 * ACTIVE or DISABLED (by an admin, or by the sender after days of failures, with the reason), and its signing secret
 * (Standard Webhooks' `whsec_` form). The secret is kept so the sender can sign; it is shown once in the answer that
 * creates the subscription and never read into a list, a log or a delivery record.
 * Access patterns:
 * - one subscription (primary, organisationId + subscriptionId)
 * - an organisation's subscriptions (primary, pk organisationId): a small bounded set, read whole (the list page,
 *   the fan-out of each event)
 */
export const WEBHOOK_STATUSES = ['ACTIVE', 'DISABLED'] as const;

export const webhookSubscriptionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'webhookSubscription', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        subscriptionId: { type: 'string', required: true },
        url: { type: 'string', required: true },
        description: { type: 'string' },
        events: { type: 'list', items: { type: 'string' }, required: true },
        status: { type: WEBHOOK_STATUSES, required: true },
        disabledReason: { type: 'string' },
        /** When its deliveries began to fail without a success since (removed by the next success). */
        failingSince: { type: 'string' },
        /** The signing secret, `whsec_` + base64 of 32 random bytes. */
        secret: { type: 'string', required: true },
        createdBy: { type: 'string', required: true },
        createdByUserId: { type: 'string' },
        createdOn: { type: 'string', required: true },
        updatedOn: { type: 'string', required: true },
        /** Archived: sent nothing more, not listed; its delivery records stay. */
        archived: { type: 'boolean', required: true, default: false },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['subscriptionId'] } },
      },
    },
    config,
  );
export type WebhookSubscriptionEntity = ReturnType<typeof webhookSubscriptionEntity>;
export type WebhookSubscription = EntityItem<WebhookSubscriptionEntity>;
