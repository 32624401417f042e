import { ulid } from 'ulid';
import { BOOK_MSG, BOOKING_NA } from '@scheduler/core/booking/booking-book';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { moveSeat } from '@scheduler/core/booking/booking-store-move-seat';
import type { Db } from '@scheduler/core/db';
import { createBooking, createMeeting, createProject, GEORGE_STREET } from '@scheduler/functions/testing/records';
import { signedInCandidates } from './bench-candidates.ts';
import { seatRace } from './seat-race.ts';
import { measurePaired, row } from './latency.ts';

const DAY = 86_400_000;

interface BookingBenchInput {
  baseUrl: string;
  db: Db;
  organisationId: string;
  admin: { headers: Record<string, string> };
  candidate: { headers: Record<string, string>; userId: string };
  n: number;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
  /** The blasts: for each size, that many candidates' booking calls at once for `spots` seats of one meeting. */
  race: { sizes: number[]; spots: number };
}

/**
 * Issue 11's booking figures (DESIGN §5): p50/p95 of user-booking/new-booking (and issue 22's reschedule-booking of
 * the same bookings, beside the bare moveSeat) and of meeting/getMeetingSpotsEmpty
 * through the local gateway, each timed in turn with the bare seat transaction (bookSeat on the table) so both see
 * the same load (issue 20 budget: booking p95 within 2× the bare transaction), and for each blast size the outcome of
 * that many candidates booking `race.spots` seats at once through the gateway (issue 20: exactly the seats booked,
 * every other caller 'Not Available', the seat counter equal to the confirmed bookings).
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

  // Issue 22: the same bookings, now confirmed, rescheduled one by one to another meeting of the step, beside the
  // bare move transaction (moveSeat on the table) timed in turn.
  const [movedTo, bareMovedTo] = [await meeting(7, n + warm + 5), await meeting(7.5, n + warm + 5)];
  let rg = 0;
  let rb = 0;
  const [reschedule, bareMove] = await measurePaired(
    n,
    () => post('/api/user-booking/reschedule-booking', input.admin.headers, { encryptedBookingId: gatewaySteps[rg++], encryptedMeetingId: movedTo }),
    async () => {
      const r = await moveSeat(db, {
        organisationId,
        bookingId: bareSteps[rb++]!,
        fromMeetingId: bare,
        toMeetingId: bareMovedTo,
        now: new Date().toISOString(),
        statusReason: 'Rescheduled (bench)',
      });
      if (!r.ok) throw new Error(`bare moveSeat refused: ${r.reason}`);
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

  const races: Awaited<ReturnType<typeof blast>>[] = [];
  for (const calls of input.race.sizes) races.push(await blast(input, projectId, await meeting(8, input.race.spots), calls, input.race.spots));
  return { booking, bareBooking, reschedule, bareMove, search, query, races };
}

/**
 * The e-mail blast: `calls` candidates, each signed in with a pending booking of the project, call
 * user-booking/new-booking for the same meeting of `spots` seats at once through the gateway. Answers each answer's
 * HTTP status, envelope status and message with how many got it, the calls' latency, and what the table holds after:
 * the meeting's seat counter and its CONFIRMED bookings.
 */
async function blast(input: BookingBenchInput, projectId: string, meetingId: string, calls: number, spots: number) {
  const { db, organisationId } = input;
  const candidates = await signedInCandidates(input, calls);
  const stamp = new Date().toISOString();
  const steps: string[] = [];
  for (const c of candidates)
    steps.push((await createBooking(db, { organisationId, candidateId: c.userId, projectId, stepType: 'ASSESSMENT', at: stamp })).bookingId);
  const times: number[] = [];
  const t = performance.now();
  const answers = await Promise.all(
    candidates.map(async (c, i) => {
      const started = performance.now();
      const r = await fetch(`${input.baseUrl}/api/user-booking/new-booking`, {
        method: 'POST',
        headers: c.headers,
        body: JSON.stringify({ encryptedMeetingId: meetingId, encryptedStepId: steps[i] }),
      });
      const body = (await r.json().catch(() => ({}))) as { status?: string; message?: string };
      times.push(performance.now() - started);
      return { http: r.status, status: body.status, message: body.message };
    }),
  );
  const ms = Math.round(performance.now() - t);
  const outcomes: Record<string, number> = {};
  for (const a of answers) {
    // A success's message is the booking's id: those are counted together.
    const key = a.status === 'SUCCESS' ? `${a.http} SUCCESS` : `${a.http} ${a.status ?? '?'}: ${a.message ?? ''}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  const { data: after } = await db.meeting.get({ organisationId, meetingId }).go();
  const inMeeting = (await db.booking.query.byMeeting({ organisationId, meetingKey: meetingId }).go({ pages: 'all' })).data;
  // The same crowd on the bare seat transaction, for its p95 beside the calls'.
  const bare = await seatRace(db, calls, spots);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return {
    calls,
    spots,
    ms,
    p50: at(0.5),
    p95: at(0.95),
    outcomes,
    booked: answers.filter((a) => a.http === 200 && a.status === 'SUCCESS').length,
    // The answer the spec gives a candidate whose slot went (doc 2 §4, §8): BOOKING_NA, shown under 'Not Available'.
    notAvailable: answers.filter((a) => a.http < 500 && a.status === BOOKING_NA && a.message === BOOK_MSG.notAvailable).length,
    counter: after?.candidatesConfirmed,
    confirmed: inMeeting.filter((b) => b.status === 'CONFIRMED').length,
    bare: { ms: bare.ms, p50: bare.p50, p95: bare.p95, booked: bare.booked },
  };
}

/** Issue 20 budget: the booking call's p95 within this many times the bare seat transaction's. */
export const BOOKING_P95_BUDGET = 2;

type BlastFigures = Awaited<ReturnType<typeof blast>>;

/** Whether a blast came out as issue 20 asks: the seats booked, every other caller told 'Not Available', counter = bookings. */
export const blastHolds = (b: BlastFigures) =>
  b.booked === Math.min(b.spots, b.calls) && b.notAvailable === b.calls - b.booked && b.counter === b.confirmed && b.confirmed === b.booked;

export function bookingBenchLines(r: Awaited<ReturnType<typeof bookingBench>>): string[] {
  const ratio = r.booking.p95 / r.bareBooking.p95;
  return [
    'Booking (issues 11 and 20; each pair timed in turn)',
    row('POST user-booking/new-booking (admin, one seat)', r.booking),
    row('  bare seat transaction (bookSeat on the table)', r.bareBooking),
    `  booking p95 / bare transaction p95: ${ratio.toFixed(2)}× (budget ${BOOKING_P95_BUDGET}×) ${ratio <= BOOKING_P95_BUDGET ? 'OK' : 'OVER'}`,
    row('POST user-booking/reschedule-booking (admin, one move)', r.reschedule),
    row('  bare move transaction (moveSeat on the table)', r.bareMove),
    `  reschedule p95 / booking p95: ${(r.reschedule.p95 / r.booking.p95).toFixed(2)}×`,
    row('POST meeting/getMeetingSpotsEmpty (candidate, 40 meetings)', r.search),
    row('  bare Query (10 meetings of the project by start)', r.query),
    ...r.races.flatMap((b) => [
      `Blast: ${b.calls} candidates book ${b.spots} seats at once through the gateway in ${b.ms} ms (call p50 ${b.p50} ms, p95 ${b.p95} ms): ` +
        `${b.booked} booked, ${b.notAvailable} told 'Not Available', seat counter ${b.counter}, ${b.confirmed} CONFIRMED bookings ${blastHolds(b) ? 'OK' : 'WRONG'}`,
      ...Object.entries(b.outcomes).map(([answer, count]) => `  ${String(count).padStart(4)} × ${answer}`),
      `  the same ${b.calls} at once on the bare seat transaction (bookSeat): ${b.bare.ms} ms, p50 ${b.bare.p50} ms, p95 ${b.bare.p95} ms, ` +
        `${b.bare.booked} booked; blast p95 / bare p95 ${(b.p95 / Math.max(1, b.bare.p95)).toFixed(2)}×`,
    ]),
  ];
}
