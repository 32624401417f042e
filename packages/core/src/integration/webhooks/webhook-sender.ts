import type { DomainEvent } from '@scheduler/events/domain-event';
import type { DataDeps } from '../../deps.ts';
import { DomainError } from '../../errors.ts';
import { announceQueued, queuedRecord } from '../../notification/outbox.ts';
import { createNotificationStore } from '../../notification/notification-store.ts';
import { createOrganisationStore } from '../../organisation/organisation-store.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';
import type { WebhookTransport } from '../../ports/webhook-transport.ts';
import { hashToken } from '../../token-hash.ts';
import { createUserStore } from '../../user/user-store.ts';
import { vetWebhookAddress, type WebhookAddressPolicy } from './webhook-address.ts';
import { type WebhookDelivery, WEBHOOK_QUEUE, WEBHOOK_RECORD_DAYS } from './webhook-delivery-entity.ts';
import { signWebhook } from './webhook-signature.ts';
import { eventKeyOf, webhookDeliveryIdOf, webhookEventOf, webhookMessageIdOf } from './webhook-payload.ts';
import { createWebhookStore } from './webhook-store.ts';
import type { WebhookSubscription } from './webhook-subscription-entity.ts';

/**
 * Waits before each retry (Standard Webhooks' schedule: the first attempt at once, then 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h): eight attempts over about a day and a quarter, then FAILED.
 */
export const WEBHOOK_RETRY_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** A receiver that has not answered within this time has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claim's lease: longer than the timeout, so a live send is never claimed twice. */
export const WEBHOOK_LEASE_SECONDS = 60;
/** A subscription whose deliveries have failed with no success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;
/** Due records read per query. */
const PAGE = 50;
const MAX_ERROR = 200;

/** Where the webhooks go and how: the HTTP port, the address rule, and the bus that starts the admins' e-mail. */
export interface WebhookDeps extends DataDeps {
  webhookTransport: WebhookTransport;
  webhookPolicy: WebhookAddressPolicy;
  events?: EventPublisher;
}

/** What one attempt did. */
export type WebhookAttempt = 'DELIVERED' | 'RETRY' | 'FAILED' | 'CLAIMED_ELSEWHERE';

export const disabledReasonOf = (days: number) =>
  `Disabled after ${days} days of failed deliveries with no success; fix the receiver, then make the webhook active again.`;

/**
 * A failure as a record keeps it: a short description of what happened (never the request, so no secret).
 * A refusal of the address keeps its own message.
 */
function describeFailure(e: unknown): string {
  if (e instanceof DomainError) return e.message.slice(0, MAX_ERROR);
  const message = e instanceof Error ? e.message : String(e);
  return (message.replace(/https?:\/\/\S+/g, '[address]') || 'send failed').slice(0, MAX_ERROR);
}

/** The e-mail the organisation's admins get when a subscription is disabled. */
function disabledMessage(org: string, subscription: WebhookSubscription, days: number) {
  const subject = `${org}: a webhook was disabled`;
  const text = [
    'Hello,',
    '',
    `The webhook to ${subscription.url}${subscription.description ? ` (${subscription.description})` : ''} has failed every delivery for ${days} days and is now disabled: nothing more is sent to it.`,
    '',
    'Fix the receiver, make the webhook active again on the organisation page, and redeliver what it missed.',
    '',
    org,
  ].join('\n');
  const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">${text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  return { subject, text, html };
}

/**
 * The webhooks of the domain events (DESIGN §17). `fanOut` turns an event into one delivery record per ACTIVE
 * subscription of its organisation that wants it (its id derived from the event and the subscription, created with a
 * condition: an event handed over twice writes nothing twice) and makes each record's first attempt at once. `drain`
 * (the webhook-deliveries job) claims the records that came due with a lease, signs each per Standard Webhooks with
 * the subscription's secret, checks the address again and POSTs to the address it checked; a 2xx is DELIVERED,
 * anything else is retried on WEBHOOK_RETRY_SECONDS and then FAILED. A subscription failing with no success for five
 * days is DISABLED and its organisation's admins are e-mailed through the outbox.
 */
export function createWebhookSender(deps: WebhookDeps) {
  const { clock } = deps;
  const store = createWebhookStore(deps.db);
  const iso = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();

  async function disable(subscription: WebhookSubscription, failingSince: string) {
    const days = Math.round(WEBHOOK_DISABLE_AFTER_MS / (24 * 3600 * 1000));
    const key = { organisationId: subscription.organisationId, subscriptionId: subscription.subscriptionId };
    if (!(await store.disableWrite(key, failingSince, disabledReasonOf(days), iso()))) return;
    const users = createUserStore(deps.db);
    const [org, adminIds] = await Promise.all([
      createOrganisationStore(deps.db).organisationOf(subscription.organisationId),
      users.adminIdsOf(subscription.organisationId),
    ]);
    const admins = (await Promise.all(adminIds.map((id) => users.personOf(id)))).filter((a) => a && a.status === 'ACTIVE');
    const { subject, text, html } = disabledMessage(org?.name ?? 'The Scheduler', subscription, days);
    const notifications = createNotificationStore(deps.db);
    let queued = 0;
    for (const admin of admins) {
      const deliveryId = `d-${hashToken(`webhook-disabled|${subscription.subscriptionId}|${failingSince}|${admin!.username.toLowerCase()}`).slice(0, 40)}`;
      const record = queuedRecord(
        {
          organisationId: subscription.organisationId,
          alertCode: 'WEBHOOK_DISABLED',
          channel: 'EMAIL',
          recipient: admin!.username,
          personId: admin!.userId,
          ref: { type: 'Webhook', id: subscription.subscriptionId },
          subject,
          text,
          html,
        },
        deliveryId,
        iso(),
      );
      if (await notifications.createDeliveryWrite(record)) queued += 1;
    }
    await announceQueued(deps.events, subscription.organisationId, queued, iso());
  }

  /** Settles a claimed attempt: DELIVERED, PENDING for the next try, or FAILED; and keeps the subscription's failing state. */
  async function settle(
    record: WebhookDelivery,
    subscription: WebhookSubscription | undefined,
    outcome: { ok: boolean; responseCode?: number; error?: string },
  ): Promise<WebhookAttempt> {
    const key = { organisationId: record.organisationId, deliveryId: record.deliveryId };
    // One instant for the attempt and its next one, so the wait between them is exactly the schedule's.
    const at = clock.now().getTime();
    const now = new Date(at).toISOString();
    const subKey = { organisationId: record.organisationId, subscriptionId: record.subscriptionId };
    if (outcome.ok) {
      await store.settleWrite(key, record.claims, { status: 'DELIVERED', responseCode: outcome.responseCode, lastAttemptOn: now });
      if (subscription?.failingSince) await store.succeededWrite(subKey);
      return 'DELIVERED';
    }
    const retryIn = subscription && subscription.status === 'ACTIVE' ? WEBHOOK_RETRY_SECONDS[record.attempts - 1] : undefined;
    const base = { responseCode: outcome.responseCode, lastError: outcome.error, lastAttemptOn: now };
    const result: WebhookAttempt = retryIn === undefined ? 'FAILED' : 'RETRY';
    await store.settleWrite(
      key,
      record.claims,
      retryIn === undefined
        ? { ...base, status: 'FAILED' }
        : { ...base, status: 'PENDING', nextAttemptOn: new Date(at + retryIn * 1000).toISOString() },
    );
    if (subscription && subscription.status === 'ACTIVE') {
      if (!subscription.failingSince) await store.failingSinceWrite(subKey, now);
      else if (at - Date.parse(subscription.failingSince) >= WEBHOOK_DISABLE_AFTER_MS) {
        await disable(subscription, subscription.failingSince);
      }
    }
    return result;
  }

  /** One attempt at a claimed record: signed, its address checked again, POSTed to the checked address. */
  async function attempt(record: WebhookDelivery): Promise<WebhookAttempt> {
    const subscription = await store.subscriptionOf(record.organisationId, record.subscriptionId);
    if (!subscription || subscription.status !== 'ACTIVE') {
      return settle(record, subscription, { ok: false, error: subscription ? 'The webhook is disabled' : 'The webhook was removed' });
    }
    let outcome: { ok: boolean; responseCode?: number; error?: string };
    try {
      const { url, address } = await vetWebhookAddress(subscription.url, deps.webhookPolicy, deps.webhookTransport);
      const response = await deps.webhookTransport.post({
        url: url.toString(),
        address,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        body: record.payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Scheduler-Webhooks/1',
          ...signWebhook(subscription.secret, record.messageId, clock.now(), record.payload),
        },
      });
      const ok = response.status >= 200 && response.status < 300;
      outcome = { ok, responseCode: response.status, ...(ok ? {} : { error: `The receiver answered HTTP ${response.status}` }) };
    } catch (e) {
      outcome = { ok: false, error: describeFailure(e) };
    }
    return settle(record, subscription, outcome);
  }

  /** Claims the record as read (leased); undefined when another sender has it. */
  async function claim(record: WebhookDelivery): Promise<WebhookDelivery | undefined> {
    if (record.status !== 'PENDING') return undefined;
    const leaseUntil = iso(WEBHOOK_LEASE_SECONDS * 1000);
    if (!(await store.claimWrite(record, leaseUntil))) return undefined;
    return { ...record, queue: WEBHOOK_QUEUE, dueAt: leaseUntil, claims: record.claims + 1, attempts: record.attempts + 1 };
  }

  const sender = {
    /**
     * The delivery records of a domain event, one per ACTIVE subscription of its organisation that wants it, each
     * tried once at once. Answers the records this call wrote (none for a redelivered event).
     */
    async fanOut(event: DomainEvent): Promise<WebhookDelivery[]> {
      const found = webhookEventOf(event);
      if (!found) return [];
      const subscriptions = (await store.subscriptionsOf(event.detail.organisationId)).filter(
        (s) => s.status === 'ACTIVE' && s.events.includes(found.event),
      );
      if (!subscriptions.length) return [];
      const eventKey = eventKeyOf(event);
      const body = JSON.stringify(found.payload);
      const now = iso();
      const written: WebhookDelivery[] = [];
      for (const s of subscriptions) {
        const deliveryId = webhookDeliveryIdOf(eventKey, s.subscriptionId);
        const record: WebhookDelivery = {
          organisationId: s.organisationId,
          deliveryId,
          subscriptionId: s.subscriptionId,
          messageId: webhookMessageIdOf(deliveryId),
          event: found.event,
          payload: body,
          status: 'PENDING',
          attempts: 0,
          claims: 0,
          createdOn: now,
          nextAttemptOn: now,
          queue: WEBHOOK_QUEUE,
          dueAt: now,
          expiresAt: Math.floor(Date.parse(now) / 1000) + WEBHOOK_RECORD_DAYS * 24 * 60 * 60,
        };
        if (await store.createDeliveryWrite(record)) written.push(record);
      }
      await Promise.all(written.map((r) => sender.sendNow(r)));
      return written;
    },

    /** One attempt at a record now (first attempt, redelivery): claimed, sent and settled, or left to its claimant. */
    async sendNow(record: WebhookDelivery): Promise<WebhookAttempt> {
      const claimed = await claim(record);
      return claimed ? attempt(claimed) : 'CLAIMED_ELSEWHERE';
    },

    /** Sends every record due now, a few at a time, until none is due or `shouldYield` says the time is nearly up. */
    async drain(opts: { shouldYield?: () => boolean } = {}) {
      const result = { delivered: 0, retried: 0, failed: 0, skipped: 0, yielded: false };
      for (;;) {
        if (opts.shouldYield?.()) return { ...result, yielded: true };
        const due = await store.dueDeliveries(iso(), PAGE);
        if (!due.length) return result;
        let claimedHere = 0;
        for (let i = 0; i < due.length; i += 10) {
          if (opts.shouldYield?.()) return { ...result, yielded: true };
          const outcomes = await Promise.all(due.slice(i, i + 10).map((r) => sender.sendNow(r)));
          for (const o of outcomes) {
            if (o === 'CLAIMED_ELSEWHERE') result.skipped += 1;
            else {
              claimedHere += 1;
              if (o === 'DELIVERED') result.delivered += 1;
              else if (o === 'RETRY') result.retried += 1;
              else result.failed += 1;
            }
          }
        }
        if (!claimedHere) return result;
      }
    },
  };
  return sender;
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
