import { tableRequest } from '@scheduler/contracts/envelope';
import type { Actor } from '@scheduler/core/actor';
import { createBulkEditService } from '@scheduler/core/meeting/bulk-edit';
import { createMeeting, createProject } from '@scheduler/functions/testing/records';
import { createMeetingListService } from '@scheduler/core/meeting/meeting-list-service';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { measure } from './latency.ts';
import { meteredDb, type ReadCost } from './metered-db.ts';

/** The calendar month timed (the bench's meetings are spread evenly over the year 2031). */
const YEAR_START = Date.UTC(2031, 0, 1);
const YEAR_MS = 365 * 86_400_000;
const MONTH = '2031-03-01~2031-03-31';
const BULK_EDIT = 500;

export interface MeetingListFigure {
  size: number;
  loadSeconds: number;
  /** The calendar variant of getMeetingList for the month, through the local gateway. */
  month: { events: number; cost: ReadCost; p50: number; p95: number; n: number };
  /** A bulk edit (Surge) of min(500, size) interviews through the service, each meeting its own transaction. */
  bulk: { meetings: number; successCount: number; ms: number; cost: ReadCost };
}

interface Options {
  baseUrl: string;
  headers: Record<string, string>;
  dynamoEndpoint: string;
  table: string;
  admin: { userId: string; username: string; fullName: string; organisationId: string };
  /** Who runs the bench meetings (one per load step, so the steps' meetings never overlap for one person). */
  runners: readonly string[];
  sizes: readonly number[];
  n: number;
}

/**
 * DESIGN §5 for the meeting list: an organisation loaded to each size with interviews spread evenly over a year, then
 * the month view of the calendar (getMeetingList with a view name) timed through the local gateway with its items
 * read per event returned (one metered call of the same service), and a bulk edit of 500 meetings timed.
 */
export async function meetingListBench(opts: Options): Promise<MeetingListFigure[]> {
  const metered = meteredDb(opts.dynamoEndpoint, opts.table);
  const { db } = metered;
  // The bench's meetings have no booked candidates, so a bulk edit tells nobody: senders that refuse make sure of it.
  const refuse = async (): Promise<{ messageId: string }> => {
    throw new Error('the meeting list bench sends no messages');
  };
  const deps = { db, clock: systemClock, ids: ulidIds, mailer: { send: refuse }, sms: { send: refuse } };
  const organisationId = opts.admin.organisationId;
  const actor: Actor = { ...opts.admin, userType: 'ORG_ADMIN', roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'], sessionId: '' };
  const stamp = new Date().toISOString();
  const { projectId } = await createProject(db, {
    organisationId,
    name: 'Bench interviews',
    stepType: 'INTERVIEW',
    start: stamp,
    end: '2032-12-31T00:00:00.000Z',
    at: stamp,
  });

  const ids: string[] = [];
  let loaded = 0;
  const figures: MeetingListFigure[] = [];
  const body = { pageIndex: 0, pageSize: 0, searchData: JSON.stringify({ dateRange: MONTH }) };
  const month = () =>
    fetch(`${opts.baseUrl}/api/meeting/getMeetingList/NA/dayGridMonth`, { method: 'POST', headers: opts.headers, body: JSON.stringify(body) }).then(
      async (r) => {
        if (!r.ok) throw new Error(`meeting/getMeetingList answered ${r.status}: ${await r.text()}`);
        return (await r.json()) as { dataset: unknown[] };
      },
    );

  for (const [step, size] of opts.sizes.entries()) {
    const t0 = performance.now();
    const adding = size - loaded;
    const runner = opts.runners[step % opts.runners.length]!;
    // Evenly over the year, each step at its own phase; one runner per step, so no two of a runner's meetings overlap.
    const starts = Array.from({ length: adding }, (_, i) =>
      new Date(YEAR_START + step * 3_600_000 + Math.floor((i * YEAR_MS) / adding)).toISOString(),
    );
    for (let i = 0; i < starts.length; i += 16) {
      await Promise.all(
        starts.slice(i, i + 16).map(async (start) => {
          const meetingId = ulidIds.next();
          ids.push(meetingId);
          await createMeeting(db, {
            organisationId,
            meetingId,
            projectId,
            stepType: 'INTERVIEW',
            assessorId: runner,
            start,
            deliveryMethod: 'REMOTE',
            at: stamp,
          });
        }),
      );
    }
    loaded = size;
    const loadSeconds = Math.round((performance.now() - t0) / 100) / 10;

    metered.reset();
    const events = (await createMeetingListService(deps).list(actor, { a: 'NA', b: 'dayGridMonth' }, tableRequest.parse(body))).dataset.length;
    const monthCost = metered.cost();
    const timed = await measure(opts.n, month);

    const picked = ids.slice(0, BULK_EDIT);
    metered.reset();
    const b0 = performance.now();
    const answer = await createBulkEditService(deps).edit(actor, {
      encryptedIds: picked,
      stepType: 'INTERVIEW',
      editAssessor: false,
      editActive: false,
      editShow: false,
      editSurge: true,
      surge: step % 2 === 0,
      editStartTime: false,
      editTimezone: false,
      editDisplayAddress: false,
      editInternalTaskJson: false,
    });
    const ms = Math.round(performance.now() - b0);
    figures.push({
      size,
      loadSeconds,
      month: { events, cost: monthCost, p50: timed.p50, p95: timed.p95, n: timed.n },
      bulk: { meetings: picked.length, successCount: answer.successCount, ms, cost: metered.cost() },
    });
  }
  metered.destroy();
  return figures;
}

export function meetingListLines(figures: readonly MeetingListFigure[]): string[] {
  return [
    'Meeting list (calendar month view through the gateway; bulk edit through the service):',
    ...figures.flatMap((f) => [
      `  ${String(f.size).padStart(5)} meetings (loaded in ${f.loadSeconds} s): month view ${f.month.events} events, p50 ${f.month.p50} ms, p95 ${f.month.p95} ms (n=${f.month.n}), ` +
        `${f.month.cost.items} items read = ${(f.month.cost.items / Math.max(1, f.month.events)).toFixed(2)} per event returned (${f.month.cost.capacity.toFixed(1)} RCU)`,
      `        bulk edit of ${f.bulk.meetings}: ${f.bulk.successCount} written in ${(f.bulk.ms / 1000).toFixed(1)} s (${(f.bulk.ms / Math.max(1, f.bulk.meetings)).toFixed(1)} ms per meeting), ` +
        `${f.bulk.cost.items} items read`,
    ]),
  ];
}
