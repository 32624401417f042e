import type { TableRequest } from '@scheduler/contracts/envelope';
import type { saveWebhookRequest, webhookDeliveryRow, webhookRow } from '@scheduler/contracts/schemas/integration';
import { WEBHOOK_EVENT_TEXT } from '@scheduler/contracts/webhook-events';
import type * as z from 'zod';
import type { Actor } from '../../actor.ts';
import { auditEntry } from '../../audit/audit-log.ts';
import { errors } from '../../errors.ts';
import { readIndexPage } from '../../lists/index-page.ts';
import { applyTableRequest, type TableSpec } from '../../lists/table-query.ts';
import { scopedOrganisationId } from '../../organisation/organisation-scope.ts';
import { vetWebhookAddress } from './webhook-address.ts';
import { type WebhookDelivery, WEBHOOK_QUEUE } from './webhook-delivery-entity.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { createWebhookSender, type WebhookDeps } from './webhook-sender.ts';
import { createWebhookStore } from './webhook-store.ts';
import type { WebhookSubscription } from './webhook-subscription-entity.ts';

type WebhookRow = z.input<typeof webhookRow>;
type DeliveryRow = z.input<typeof webhookDeliveryRow>;
type SaveWebhook = z.output<typeof saveWebhookRequest>;

/** A subscription as an admin reads it: never its secret. */
export const webhookRowOf = (s: WebhookSubscription): WebhookRow => ({
  encryptedId: s.subscriptionId,
  url: s.url,
  ...(s.description ? { description: s.description } : {}),
  events: s.events as WebhookRow['events'],
  status: s.status,
  ...(s.disabledReason ? { disabledReason: s.disabledReason } : {}),
  createdBy: s.createdBy,
  createdOn: s.createdOn,
  ...(s.failingSince ? { failingSince: s.failingSince } : {}),
});

/** A delivery record as an admin reads it: never its body's secret-free payload either (the list stays small). */
export const webhookDeliveryRowOf = (d: WebhookDelivery): DeliveryRow => ({
  encryptedId: d.deliveryId,
  webhookId: d.messageId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  ...(d.responseCode !== undefined ? { responseCode: d.responseCode } : {}),
  ...(d.lastError ? { lastError: d.lastError } : {}),
  createdOn: d.createdOn,
  ...(d.lastAttemptOn ? { lastAttemptOn: d.lastAttemptOn } : {}),
  ...(d.status === 'PENDING' && d.nextAttemptOn ? { nextAttemptOn: d.nextAttemptOn } : {}),
});

const listSpec: TableSpec<WebhookRow> = {
  searchable: (r) => [r.url, r.description ?? '', r.status, ...r.events],
  sortable: { url: (r) => r.url, status: (r) => r.status, createdOn: (r) => r.createdOn },
  defaultSort: { column: 'createdOn', direction: 'desc' },
};

const eventsText = (events: readonly string[]) => events.map((e) => WEBHOOK_EVENT_TEXT[e as keyof typeof WEBHOOK_EVENT_TEXT] ?? e).join(', ');

/**
 * The organisation's webhook subscriptions and their delivery records (DESIGN §17, integration/*Webhook*): an admin
 * subscribes an address (checked: https, and every address it resolves to public), changes or removes it, reads its
 * delivery records newest first and redelivers one at once with the same webhook-id. Every call is scoped to the
 * caller's organisation (another organisation's ids are not found); each change leaves an audit row on the
 * organisation. The secret is answered once, when the subscription is created.
 */
export function createWebhookService(deps: WebhookDeps) {
  const store = createWebhookStore(deps.db);
  const now = () => deps.clock.now().toISOString();
  const audit = (actor: Actor, organisationId: string, message: string) =>
    auditEntry(deps, actor, { refType: 'Organisation', refId: organisationId, organisationId }, message);

  async function subscriptionIn(organisationId: string, subscriptionId: string) {
    const found = await store.subscriptionOf(organisationId, subscriptionId);
    if (!found) throw errors.notFound('Webhook');
    return found;
  }

  return {
    async list(actor: Actor, requestedOrganisationId: string, req: TableRequest) {
      const organisationId = scopedOrganisationId(actor, requestedOrganisationId);
      return applyTableRequest((await store.subscriptionsOf(organisationId)).map(webhookRowOf), req, listSpec);
    },

    /** Subscribes (no encryptedId: answers the secret once) or changes a subscription (its secret stays). */
    async save(actor: Actor, requestedOrganisationId: string, input: SaveWebhook): Promise<{ webhook: WebhookRow; secret?: string }> {
      const organisationId = scopedOrganisationId(actor, requestedOrganisationId);
      const { url } = await vetWebhookAddress(input.url, deps.webhookPolicy, deps.webhookTransport);
      const events = [...new Set(input.events)];
      const description = input.description ? input.description : undefined;
      const status = input.status ?? 'ACTIVE';
      const at = now();
      if (!input.encryptedId) {
        const secret = newWebhookSecret();
        const subscription: WebhookSubscription = {
          organisationId,
          subscriptionId: deps.ids.next(),
          url: url.toString(),
          ...(description ? { description } : {}),
          events,
          status,
          secret,
          createdBy: actor.fullName,
          createdByUserId: actor.userId,
          createdOn: at,
          updatedOn: at,
          archived: false,
        };
        await store.createSubscriptionWrite(
          subscription,
          audit(actor, organisationId, `Webhook subscribed: ${subscription.url} (${eventsText(events)}); status ${status}`),
        );
        return { webhook: webhookRowOf(subscription), secret };
      }
      const before = await subscriptionIn(organisationId, input.encryptedId);
      const reactivated = status === 'ACTIVE' && before.status !== 'ACTIVE';
      const key = { organisationId, subscriptionId: before.subscriptionId };
      const changed = await store.changeSubscriptionWrite(
        key,
        { url: url.toString(), events, status, updatedOn: at, description },
        reactivated,
        audit(actor, organisationId, `Webhook changed: ${url.toString()} (${eventsText(events)}); status ${before.status} → ${status}`),
      );
      if (!changed) throw errors.notFound('Webhook');
      const after = await subscriptionIn(organisationId, before.subscriptionId);
      return { webhook: webhookRowOf(after) };
    },

    async archive(actor: Actor, requestedOrganisationId: string, subscriptionId: string): Promise<void> {
      const organisationId = scopedOrganisationId(actor, requestedOrganisationId);
      const found = await subscriptionIn(organisationId, subscriptionId);
      const done = await store.archiveSubscriptionWrite(
        { organisationId, subscriptionId },
        now(),
        audit(actor, organisationId, `Webhook removed: ${found.url}`),
      );
      if (!done) throw errors.notFound('Webhook');
    },

    /** A subscription's delivery records, newest first (gsi3 by createdOn), a page at a time. */
    async deliveries(actor: Actor, requestedOrganisationId: string, subscriptionId: string, req: TableRequest) {
      const organisationId = scopedOrganisationId(actor, requestedOrganisationId);
      await subscriptionIn(organisationId, subscriptionId);
      const order = req.sortColumn === 'createdOn' && req.sortDirection === 'asc' ? 'asc' : 'desc';
      const found = await readIndexPage({
        ranges: [store.subscriptionDeliveryRange(organisationId, subscriptionId)],
        order,
        pageIndex: req.pageIndex,
        pageSize: req.pageSize,
      });
      return { dataset: (await store.deliveriesOf(found.items)).map(webhookDeliveryRowOf), size: found.total };
    },

    /** Sends a record again now, with its webhook-id; the answer does not wait for the receiver's verdict beyond one attempt. */
    async redeliver(actor: Actor, requestedOrganisationId: string, deliveryId: string) {
      const organisationId = scopedOrganisationId(actor, requestedOrganisationId);
      const record = await store.deliveryOf(organisationId, deliveryId);
      if (!record) throw errors.notFound('Webhook delivery');
      const subscription = await subscriptionIn(organisationId, record.subscriptionId);
      if (subscription.status !== 'ACTIVE') {
        throw errors.refused('webhook.disabled', 'Not Allowed - The webhook is disabled: make it active before redelivering');
      }
      const at = now();
      if (!(await store.redeliverWrite(record, at)))
        throw errors.refused('webhook.disabled', 'Not Allowed - This delivery is being sent: try again shortly');
      await store.auditWrite(
        audit(actor, organisationId, `Webhook delivery redelivered: ${record.event} to ${subscription.url} (${record.messageId})`),
      );
      const queued = { ...record, status: 'PENDING' as const, queue: WEBHOOK_QUEUE, dueAt: at, nextAttemptOn: at, claims: record.claims + 1 };
      return createWebhookSender(deps).sendNow(queued);
    },
  };
}
