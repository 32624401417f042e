import { ulid } from 'ulid';
import type { Actor } from '@scheduler/core/actor';
import { bookSeat, type BookableFrom } from '@scheduler/core/booking/booking-store-seats';
import { completeBooking } from '@scheduler/core/booking/booking-complete';
import type { Booking } from '@scheduler/core/booking/booking-entity';
import type { DataDeps } from '@scheduler/core/deps';
import { seedMeeting } from './seed-meeting.ts';
import { createBooking, createCandidate } from '@scheduler/functions/testing/records';

const QUARTER_HOUR = 15 * 60_000;
const LENGTH_HOURS = 2;

/**
 * The two candidates of the local live session: they sign in (an identity in the local Cognito, no 2-step) and hold a
 * confirmed booking in the remote interview of the seeded assessor that runs now (web/e2e/scenarios/live-session.ts).
 */
export const SEED_LIVE_CANDIDATES = [
  { username: 'mia.martin@candidates.example', firstName: 'Mia', lastName: 'Martin' },
  { username: 'noah.novak@candidates.example', firstName: 'Noah', lastName: 'Novak' },
] as const;
export type LiveCandidate = (typeof SEED_LIVE_CANDIDATES)[number];

/**
 * The live meeting's window for a start of the runtime at `now`: from the quarter hour before the current one, two
 * hours long, so the host may start it and the candidates join at once (the session's start window opens 15 minutes
 * before the scheduled start and its end window closes 30 minutes after the end). No other seeded meeting of the
 * assessor is within a day of it (their latest past one is yesterday 16:00 Sydney), nor is any browser scenario's
 * (web/e2e/scenarios/meeting.ts books the assessor yesterday 10:00 and days ahead).
 */
export function liveSessionWindow(now: Date): { start: Date; end: Date } {
  const start = new Date(Math.floor(now.getTime() / QUARTER_HOUR) * QUARTER_HOUR - QUARTER_HOUR);
  return { start, end: new Date(start.getTime() + LENGTH_HOURS * 3600_000) };
}

export interface LiveSessionContext {
  organisationId: string;
  /** The interview project (remote interviews of the seeded assessor). */
  projectId: string;
  assessorId: string;
  /** Completes and books as the organisation admin would. */
  admin: Actor;
  now: Date;
  /** The candidate's identity in the local Cognito (created once); answers its sub. */
  identity(candidate: LiveCandidate): Promise<string>;
}

/**
 * Makes sure a REMOTE interview of the seeded assessor runs now with the two live candidates confirmed in it: run on
 * every start of the runtime, not only the first, so the live session can be tried whenever `npm start` runs. While
 * the meeting of an earlier start has not ended it stays; otherwise a new one is written at `liveSessionWindow(now)`
 * and the candidates are moved into it through the product's own writes: a booking of an ended session is completed
 * (MISSED when the candidate never joined it, INCOMPLETE otherwise, as bulk completion would), which frees the step,
 * then booked into the new meeting with the seat transaction. Answers the meeting and whether it was written now.
 */
export async function ensureLiveSession(deps: DataDeps, ctx: LiveSessionContext): Promise<{ meetingId: string; start: Date; created: boolean }> {
  const { db } = deps;
  const { organisationId, projectId, admin, now } = ctx;
  const stamp = now.toISOString();
  const statusDeps = { ...deps, events: { publish: async () => undefined }, log: { error: () => undefined } };

  const candidates: { candidateId: string; booking?: Booking }[] = [];
  for (const c of SEED_LIVE_CANDIDATES) {
    const candidateId = await candidateOf(deps, ctx, c);
    const { data } = await db.booking.query.byCandidate({ organisationId, candidateId, projectId }).go({ pages: 'all' });
    const open = data
      .filter((b) => b.status !== 'CANCELLED' && b.status !== 'ARCHIVED' && b.status !== 'COMPLETE')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    candidates.push({ candidateId, booking: open[0] });
  }
  const running = candidates.map((c) => c.booking).filter((b) => b?.status === 'CONFIRMED' && b.end && new Date(b.end) > now);
  const meetingIds = new Set(running.map((b) => b?.meetingId));
  if (running.length === candidates.length && meetingIds.size === 1) {
    return { meetingId: running[0]!.meetingId!, start: new Date(running[0]!.start!), created: false };
  }

  const { start } = liveSessionWindow(now);
  const meetingId = ulid();
  await seedMeeting(db, {
    organisationId,
    meetingId,
    projectId,
    stepType: 'INTERVIEW',
    assessorId: ctx.assessorId,
    start,
    hours: LENGTH_HOURS,
    method: 'REMOTE',
    candidateMax: candidates.length,
    instructions: 'The local live session: join from the home card or the meeting page (camera and microphone).',
    stamp,
  });

  for (const c of candidates) {
    let booking = c.booking;
    if (!booking) {
      booking = await createBooking(db, { organisationId, candidateId: c.candidateId, projectId, stepType: 'INTERVIEW', at: stamp });
    } else if (booking.status === 'CONFIRMED') {
      const joined = booking.sessionJoinedAt;
      const to = joined ? 'INCOMPLETE' : 'MISSED';
      const reason = joined ? 'Left the local live session of an earlier start' : 'Did not join the local live session of an earlier start';
      await completeBooking(statusDeps, admin, booking, { to, reason, awaitingOnly: true });
      booking = { ...booking, status: to };
    }
    const booked = await bookSeat(db, {
      organisationId,
      bookingId: booking.bookingId,
      meetingId,
      existingStatus: booking.status as BookableFrom,
      now: stamp,
      statusBy: admin.userId,
    });
    if (!booked.ok) throw new Error(`seed: the live session booking was refused: ${booked.reason}`);
  }
  return { meetingId, start, created: true };
}

/** The candidate's user id: found by username, or created (identity, user, username guard, membership). */
async function candidateOf(deps: DataDeps, ctx: LiveSessionContext, c: LiveCandidate): Promise<string> {
  const { db } = deps;
  const { data: guard } = await db.usernameGuard.get({ username: c.username }).go();
  if (guard) return guard.userId;
  const identitySub = await ctx.identity(c);
  return createCandidate(db, { organisationId: ctx.organisationId, ...c, identitySub, stamp: ctx.now.toISOString() });
}
