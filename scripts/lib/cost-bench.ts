import { ulid } from 'ulid';
import { createBookingBookService } from '@scheduler/core/booking/booking-book';
import type { BookingEvent } from '@scheduler/core/booking/booking-notify';
import type { Db } from '@scheduler/core/db';
import { createDomainEventStore } from '@scheduler/core/domain-events/domain-event-store';
import { createEventRelay } from '@scheduler/core/domain-events/event-relay';
import { createSessionService } from '@scheduler/core/identity/session';
import { queuedRecord } from '@scheduler/core/notification/outbox';
import { createOutboxSender } from '@scheduler/core/notification/outbox-sender';
import { createReminderService, reminderRules } from '@scheduler/core/notification/reminders';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { notifyBooking } from '@scheduler/functions/jobs/notify';
import { issuedAtOf, tokenKeyOf } from '@scheduler/functions/lib/access-token-verifier';
import { type Deps, getDeps } from '@scheduler/functions/lib/deps';
import { createBooking, createCandidate, createMeeting, GEORGE_STREET } from '@scheduler/functions/testing/records';
import { candidateUploadBench } from './candidate-upload-bench.ts';
import {
  addUsage,
  campaignCost,
  campaignLines,
  campaignPlan,
  dollars,
  NO_USAGE,
  type PriceTable,
  priceOf,
  priceTableLines,
  scaleUsage,
  type UnitUsages,
  type Usage,
  unitLine,
} from './cost-model.ts';
import { type Cost, meteredDb } from './metered-db.ts';
import { purgeBench } from './purge-bench.ts';

const DAY = 86_400_000;
/** The memory every function is given (infra): GB-seconds are the in-process time at this size. */
const LAMBDA_GB = 0.5;

export interface CostBenchInput {
  endpoint: string;
  table: string;
  /** An unmetered Db for what each run sets up. */
  db: Db;
  /** The seeded organisation: its reminder rules and its assessment project's alerts are what a campaign gets. */
  organisationId: string;
  /** A signed-in administrator: each metered booking resolves their session as the gateway does. */
  admin: { accessToken: string; sessionId: string };
  /** The base size: `size` bookings (each with its reminders), 10 × `size` purged records and uploaded rows (200 at least). */
  size: number;
}

export interface CostFigures {
  size: number;
  counts: { bookings: number; rows: number; invited: number; reminders: number; purged: number; messages: number };
  units: UnitUsages;
  remindersPerBooking: number;
}

/** The e-mails a run queued in the outbox (each is sent once: its sending is charged to the run). */
const emailsOf = (c: Cost) => c.created['deliveryRecord EMAIL'] ?? 0;

const usageOf = (c: Cost, per: number, extra: Partial<Usage> = {}): Usage => ({
  ...NO_USAGE,
  readUnits: c.capacity / per,
  writeUnits: c.writeCapacity / per,
  ...extra,
});

function capture(): EventPublisher & { events: BookingEvent[] } {
  const events: BookingEvent[] = [];
  return { events, publish: async (e) => void events.push(e as unknown as BookingEvent) };
}

/** The claims the gateway's authorizer hands on for an access token (its payload, unverified: the runtime signed it). */
function claimsOf(accessToken: string) {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return { sub: String(claims.sub), username: claims.username as string | undefined, tokenKey: tokenKeyOf(claims), issuedAt: issuedAtOf(claims) };
}

/** The seeded assessment project with alerts (its confirmation and reminder e-mails), where the campaign books. */
async function alertedProject(db: Db, organisationId: string): Promise<string> {
  const alerts = (await db.projectAlert.query.byProject({ organisationId }).go({ pages: 'all' })).data;
  const projects = (await db.project.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
  const project = projects.find((p) => p.stepType === 'ASSESSMENT' && alerts.some((a) => a.projectId === p.projectId));
  if (!project) throw new Error('cost bench: the seeded organisation has no assessment project with alerts');
  return project.projectId;
}

/**
 * Issue 20 item 7: the read and write units (and e-mails, events, Lambda calls) of each unit of a campaign, measured
 * with a metered Db on the code each step runs:
 * - a booking: the gateway's session check and user-booking/new-booking's service (an administrator books a
 *   candidate's pending step; its events are rows of its transaction), the relay handing those to the bus as the
 *   table's stream feeds it, then the notifier on each (the confirmation e-mail queued);
 * - a reminder: the reminders job over those confirmed bookings (the organisation's rules), then the notifier;
 * - a sent e-mail: the outbox sender's claim and sent marks per message (charged to every e-mail above);
 * - an uploaded row: the candidate upload job (candidate-upload-bench.ts), its invitation e-mail sent;
 * - a purged record: the purge job (purge-bench.ts) over its mix of bookings, meetings, projects and people, without the
 *   bench's loading of them (batch writes, not counted).
 * Lambda GB-seconds are this machine's in-process time of the metered run at 512 MB: an upper bound.
 */
export async function costBench(input: CostBenchInput): Promise<CostFigures> {
  const { db, organisationId, size } = input;
  const m = meteredDb(input.endpoint, input.table);
  const runtimeDeps = getDeps();
  const deps: Deps = { ...runtimeDeps, db: m.db };
  const stamp = new Date().toISOString();
  try {
    // Bookings: `size` candidates with a pending step of the alerted project, booked into one meeting 20 days out.
    const projectId = await alertedProject(db, organisationId);
    const start = new Date(Date.now() + 20 * DAY + Math.round(Math.random() * 3_600_000));
    const { meetingId } = await createMeeting(db, {
      organisationId,
      projectId,
      assessorId: ulid(),
      start: start.toISOString(),
      durationHours: 2,
      address: GEORGE_STREET,
      candidateMax: size,
      at: stamp,
    });
    const steps: string[] = [];
    for (let i = 0; i < size; i++) {
      const username = `bench.cost.${ulid().toLowerCase()}@candidates.example`;
      const candidateId = await createCandidate(db, { organisationId, username, firstName: 'Cost', lastName: `Candidate ${i + 1}` });
      steps.push((await createBooking(db, { organisationId, candidateId, projectId, stepType: 'ASSESSMENT', at: stamp })).bookingId);
    }
    const claims = claimsOf(input.admin.accessToken);
    // The booking's events are rows of its transaction, due when it happened: dated half an hour ahead here, so the
    // runtime's relay (which sweeps the queue in real time) leaves them to the metered relay below.
    const ahead = { now: () => new Date(Date.now() + 30 * 60_000) };
    const booked = capture();
    m.reset();
    let started = performance.now();
    for (const stepId of steps) {
      const actor = await createSessionService(deps).resolveActor(claims, input.admin.sessionId);
      await createBookingBookService({ ...deps, clock: ahead }).book(actor, { encryptedMeetingId: meetingId, encryptedStepId: stepId });
    }
    // The relay as the table's stream feeds it (the new rows, not read back), then the notifier on what it handed over.
    const mine = new Set(steps);
    const eventRows = (await createDomainEventStore(db).eventsDue(ahead.now().toISOString(), 10 * size + 100)).filter((r) =>
      mine.has(String((JSON.parse(r.detail) as { bookingId?: string }).bookingId)),
    );
    await createEventRelay({ db: m.db, clock: ahead, events: booked }).deliver(eventRows);
    for (const e of booked.events) await notifyBooking(e, deps);
    const bookingMs = performance.now() - started;
    const booking = m.cost();

    // Reminders: the job as it runs an hour before those bookings start (every rule's interval has come due).
    const org = (await db.organisation.get({ organisationId }).go()).data;
    const remindersPerBooking = reminderRules(org?.config).reduce((n, r) => n + r.interval.length, 0);
    const reminded = capture();
    m.reset();
    started = performance.now();
    // Its events are rows of the marks' transactions, due then (20 days ahead): the runtime's relay leaves them too.
    const remindAt = { now: () => new Date(start.getTime() - 3_600_000) };
    const run = await createReminderService({ ...deps, clock: remindAt }).run();
    const reminderRows = (await createDomainEventStore(db).eventsDue(remindAt.now().toISOString(), 10 * size + 100)).filter(
      (r) => r.type === 'booking.reminder-due' && mine.has(String((JSON.parse(r.detail) as { bookingId?: string }).bookingId)),
    );
    await createEventRelay({ db: m.db, clock: remindAt, events: reminded }).deliver(reminderRows);
    for (const e of reminded.events) await notifyBooking(e, deps);
    const reminderMs = performance.now() - started;
    const reminder = m.cost();

    // Sending: `size` e-mails queued due in 2100, drained with a clock there (the runtime's own sender never takes them).
    const due = new Date('2100-01-01T00:00:00Z');
    for (let i = 0; i < size; i++) {
      const message = { organisationId, alertCode: 'CANDIDATE_INVITATION', channel: 'EMAIL' as const, recipient: `cost${i}@bench.test` };
      await db.deliveryRecord
        .create(queuedRecord({ ...message, subject: 'Invitation', text: 'Book here', html: '<p>Book here</p>' }, ulid(), due.toISOString()))
        .go();
    }
    m.reset();
    started = performance.now();
    const drained = await createOutboxSender({
      db: m.db,
      clock: { now: () => due },
      mailer: { send: async () => ({ messageId: ulid() }) },
      sms: { send: async () => ({ messageId: ulid() }) },
      settings: { ratePerSecond: 10_000 },
    }).drain();
    const sendMs = performance.now() - started;
    const sent = Math.max(1, drained.sent);
    // One e-mail sent: the sender's reads and writes, and its share of one sender invocation.
    const send = usageOf(m.cost(), sent, { emails: 1, lambdaRequests: 1 / sent, lambdaGbSeconds: (sendMs / 1000 / sent) * LAMBDA_GB });

    // Past the size a request handles inline (16 KB), so the rows go through the upload job.
    const rows = Math.max(200, 10 * size);
    m.reset();
    const upload = await candidateUploadBench(m.db, rows);
    const uploaded = m.cost();

    const records = 10 * size;
    const purgeMeter = meteredDb(input.endpoint, input.table, { ignore: ['BatchWriteItemCommand'] });
    const purge = await purgeBench(purgeMeter.db, records).finally(() => purgeMeter.destroy());
    const purged = purgeMeter.cost();

    const n = steps.length;
    const reminders = Math.max(1, run.sent);
    return {
      size,
      remindersPerBooking,
      counts: { bookings: n, rows, invited: upload.successCount, reminders: run.sent, purged: records, messages: drained.sent },
      units: {
        booking: addUsage(
          // The booking call (one API invocation) and a notifier invocation per event it published.
          usageOf(booking, n, {
            events: booked.events.length / n,
            lambdaRequests: 1 + booked.events.length / n,
            lambdaGbSeconds: (bookingMs / 1000 / n) * LAMBDA_GB,
          }),
          scaleUsage(send, emailsOf(booking) / n),
        ),
        reminder: addUsage(
          usageOf(reminder, reminders, {
            events: reminded.events.length / reminders,
            lambdaRequests: (1 + reminded.events.length) / reminders,
            lambdaGbSeconds: (reminderMs / 1000 / reminders) * LAMBDA_GB,
          }),
          scaleUsage(send, emailsOf(reminder) / reminders),
        ),
        row: addUsage(
          usageOf(uploaded, rows, { lambdaGbSeconds: (upload.ms / 1000 / rows) * LAMBDA_GB }),
          scaleUsage(send, emailsOf(uploaded) / rows),
        ),
        purgedRecord: usageOf(purged, records, { lambdaGbSeconds: (purge.ms / 1000 / records) * LAMBDA_GB }),
      },
    };
  } finally {
    m.destroy();
  }
}

/** The units at each size (so the growth shows), the price table, and a 40,000-candidate campaign at the largest size. */
export function costBenchLines(figures: readonly CostFigures[], prices: PriceTable, campaignCandidates = 40_000, seatsPerMeeting = 5): string[] {
  const lines = ['Cost per unit of work (issue 20: metered on the code each step runs, in the units AWS bills on demand)'];
  for (const f of figures) {
    const c = f.counts;
    lines.push(
      `  size ${f.size}: ${c.bookings} bookings, ${c.reminders} reminders, ${c.rows} uploaded rows (${c.invited} invited), ${c.purged} purged records, ${c.messages} e-mails sent`,
      `    ${unitLine('booking', f.units.booking, prices)}`,
      `    ${unitLine('uploaded row', f.units.row, prices)}`,
      `    ${unitLine('reminder', f.units.reminder, prices)}`,
      `    ${unitLine('purged record', f.units.purgedRecord, prices)}`,
    );
  }
  const last = figures.at(-1);
  if (!last) return lines;
  const plan = campaignPlan(campaignCandidates, last.remindersPerBooking, seatsPerMeeting);
  lines.push(
    `  1,000 bookings: ${dollars(priceOf(scaleUsage(last.units.booking, 1000), prices).total)} on demand`,
    ...priceTableLines(prices).map((l) => `  ${l}`),
    ...campaignLines(campaignCost(last.units, plan, prices), plan).map((l) => `  ${l}`),
  );
  return lines;
}
