import { ulid } from 'ulid';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import type { Db } from '@scheduler/core/db';
import { createBooking, createMeeting, createProject, GEORGE_STREET } from '@scheduler/functions/testing/records';
import { measurePaired, row } from './latency.ts';

const DAY = 86_400_000;

interface BookingBenchInput {
  baseUrl: string;
  db: Db;
  organisationId: string;
  admin: { headers: Record<string, string> };
  candidate: { headers: Record<string, string>; userId: string };
  n: number;
  /** The race: `calls` admins' booking calls at once for `spots` seats. */
  race: { calls: number; spots: number };
}

/**
 * Issue 11's booking figures (DESIGN §5): p50/p95 of user-booking/new-booking and of meeting/getMeetingSpotsEmpty
 * through the local gateway, each timed in turn with the bare seat transaction (bookSeat on the table) so both see
 * the same load (budget: booking p95 within 3× the bare transaction), and the wall time of `race.calls` concurrent
 * admin booking calls for `race.spots` seats through the gateway, with their outcome.
 */
export async function bookingBench(input: BookingBenchInput) {
  const { db, organisationId, n } = input;
  const stamp = new Date().toISOString();
  const { projectId } = await createProject(db, {
    organisationId,
    name: 'Bench booking project',
    meetingPeriodVisible: 60,
    meetingPeriodGap: 2,
    at: stamp,
  });
  async function meeting(inDays: number, candidateMax: number) {
    const { meetingId } = await createMeeting(db, {
      organisationId,
      projectId,
      assessorId: ulid(),
      start: new Date(Date.now() + inDays * DAY).toISOString(),
      durationHours: 2,
      address: GEORGE_STREET,
      candidateMax,
      at: stamp,
    });
    return meetingId;
  }
  async function pending(count: number, candidateId?: string) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const booking = await createBooking(db, { organisationId, candidateId: candidateId ?? ulid(), projectId, stepType: 'ASSESSMENT', at: stamp });
      ids.push(booking.bookingId);
    }
    return ids;
  }

  const warm = Math.min(10, n);
  const viaGateway = await meeting(5, n + warm + 5);
  const bare = await meeting(6, n + warm + 5);
  const [gatewaySteps, bareSteps] = [await pending(n + warm), await pending(n + warm)];
  let g = 0;
  let b = 0;
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${input.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (r) => {
      const text = await r.text();
      if (!r.ok) throw new Error(`${path} answered ${r.status}: ${text.slice(0, 200)}`);
      return text;
    });
  const [booking, bareBooking] = await measurePaired(
    n,
    () => post('/api/user-booking/new-booking', input.admin.headers, { encryptedMeetingId: viaGateway, encryptedStepId: gatewaySteps[g++] }),
    async () => {
      const r = await bookSeat(db, { organisationId, bookingId: bareSteps[b++]!, meetingId: bare, now: new Date().toISOString() });
      if (!r.ok) throw new Error(`bare bookSeat refused: ${r.reason}`);
    },
  );

  // The candidate's search: 40 meetings of the project over the coming weeks, 10 a page.
  for (let i = 0; i < 40; i++) await meeting(2 + i * 0.7, 5);
  const [step] = await pending(1, input.candidate.userId);
  const searchData = JSON.stringify({ encryptedStepId: step });
  const bareQuery = () => db.meeting.query.byProject({ organisationId, projectId }).gte({ start: new Date().toISOString() }).go({ limit: 10 });
  const [search, query] = await measurePaired(
    n,
    () => post('/api/meeting/getMeetingSpotsEmpty', input.candidate.headers, { pageSize: 10, searchData }),
    bareQuery,
  );

  // The race: concurrent admin calls for the last seats, through the gateway.
  const raced = await meeting(8, input.race.spots);
  const raceSteps = await pending(input.race.calls);
  const t = performance.now();
  const answers = await Promise.all(
    raceSteps.map((stepId) =>
      fetch(`${input.baseUrl}/api/user-booking/new-booking`, {
        method: 'POST',
        headers: input.admin.headers,
        body: JSON.stringify({ encryptedMeetingId: raced, encryptedStepId: stepId }),
      }).then(async (r) => ((await r.json()) as { status?: string }).status ?? String(r.status)),
    ),
  );
  const raceMs = Math.round(performance.now() - t);
  const outcomes: Record<string, number> = {};
  for (const s of answers) outcomes[s] = (outcomes[s] ?? 0) + 1;
  const { data: after } = await db.meeting.get({ organisationId, meetingId: raced }).go();
  return { booking, bareBooking, search, query, race: { ...input.race, ms: raceMs, outcomes, counter: after?.candidatesConfirmed } };
}

export function bookingBenchLines(r: Awaited<ReturnType<typeof bookingBench>>): string[] {
  return [
    'Booking (issue 11; each pair timed in turn)',
    row('POST user-booking/new-booking (admin, one seat)', r.booking),
    row('  bare seat transaction (bookSeat on the table)', r.bareBooking),
    `  booking p95 / bare transaction p95: ${(r.booking.p95 / r.bareBooking.p95).toFixed(2)}× (budget 3×)`,
    row('POST meeting/getMeetingSpotsEmpty (candidate, 40 meetings)', r.search),
    row('  bare Query (10 meetings of the project by start)', r.query),
    `Race: ${r.race.calls} admin booking calls at once for ${r.race.spots} seats through the gateway → ${JSON.stringify(r.race.outcomes)}, meeting counter ${r.race.counter}, ${r.race.ms} ms.`,
  ];
}
