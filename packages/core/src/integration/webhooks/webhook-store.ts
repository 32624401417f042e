import { conditioned } from '../../conditional-write.ts';
import type { Db } from '../../db.ts';
import { type IndexItem, type IndexRange, pageItems } from '../../lists/index-page.ts';
import { type WebhookDelivery, WEBHOOK_QUEUE } from './webhook-delivery-entity.ts';
import type { WebhookSubscription } from './webhook-subscription-entity.ts';

/** An audit row (audit/audit-log.ts auditEntry). */
type AuditEntry = Parameters<Db['auditLog']['create']>[0];

type DeliveryKey = { organisationId: string; deliveryId: string };
type SubscriptionKey = { organisationId: string; subscriptionId: string };

/** What an attempt leaves on a record it settles. */
export interface DeliverySettle {
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  responseCode?: number;
  lastError?: string;
  lastAttemptOn: string;
  /** PENDING: when the next attempt is due. */
  nextAttemptOn?: string;
}

const keyOf = (i: IndexItem): DeliveryKey => ({ organisationId: String(i.organisationId), deliveryId: String(i.deliveryId) });
const idOf = (k: { deliveryId: string }) => k.deliveryId;

/** The webhook subscriptions and delivery records (DESIGN §17): the only code that touches their entities. */
export function createWebhookStore(db: Db) {
  return {
    /** An organisation's subscriptions that are not archived (a small bounded set). */
    async subscriptionsOf(organisationId: string): Promise<WebhookSubscription[]> {
      const { data } = await db.webhookSubscription.query.byOrganisation({ organisationId }).go({ pages: 'all' });
      return data.filter((s) => !s.archived);
    },

    async subscriptionOf(organisationId: string, subscriptionId: string): Promise<WebhookSubscription | undefined> {
      const { data } = await db.webhookSubscription.get({ organisationId, subscriptionId }).go();
      return data && !data.archived ? data : undefined;
    },

    async createSubscriptionWrite(subscription: WebhookSubscription, audit: AuditEntry): Promise<void> {
      await db.service.transaction
        .write(({ webhookSubscription, auditLog }) => [webhookSubscription.create(subscription).commit(), auditLog.create(audit).commit()])
        .go();
    },

    /** Changes a subscription an admin saved (never its secret), with its audit row; false when it is gone or archived meanwhile. */
    async changeSubscriptionWrite(
      key: SubscriptionKey,
      set: Pick<WebhookSubscription, 'url' | 'events' | 'status' | 'updatedOn'> & { description?: string },
      clearDisabled: boolean,
      audit: AuditEntry,
    ): Promise<boolean> {
      const remove: ('description' | 'disabledReason' | 'failingSince')[] = [];
      if (set.description === undefined) remove.push('description');
      if (clearDisabled) remove.push('disabledReason', 'failingSince');
      const { description, ...rest } = set;
      const result = await db.service.transaction
        .write(({ webhookSubscription, auditLog }) => {
          const patch = webhookSubscription.patch(key).set({ ...rest, ...(description !== undefined ? { description } : {}) });
          return [
            (remove.length ? patch.remove(remove) : patch).where((a, op) => op.eq(a.archived, false)).commit(),
            auditLog.create(audit).commit(),
          ];
        })
        .go();
      return !result.canceled;
    },

    /** Archives a subscription with its audit row; false when it is gone or archived already. */
    async archiveSubscriptionWrite(key: SubscriptionKey, now: string, audit: AuditEntry): Promise<boolean> {
      const result = await db.service.transaction
        .write(({ webhookSubscription, auditLog }) => [
          webhookSubscription
            .patch(key)
            .set({ archived: true, status: 'DISABLED', updatedOn: now })
            .where((a, op) => op.eq(a.archived, false))
            .commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      return !result.canceled;
    },

    /** Writes an audit row alone (a redelivery changes no subscription). */
    async auditWrite(audit: AuditEntry): Promise<void> {
      await db.auditLog.create(audit).go();
    },

    /** A failure with no success since: marks when the failing began (only the first failure sets it). */
    async failingSinceWrite(key: SubscriptionKey, since: string): Promise<void> {
      await conditioned(
        db.webhookSubscription
          .patch(key)
          .set({ failingSince: since })
          .where((a, op) => op.notExists(a.failingSince))
          .go(),
      );
    },

    /** A success: the subscription is no longer failing. */
    async succeededWrite(key: SubscriptionKey): Promise<void> {
      await conditioned(
        db.webhookSubscription
          .patch(key)
          .remove(['failingSince'])
          .where((a, op) => op.exists(a.failingSince))
          .go(),
      );
    },

    /** The product disables a subscription failing since `failingSince`; false when another sender did already. */
    disableWrite(key: SubscriptionKey, failingSince: string, reason: string, now: string): Promise<boolean> {
      return conditioned(
        db.webhookSubscription
          .patch(key)
          .set({ status: 'DISABLED', disabledReason: reason, updatedOn: now })
          .where((a, op) => `${op.eq(a.status, 'ACTIVE')} AND ${op.eq(a.failingSince, failingSince)}`)
          .go(),
      );
    },

    /** Writes a new delivery record; false when the record of its id exists (the same event, handed over again). */
    createDeliveryWrite(delivery: WebhookDelivery): Promise<boolean> {
      return conditioned(db.webhookDelivery.create(delivery).go());
    },

    async deliveryOf(organisationId: string, deliveryId: string): Promise<WebhookDelivery | undefined> {
      const { data } = await db.webhookDelivery.get({ organisationId, deliveryId }).go({ consistent: true });
      return data ?? undefined;
    },

    /** A subscription's records (gsi3, by createdOn). */
    subscriptionDeliveryRange(organisationId: string, subscriptionId: string): IndexRange {
      return { query: db.webhookDelivery.query.bySubscription({ organisationId, subscriptionId }) };
    },

    deliveriesOf(items: readonly IndexItem[]): Promise<WebhookDelivery[]> {
      return pageItems(db.webhookDelivery, items, keyOf, idOf);
    },

    /** Up to `limit` records of the queue due at `now`, oldest due first. */
    async dueDeliveries(now: string, limit: number): Promise<WebhookDelivery[]> {
      return (await db.webhookDelivery.query.byQueue({ queue: WEBHOOK_QUEUE }).lte({ dueAt: now }).go({ limit })).data;
    },

    /**
     * A sender claims the record as it read it (PENDING, its due time and claim count): leased until `leaseUntil`, so
     * one that dies mid-send leaves it to the next run. False when another sender claimed it first.
     */
    claimWrite(record: WebhookDelivery, leaseUntil: string): Promise<boolean> {
      return conditioned(
        db.webhookDelivery
          .patch({ organisationId: record.organisationId, deliveryId: record.deliveryId })
          .set({ queue: WEBHOOK_QUEUE, dueAt: leaseUntil, claims: record.claims + 1, attempts: record.attempts + 1 })
          .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.eq(a.dueAt, record.dueAt ?? '')} AND ${op.eq(a.claims, record.claims)}`)
          .go(),
      );
    },

    /** Settles the claim numbered `claims`; one another sender took since (its lease ended) is left to it. */
    async settleWrite(key: DeliveryKey, claims: number, settle: DeliverySettle): Promise<boolean> {
      const { status, responseCode, lastError, lastAttemptOn, nextAttemptOn } = settle;
      const set = {
        status,
        lastAttemptOn,
        ...(responseCode !== undefined ? { responseCode } : {}),
        ...(lastError !== undefined ? { lastError } : {}),
        ...(status === 'PENDING' && nextAttemptOn ? { queue: WEBHOOK_QUEUE, dueAt: nextAttemptOn, nextAttemptOn } : {}),
      };
      const remove: ('queue' | 'dueAt' | 'nextAttemptOn' | 'responseCode' | 'lastError')[] =
        status === 'PENDING' ? [] : ['queue', 'dueAt', 'nextAttemptOn'];
      if (responseCode === undefined) remove.push('responseCode');
      if (lastError === undefined) remove.push('lastError');
      return conditioned(
        db.webhookDelivery
          .patch(key)
          .set(set)
          .remove(remove)
          .where((a, op) => op.eq(a.claims, claims))
          .go(),
      );
    },

    /** An admin asks for the record again: PENDING and due now (same webhook-id); false when a send holds it. */
    redeliverWrite(record: WebhookDelivery, now: string): Promise<boolean> {
      return conditioned(
        db.webhookDelivery
          .patch({ organisationId: record.organisationId, deliveryId: record.deliveryId })
          .set({ status: 'PENDING', queue: WEBHOOK_QUEUE, dueAt: now, nextAttemptOn: now, claims: record.claims + 1 })
          .where((a, op) => op.eq(a.claims, record.claims))
          .go(),
      );
    },
  };
}
export type WebhookStore = ReturnType<typeof createWebhookStore>;
