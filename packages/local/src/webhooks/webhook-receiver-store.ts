import type { Db } from '@scheduler/core/db';
import { webhookDeliveryRowOf } from '@scheduler/core/integration/webhooks/webhook-service';

/** A delivery record as the outbox page shows it: as an admin reads it, with its subscription's address. */
export type DeliveryView = ReturnType<typeof webhookDeliveryRowOf> & { url?: string };

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
        .map((d) => ({ ...webhookDeliveryRowOf(d), url: urlOf.get(`${d.organisationId}#${d.subscriptionId}`) }));
    },
  };
}
