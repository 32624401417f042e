import { SESv2Client } from '@aws-sdk/client-sesv2';
import { ulid } from 'ulid';
import { createSesMailer } from '@scheduler/aws/ses-mailer';
import type { Db } from '@scheduler/core/db';
import { queuedRecord } from '@scheduler/core/notification/outbox';
import { OUTBOX_DEFAULTS } from '@scheduler/core/notification/outbox-pace';
import { createOutboxSender } from '@scheduler/core/notification/outbox-sender';

export interface OutboxBenchRun {
  /** Messages per second the sender was set to (undefined: unpaced). */
  ratePerSecond?: number;
  messages: number;
  sent: number;
  ms: number;
  messagesPerSecond: number;
}

/**
 * The outbox sender (core/notification/outbox-sender.ts) against the local outbox: `messages` e-mails written QUEUED,
 * then drained through the SES emulator (the runtime's SES endpoint, from the environment) — once at the configured
 * default rate, once unpaced (what the sender and emulator can do). The records are due in 2100 and drained with a
 * clock there, so the runtime's own outbox job (real time) never takes them.
 */
export async function outboxBench(db: Db, messages: number): Promise<OutboxBenchRun[]> {
  const mailer = createSesMailer(new SESv2Client({}), { from: 'bench@scheduler.local' });
  const sms = { send: async () => ({ messageId: 'bench-sms' }) };
  const runs: OutboxBenchRun[] = [];
  for (const ratePerSecond of [OUTBOX_DEFAULTS.ratePerSecond, undefined]) {
    const organisationId = ulid();
    const due = new Date('2100-01-01T00:00:00Z');
    for (let i = 0; i < messages; i++) {
      const record = queuedRecord(
        {
          organisationId,
          alertCode: 'CANDIDATE_INVITATION',
          channel: 'EMAIL',
          recipient: `candidate${i}@bench.test`,
          subject: 'Invitation to book your Meeting',
          text: `Hello ${i}, book here: http://127.0.0.1:3000/signup?invitation=bench${i}`,
          html: `<p>Hello ${i}</p>`,
        },
        ulid(),
        due.toISOString(),
      );
      await db.deliveryRecord.create(record).go();
    }
    const sender = createOutboxSender({
      db,
      clock: { now: () => due },
      mailer,
      sms,
      settings: { ratePerSecond: ratePerSecond ?? 10_000 },
    });
    const started = performance.now();
    const result = await sender.drain();
    const ms = performance.now() - started;
    runs.push({ ratePerSecond, messages, sent: result.sent, ms, messagesPerSecond: result.sent / (ms / 1000) });
  }
  return runs;
}

export const outboxBenchLines = (runs: readonly OutboxBenchRun[]) =>
  runs.map(
    (r) =>
      `Outbox sender: ${r.sent}/${r.messages} e-mails sent through the local SES outbox in ${(r.ms / 1000).toFixed(1)} s: ` +
      `${r.messagesPerSecond.toFixed(1)} messages/s (${r.ratePerSecond ? `rate set to ${r.ratePerSecond}/s, the default` : 'unpaced: the sender and emulator at full speed'}).`,
  );
