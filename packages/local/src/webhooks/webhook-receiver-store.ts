import type { Db } from '@scheduler/core/db';
import { webhookDeliveryRowOf } from '@scheduler/core/integration/webhooks/webhook-service';
import { createOrganisationStore } from '@scheduler/core/organisation/organisation-store';

/** A delivery record as the outbox page shows it: as an admin reads it, with its subscription's address. */
export type DeliveryView = ReturnType<typeof webhookDeliveryRowOf> & { url?: string };

/**
 * The local runtime's reads of the webhook entities (never deployed): the secrets of the subscriptions at an address,
 * for the built-in receiver, and the latest delivery records, for the outbox page. Both read through the indexes (the
 * organisations, each one's subscriptions, each subscription's newest records), never by scanning the table: a table
 * a bench or a test suite has filled would make every delivery to the receiver slow.
 */
export function localWebhookStore(db: Db) {
  async function subscriptions() {
    const organisations = await createOrganisationStore(db).allOrganisations();
    const each = await Promise.all(
      organisations.map(
        async (o) => (await db.webhookSubscription.query.byOrganisation({ organisationId: o.organisationId }).go({ pages: 'all' })).data,
      ),
    );
    return each.flat();
  }

  return {
    async secretsAt(url: string): Promise<string[]> {
      return (await subscriptions()).filter((s) => s.url === url && !s.archived).map((s) => s.secret);
    },

    async latestDeliveries(limit: number): Promise<DeliveryView[]> {
      const subs = await subscriptions();
      const each = await Promise.all(
        subs.map(async (s) => {
          const { data } = await db.webhookDelivery.query
            .bySubscription({ organisationId: s.organisationId, subscriptionId: s.subscriptionId })
            .go({ order: 'desc', limit });
          return data.map((d) => ({ ...webhookDeliveryRowOf(d), url: s.url }));
        }),
      );
      return each
        .flat()
        .sort((x, y) => y.createdOn.localeCompare(x.createdOn) || y.encryptedId.localeCompare(x.encryptedId))
        .slice(0, limit);
    },
  };
}
