import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import type { Db } from '../db.ts';
import { type DeliveryRecord, OUTBOX_QUEUE } from './delivery-record-entity.ts';
import { createNotificationStore } from './notification-store.ts';
import { describeSendError } from './outbox.ts';
import { createPacer, OUTBOX_DEFAULTS, type OutboxSettings, retryDelaySeconds } from './outbox-pace.ts';

export interface OutboxSenderDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: Sms;
  settings?: Partial<OutboxSettings>;
  /** Waits between paced sends (setTimeout unless a test passes its own). */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds for the pacer (Date.now unless a test passes its own). */
  monotonicNow?: () => number;
}

/** What one attempt at a record did: SENT, QUEUED again for a retry, FAILED for good, or CLAIMED_ELSEWHERE (another sender has it). */
export interface SendAttempt {
  deliveryId: string;
  status: 'SENT' | 'QUEUED' | 'FAILED' | 'CLAIMED_ELSEWHERE';
  providerMessageId?: string;
  error?: string;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  /** Records another sender claimed first (no send here). */
  skipped: number;
  /** True when the drain stopped because its time was up, with records possibly still due. */
  yielded: boolean;
}

/** Due records read per query. */
const PAGE = 100;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The outbox's sender (DESIGN §14): claims QUEUED records with a conditional write (SENDING, leased: a sender that
 * dies mid-send leaves the record to be claimed again once the lease ends), sends them through the Mailer / Sms
 * ports at the configured rate, and settles each: SENT with the provider's id; after a failure QUEUED again with
 * backoff and the error kept, or FAILED once the attempts are spent. Two senders never both send one record: only
 * one claim's condition (the status, due time and attempts it read) holds.
 */
export function createOutboxSender(deps: OutboxSenderDeps) {
  const { db, clock, mailer, sms } = deps;
  const store = createNotificationStore(db);
  const settings: OutboxSettings = { ...OUTBOX_DEFAULTS, ...deps.settings };
  const sleep = deps.sleep ?? sleepFor;
  const monotonicNow = deps.monotonicNow ?? Date.now;
  const at = (offsetSeconds: number) => new Date(clock.now().getTime() + offsetSeconds * 1000).toISOString();

  /** The record SENDING under this claim, or undefined when another sender claimed it or it is no longer due. */
  async function claim(record: DeliveryRecord): Promise<DeliveryRecord | undefined> {
    if (record.status !== 'QUEUED' && record.status !== 'SENDING') return undefined;
    const claimed = {
      status: 'SENDING' as const,
      queue: OUTBOX_QUEUE,
      dueAt: at(settings.leaseSeconds),
      attempts: record.attempts + 1,
      updatedAt: clock.now().toISOString(),
    };
    return (await store.claimDeliveryWrite(record, claimed)) ? { ...record, ...claimed } : undefined;
  }

  /** Settles a claimed record; a claim whose lease ended and that another sender took is left to that sender. */
  async function settle(record: DeliveryRecord, outcome: { ok: true; messageId: string } | { ok: false; error: string }): Promise<SendAttempt> {
    const now = clock.now().toISOString();
    const key = { organisationId: record.organisationId, deliveryId: record.deliveryId };
    if (outcome.ok) {
      await store.deliverySentWrite(key, record.attempts, outcome.messageId, now);
      return { deliveryId: record.deliveryId, status: 'SENT', providerMessageId: outcome.messageId };
    }
    if (record.attempts >= settings.maxAttempts) {
      await store.deliveryFailedWrite(key, record.attempts, outcome.error, now);
      return { deliveryId: record.deliveryId, status: 'FAILED', error: outcome.error };
    }
    const dueAt = at(retryDelaySeconds(record.attempts, settings.retryBaseSeconds));
    await store.deliveryRetryWrite(key, record.attempts, dueAt, outcome.error, now);
    return { deliveryId: record.deliveryId, status: 'QUEUED', error: outcome.error };
  }

  /** Sends a claimed record through its channel's port and settles it. */
  async function deliver(record: DeliveryRecord): Promise<SendAttempt> {
    let outcome: { ok: true; messageId: string } | { ok: false; error: string };
    try {
      const { messageId } =
        record.channel === 'EMAIL'
          ? await mailer.send({
              to: [record.recipient],
              subject: record.subject ?? '',
              html: record.html ?? '',
              text: record.text ?? '',
              ...(record.calendar && record.calendarMethod
                ? { calendar: { method: record.calendarMethod, content: record.calendar, filename: 'invite.ics' } }
                : {}),
            })
          : await sms.send({ to: record.recipient, body: record.text ?? '' });
      outcome = { ok: true, messageId };
    } catch (e) {
      outcome = { ok: false, error: describeSendError(e) };
    }
    return settle(record, outcome);
  }

  const sender = {
    settings,

    /** One attempt at a record now (a single invitation tries at once): claimed, sent and settled, or left to its claimant. */
    async sendNow(record: DeliveryRecord): Promise<SendAttempt> {
      const claimed = await claim(record);
      if (!claimed) return { deliveryId: record.deliveryId, status: 'CLAIMED_ELSEWHERE' };
      return deliver(claimed);
    },

    /**
     * Sends every record due now, across organisations, at most `ratePerSecond` a second, until none is due or
     * `shouldYield` says this invocation's time is nearly up.
     */
    async drain(opts: { shouldYield?: () => boolean } = {}): Promise<DrainResult> {
      const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0, yielded: false };
      const pacer = createPacer(settings.ratePerSecond, monotonicNow, sleep);
      const maxInFlight = Math.max(1, Math.ceil(settings.ratePerSecond));
      for (;;) {
        if (opts.shouldYield?.()) return { ...result, yielded: true };
        const due = await store.dueDeliveries(clock.now().toISOString(), PAGE);
        if (!due.length) return result;
        const inFlight = new Set<Promise<void>>();
        let claimedHere = 0;
        // A send that fails unexpectedly (the table unreachable) stops the page; the others in flight are still
        // awaited, so none is left to reject unhandled, and the first failure is thrown once they have settled.
        let failure: { error: unknown } | undefined;
        for (const record of due) {
          if (opts.shouldYield?.() || failure) break;
          // Each start is paced; its claim and send run alongside the next ones (the claim is one conditional write).
          await pacer.wait();
          if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
          const sending: Promise<void> = claim(record)
            .then(async (claimed) => {
              if (!claimed) {
                result.skipped += 1;
                return;
              }
              claimedHere += 1;
              const a = await deliver(claimed);
              if (a.status === 'SENT') result.sent += 1;
              else if (a.status === 'QUEUED') result.retried += 1;
              else result.failed += 1;
            })
            .catch((error: unknown) => {
              failure ??= { error };
            })
            .finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        await Promise.all(inFlight);
        if (failure) throw failure.error;
        // Every due record of the page was another sender's: that sender drains the rest.
        if (!claimedHere) return result;
      }
    },
  };
  return sender;
}
export type OutboxSender = ReturnType<typeof createOutboxSender>;
