import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { OUTBOX_QUEUE } from './delivery-record-entity.ts';
import { outboxWrites, queuedRecord } from './outbox.ts';
import { createOutboxSender } from './outbox-sender.ts';

const { db } = testDb();

/**
 * The queue is one partition shared by every test file: these tests run their clock in the year 2000, so the records
 * due for their senders are only their own (other files write records due in their own time, later).
 */
function testClock(start = '2000-01-01T00:00:00Z') {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

function ports(opts: { latencyMs?: number } = {}) {
  const mails: Parameters<Mailer['send']>[0][] = [];
  let failing = 0;
  const mailer: Mailer = {
    async send(m) {
      if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
      if (failing > 0) {
        failing -= 1;
        throw new Error('Throttling: Maximum sending rate exceeded.');
      }
      mails.push(m);
      return { messageId: `ses-${mails.length}` };
    },
  };
  const sms: Sms = { send: async () => ({ messageId: 'sns-1' }) };
  return { mails, mailer, sms, failTimes: (n: number) => (failing = n) };
}

const message = (organisationId: string, n: number) => ({
  organisationId,
  alertCode: 'CANDIDATE_INVITATION',
  channel: 'EMAIL' as const,
  recipient: `person${n}@example.com`,
  personId: `person-${n}`,
  projectId: 'project-1',
  subject: `Invitation ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

async function enqueue(organisationId: string, count: number, clock: { now: () => Date }) {
  const records = Array.from({ length: count }, (_, i) => queuedRecord(message(organisationId, i), ulid(), clock.now().toISOString()));
  for (const r of records) await db.deliveryRecord.create(r).go();
  return records;
}

const recordsOf = async (organisationId: string) => (await db.deliveryRecord.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;

describe('outbox', () => {
  it('writes the QUEUED record in the caller’s transaction: kept when it commits, absent when it is refused', async () => {
    const organisationId = ulid();
    // Later than every other test's clock: its record is due for no other test's sender.
    const clock = testClock('2000-12-01T00:00:00Z');
    const now = clock.now().toISOString();
    const kept = queuedRecord(message(organisationId, 1), ulid(), now);
    const committed = await db.service.transaction
      .write((e) => [
        e.listCounter.update({ organisationId, list: 'outbox-test' }).add({ count: 1 }).commit(),
        ...outboxWrites(e.deliveryRecord, [kept]),
      ])
      .go();
    expect(committed.canceled).toBe(false);

    const lost = queuedRecord(message(organisationId, 2), ulid(), now);
    const refused = await db.service.transaction
      .write((e) => [
        e.listCounter
          .update({ organisationId, list: 'outbox-test' })
          .add({ count: 1 })
          .where((a, op) => op.eq(a.count, 99))
          .commit(),
        ...outboxWrites(e.deliveryRecord, [lost]),
      ])
      .go();
    expect(refused.canceled).toBe(true);

    expect(await recordsOf(organisationId)).toMatchObject([
      { deliveryId: kept.deliveryId, status: 'QUEUED', queue: OUTBOX_QUEUE, dueAt: now, attempts: 0, text: 'Hello 1', subject: 'Invitation 1' },
    ]);
  });

  it('drains the due records at the configured rate and settles each SENT with the provider’s id, its body dropped', async () => {
    const organisationId = ulid();
    const clock = testClock();
    const p = ports();
    await enqueue(organisationId, 10, clock);
    let elapsed = 0;
    const waits: number[] = [];
    const sender = createOutboxSender({
      db,
      clock,
      mailer: p.mailer,
      sms: p.sms,
      settings: { ratePerSecond: 5 },
      monotonicNow: () => elapsed,
      sleep: async (ms) => {
        waits.push(ms);
        elapsed += ms;
      },
    });

    const result = await sender.drain();

    expect(result).toMatchObject({ sent: 10, retried: 0, failed: 0, yielded: false });
    // 10 sends at 5 a second: the first at once, then one every 200 ms.
    expect(waits).toEqual(Array(9).fill(200));
    expect(p.mails.map((m) => m.to[0]).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `person${i}@example.com`).sort());
    const records = await recordsOf(organisationId);
    expect(records.every((r) => r.status === 'SENT' && r.attempts === 1 && /^ses-\d+$/.test(r.providerMessageId ?? ''))).toBe(true);
    expect(records.some((r) => r.text || r.html || r.queue || r.dueAt)).toBe(false);
    expect(records[0]?.subject).toMatch(/^Invitation \d$/);
  });

  it('keeps a failed message QUEUED with its error and a backed-off due time, retries it, and ends it FAILED after the last attempt', async () => {
    const organisationId = ulid();
    const clock = testClock('2000-02-01T00:00:00Z');
    const p = ports();
    const [record] = await enqueue(organisationId, 1, clock);
    const sender = createOutboxSender({ db, clock, mailer: p.mailer, sms: p.sms, settings: { maxAttempts: 3, retryBaseSeconds: 60 } });

    p.failTimes(5);
    expect(await sender.drain()).toMatchObject({ sent: 0, retried: 1 });
    expect(await recordsOf(organisationId)).toMatchObject([
      { status: 'QUEUED', attempts: 1, error: 'Throttling: Maximum sending rate exceeded.', dueAt: '2000-02-01T00:01:00.000Z', text: 'Hello 0' },
    ]);
    // Not due yet: nothing is tried.
    expect(await sender.drain()).toMatchObject({ sent: 0, retried: 0, failed: 0 });

    clock.advance(60);
    expect(await sender.drain()).toMatchObject({ retried: 1 });
    expect((await recordsOf(organisationId))[0]).toMatchObject({ status: 'QUEUED', attempts: 2, dueAt: '2000-02-01T00:03:00.000Z' });

    clock.advance(120);
    expect(await sender.drain()).toMatchObject({ failed: 1 });
    const [failed] = await recordsOf(organisationId);
    expect(failed).toMatchObject({
      deliveryId: record!.deliveryId,
      status: 'FAILED',
      attempts: 3,
      error: 'Throttling: Maximum sending rate exceeded.',
    });
    expect(failed?.queue).toBeUndefined();
    expect(failed?.text).toBeUndefined();
    clock.advance(3600);
    expect(await sender.drain()).toMatchObject({ sent: 0, failed: 0, retried: 0 });
    expect(p.mails).toHaveLength(0);
  });

  it('a retry that succeeds ends SENT without the earlier error', async () => {
    const organisationId = ulid();
    const clock = testClock('2000-03-01T00:00:00Z');
    const p = ports();
    await enqueue(organisationId, 1, clock);
    const sender = createOutboxSender({ db, clock, mailer: p.mailer, sms: p.sms });
    p.failTimes(1);
    await sender.drain();
    clock.advance(60);
    expect(await sender.drain()).toMatchObject({ sent: 1 });
    const [sent] = await recordsOf(organisationId);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, providerMessageId: 'ses-1' });
    expect(sent?.error).toBeUndefined();
  });

  it('two drainers at once send every message exactly once', async () => {
    const organisationId = ulid();
    const clock = testClock('2000-04-01T00:00:00Z');
    const p = ports({ latencyMs: 5 });
    await enqueue(organisationId, 30, clock);
    const drainer = () => createOutboxSender({ db, clock, mailer: p.mailer, sms: p.sms, settings: { ratePerSecond: 1000 } });

    const [one, two] = await Promise.all([drainer().drain(), drainer().drain()]);

    expect(one.sent + two.sent).toBe(30);
    const sentTo = p.mails.map((m) => m.to[0]);
    expect(new Set(sentTo).size).toBe(30);
    expect(sentTo).toHaveLength(30);
    expect((await recordsOf(organisationId)).every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('a table that stops answering mid-page fails the drain once, after every send in flight has settled (none rejects unhandled)', async () => {
    const organisationId = ulid();
    const clock = testClock('2002-01-01T00:00:00Z');
    const p = ports({ latencyMs: 5 });
    await enqueue(organisationId, 5, clock);
    const unreachable = () => {
      const chain = {
        set: () => chain,
        where: () => chain,
        remove: () => chain,
        go: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:8000')),
      };
      return chain;
    };
    const deliveryRecord = new Proxy(db.deliveryRecord, { get: (t, k) => (k === 'patch' ? unreachable : Reflect.get(t, k)) });
    const sender = createOutboxSender({
      db: { ...db, deliveryRecord } as typeof db,
      clock,
      mailer: p.mailer,
      sms: p.sms,
      settings: { ratePerSecond: 1000 },
    });
    await expect(sender.drain()).rejects.toThrow(/ECONNREFUSED/);
    expect(p.mails).toHaveLength(0);
  });

  it('a claim whose sender died is claimed again once its lease ends, and only then', async () => {
    const organisationId = ulid();
    const clock = testClock('2000-05-01T00:00:00Z');
    const p = ports();
    const [record] = await enqueue(organisationId, 1, clock);
    // A sender claims it (SENDING, leased 300 s) and dies before sending.
    await db.deliveryRecord
      .patch({ organisationId, deliveryId: record!.deliveryId })
      .set({ status: 'SENDING', queue: OUTBOX_QUEUE, dueAt: new Date(clock.now().getTime() + 300_000).toISOString(), attempts: 1 })
      .go();
    const sender = createOutboxSender({ db, clock, mailer: p.mailer, sms: p.sms });
    expect(await sender.drain()).toMatchObject({ sent: 0 });
    clock.advance(301);
    expect(await sender.drain()).toMatchObject({ sent: 1 });
    expect((await recordsOf(organisationId))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });
});
