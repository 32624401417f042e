import { ulid } from 'ulid';
import type { Actor } from '@scheduler/core/actor';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { completeBooking } from '@scheduler/core/booking/booking-complete';
import type { Booking } from '@scheduler/core/booking/booking-entity';
import { createBookingStatusService } from '@scheduler/core/booking/booking-status';
import type { DataDeps } from '@scheduler/core/deps';
import { createEventRelay } from '@scheduler/core/domain-events/event-relay';
import { seedMeeting, sydneyAt } from './seed-meeting.ts';
import { createBooking, createCandidate } from '@scheduler/functions/testing/records';

/** Candidates who never sign in locally: they give the booking list, calendar and dashboard a history to show. */
export const SEED_HISTORY_CANDIDATES = [
  ['Daniel', 'Diaz'],
  ['Emma', 'Evans'],
  ['Farah', 'Fisher'],
  ['George', 'Gallo'],
  ['Hana', 'Hughes'],
  ['Ivan', 'Ito'],
  ['Jade', 'Jones'],
  ['Kofi', 'Kumar'],
  ['Lena', 'Lopez'],
] as const;

/** What happens to each history candidate's interview booking (doc 2 §4): every status the lists show. Times keep clear of
 * the browser scenarios' own meetings of the seeded assessor (web/e2e/scenarios/meeting.ts: yesterday 10:00). */
type Fate = 'AWAITING' | 'COMPLETE' | 'INCOMPLETE' | 'MISSED' | 'UPCOMING' | 'CANCELLED' | 'ARCHIVED';
const FATES: readonly { fate: Fate; days: number; time: string }[] = [
  { fate: 'AWAITING', days: -1, time: '16:00' },
  { fate: 'AWAITING', days: -2, time: '10:00' },
  { fate: 'AWAITING', days: -2, time: '14:00' },
  { fate: 'COMPLETE', days: -7, time: '09:30' },
  { fate: 'INCOMPLETE', days: -14, time: '11:00' },
  { fate: 'MISSED', days: -21, time: '15:00' },
  { fate: 'CANCELLED', days: 14, time: '09:30' },
  { fate: 'ARCHIVED', days: 0, time: '' },
];
/** Meetings of the coming weeks, so the calendar's month shows more than the first week. */
const LATER_MEETINGS = [
  { days: 17, time: '10:00', method: 'REMOTE' as const },
  { days: 24, time: '13:30', method: 'ONSITE' as const },
  { days: 31, time: '09:00', method: 'REMOTE' as const },
];

/**
 * The interview project's history: eight more candidates, past and later interviews, and a booking in every status
 * (three awaiting completion for a bulk complete, complete, incomplete, missed, an upcoming one, a cancelled one
 * whose step reopened, and one removed from the project), each written by the product's own seat, completion and
 * status writes, so their counters and audit rows are the product's.
 */
export async function seedBookingHistory(
  deps: DataDeps,
  ctx: { organisationId: string; projectId: string; assessorId: string; admin: Actor; now: Date },
): Promise<{ candidates: number; meetings: number; bookings: number }> {
  const { db } = deps;
  const { organisationId, projectId, assessorId, admin, now } = ctx;
  const stamp = now.toISOString();
  const status = createBookingStatusService(deps);

  async function meeting(start: Date, method: 'ONSITE' | 'REMOTE'): Promise<string> {
    const meetingId = ulid();
    await seedMeeting(db, {
      organisationId,
      meetingId,
      projectId,
      stepType: 'INTERVIEW',
      assessorId,
      start,
      hours: 1,
      method,
      candidateMax: 1,
      stamp,
    });
    return meetingId;
  }

  function candidate(firstName: string, lastName: string): Promise<string> {
    const username = `${firstName}.${lastName}@candidates.example`.toLowerCase();
    return createCandidate(db, { organisationId, username, firstName, lastName, stamp });
  }

  const pending = (candidateId: string) => createBooking(db, { organisationId, candidateId, projectId, stepType: 'INTERVIEW', at: stamp });

  async function book(b: Booking, meetingId: string): Promise<Booking> {
    const booked = await bookSeat(db, { organisationId, bookingId: b.bookingId, meetingId, now: stamp, statusBy: admin.userId });
    if (!booked.ok) throw new Error(`seed booking refused: ${booked.reason}`);
    const { data } = await db.booking.get({ organisationId, bookingId: b.bookingId }).go({ consistent: true });
    return data!;
  }

  let meetings = 0;
  let bookings = 0;
  for (const [i, f] of FATES.entries()) {
    const [first, last] = SEED_HISTORY_CANDIDATES[i]!;
    const candidateId = await candidate(first, last);
    const b = await pending(candidateId);
    bookings++;
    if (f.fate === 'ARCHIVED') {
      await status.update(admin, {
        encryptedId: b.bookingId,
        status: 'ARCHIVED',
        existingStatus: 'PENDING',
        statusReason: 'Withdrew from the intake',
      });
      continue;
    }
    const meetingId = await meeting(sydneyAt(now, f.days, f.time), i % 2 ? 'ONSITE' : 'REMOTE');
    meetings++;
    const confirmed = await book(b, meetingId);
    if (f.fate === 'CANCELLED') {
      await status.update(admin, { encryptedId: b.bookingId, status: 'CANCELLED', statusReason: 'Candidate asked for another week' });
    } else if (f.fate === 'COMPLETE') {
      await completeBooking(deps, admin, confirmed, { to: 'COMPLETE', checklist: 'Identity checked~Y;Consent recorded~Y' });
    } else if (f.fate === 'INCOMPLETE' || f.fate === 'MISSED') {
      const reason = f.fate === 'MISSED' ? 'Did not attend' : 'Left after the first half';
      await completeBooking(deps, admin, confirmed, { to: f.fate, reason, checklist: 'Identity checked~Y;Consent recorded~N' });
    }
  }
  // The last history candidate holds an upcoming interview in a later week; the other later meetings stay open.
  const [first, last] = SEED_HISTORY_CANDIDATES[FATES.length]!;
  const upcoming = await pending(await candidate(first, last));
  bookings++;
  for (const [i, m] of LATER_MEETINGS.entries()) {
    const meetingId = await meeting(sydneyAt(now, m.days, m.time), m.method);
    meetings++;
    if (i === 0) await book(upcoming, meetingId);
  }
  // The status writes queued their domain events (cancelled, completed): history, not news, so nobody is told.
  const silent = createEventRelay({ ...deps, events: { publish: async () => undefined } });
  while ((await silent.sweep(0)).delivered > 0);
  return { candidates: SEED_HISTORY_CANDIDATES.length, meetings, bookings };
}
