import { WEBHOOK_EVENTS } from '@scheduler/contracts/webhook-events';
import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One event's delivery to one webhook subscription (DESIGN §17): its id is derived from the domain event and the
 * subscription, and it is created with a condition, so an event the bus hands over twice writes one record. It keeps
 * the `webhook-id` header (`messageId`, the same on every attempt and redelivery), the JSON body (built from the event,
 * never a secret), its status, attempts, the receiver's last answer and the next attempt's time.
 * Access patterns:
 * - one record (primary, organisationId + deliveryId)
 * - a subscription's records, newest first by createdOn (gsi3, pk organisationId + subscriptionId)
 * - the records due to send, by dueAt (gsi1, pk queue; sparse: only PENDING records carry queue and dueAt) — the
 *   sender, across organisations. A claimed record's dueAt is the end of its lease.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** How long a delivery record (and the payload it keeps for redelivery) stays: far past its last retry (about 32 h). */
export const WEBHOOK_RECORD_DAYS = 30;
/** The one partition of the webhook send queue (gsi1). */
export const WEBHOOK_QUEUE = 'webhooks';

export const webhookDeliveryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'webhookDelivery', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        deliveryId: { type: 'string', required: true },
        subscriptionId: { type: 'string', required: true },
        /** The `webhook-id` header. */
        messageId: { type: 'string', required: true },
        event: { type: WEBHOOK_EVENTS, required: true },
        /** The JSON body sent (contracts/schemas/webhook-payloads.ts). */
        payload: { type: 'string', required: true },
        status: { type: WEBHOOK_DELIVERY_STATUSES, required: true },
        attempts: { type: 'number', required: true, default: 0 },
        responseCode: { type: 'number' },
        lastError: { type: 'string' },
        createdOn: { type: 'string', required: true },
        lastAttemptOn: { type: 'string' },
        /** When the next attempt is due (PENDING). */
        nextAttemptOn: { type: 'string' },
        /** WEBHOOK_QUEUE while PENDING; removed once DELIVERED or FAILED. */
        queue: { type: 'string' },
        /** When the record may next be claimed: its next attempt, or the end of a claim's lease. */
        dueAt: { type: 'string' },
        /** Increased by every claim: a settle holds only for the claim that read it. */
        claims: { type: 'number', required: true, default: 0 },
        /**
         * The table's TTL (epoch seconds): WEBHOOK_RECORD_DAYS after it was made, so a payload (a candidate's e-mail in
         * candidate.invited) is never kept longer than the retries and a month of looking back need.
         */
        expiresAt: { type: 'number' },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['deliveryId'] } },
        bySubscription: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['organisationId', 'subscriptionId'] },
          sk: { field: 'gsi3sk', composite: ['createdOn', 'deliveryId'] },
        },
        byQueue: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['queue'] },
          sk: { field: 'gsi1sk', composite: ['dueAt'] },
        },
      },
    },
    config,
  );
export type WebhookDeliveryEntity = ReturnType<typeof webhookDeliveryEntity>;
export type WebhookDelivery = EntityItem<WebhookDeliveryEntity>;
