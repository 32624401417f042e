import type { Db } from '@scheduler/core/db';
import type { WebhookDelivery } from '@scheduler/core/integration/webhooks/webhook-delivery-entity';

/** A delivery record as the outbox page shows it, with its subscription's address. */
export interface DeliveryView {
  deliveryId: string;
  webhookId: string;
  event: string;
  status: WebhookDelivery['status'];
  attempts: number;
  responseCode?: number;
  lastError?: string;
  createdOn: string;
  lastAttemptOn?: string;
  nextAttemptOn?: string;
  url?: string;
}

/**
 * The local runtime's reads of the webhook entities (never deployed): the secrets of the subscriptions at an address,
 * for the built-in receiver, and the latest delivery records of every organisation, for the outbox page. The local
 * table is small, so both scan it.
 */
export function localWebhookStore(db: Db) {
  return {
    async secretsAt(url: string): Promise<string[]> {
      const { data } = await db.webhookSubscription.scan.where((a, op) => op.eq(a.url, url)).go({ pages: 'all' });
      return data.filter((s) => !s.archived).map((s) => s.secret);
    },

    async latestDeliveries(limit: number): Promise<DeliveryView[]> {
      const [{ data: deliveries }, { data: subscriptions }] = await Promise.all([
        db.webhookDelivery.scan.go({ pages: 'all' }),
        db.webhookSubscription.scan.go({ pages: 'all' }),
      ]);
      const urlOf = new Map(subscriptions.map((s) => [`${s.organisationId}#${s.subscriptionId}`, s.url]));
      return deliveries
        .sort((x, y) => y.createdOn.localeCompare(x.createdOn) || y.deliveryId.localeCompare(x.deliveryId))
        .slice(0, limit)
        .map((d) => ({
          deliveryId: d.deliveryId,
          webhookId: d.messageId,
          event: d.event,
          status: d.status,
          attempts: d.attempts,
          ...(d.responseCode !== undefined ? { responseCode: d.responseCode } : {}),
          ...(d.lastError ? { lastError: d.lastError } : {}),
          createdOn: d.createdOn,
          ...(d.lastAttemptOn ? { lastAttemptOn: d.lastAttemptOn } : {}),
          ...(d.status === 'PENDING' && d.nextAttemptOn ? { nextAttemptOn: d.nextAttemptOn } : {}),
          url: urlOf.get(`${d.organisationId}#${d.subscriptionId}`),
        }));
    },
  };
}
