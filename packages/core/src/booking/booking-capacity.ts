import type { Booking } from './booking-entity.ts';
import type { Db } from '../db.ts';
import { bookingCounterMoves, stillCounted } from './booking-list.ts';
import { moveSanitiseDate } from '../purge/retention.ts';

/**
 * The only writes that take or free a meeting seat (DESIGN §3.7: capacity is enforced inside the write).
 * Booking a seat is ONE transaction of three items:
 *   (a) the meeting: candidatesConfirmed + 1, on condition candidatesConfirmed < candidateMax, active, not archived;
 *   (b) the guard "one confirmed booking per candidate per project step", created with attribute_not_exists;
 *   (c) the booking: its status moves to CONFIRMED, on condition that it is still in the expected status.
 * Either all three happen or none does, with the booking list counters it moves (booking-list.ts: the booking leaves
 * its status's counter for the confirmed day's, its assessor's too). Cancelling reverses it in one transaction too.
 * DynamoDB answers a transaction that collides with another in flight with TransactionConflict; those
 * attempts are retried (a conflict changes nothing), so the caller only ever sees a business outcome.
 */

export type BookSeatRefusal = 'full' | 'already-booked' | 'not-pending' | 'meeting-closed';
export type BookSeatResult =
  | { ok: true; booking: Pick<Booking, 'bookingId' | 'meetingId' | 'status' | 'start' | 'end'> }
  | { ok: false; reason: BookSeatRefusal };

export type CancelSeatRefusal = 'not-confirmed';
export type CancelSeatResult = { ok: true } | { ok: false; reason: CancelSeatRefusal };

/** Statuses a booking may be booked from: a pending candidate, or a missed/incomplete one being rebooked (doc 2 §4). */
export const BOOKABLE_FROM = ['PENDING', 'MISSED', 'INCOMPLETE'] as const;
export type BookableFrom = (typeof BOOKABLE_FROM)[number];

export interface BookSeatInput {
  organisationId: string;
  bookingId: string;
  meetingId: string;
  /** The status the booking must still be in (doc 2 §4 existingStatus); PENDING unless rebooking. */
  existingStatus?: BookableFrom | readonly BookableFrom[];
  /** ISO instant of the change (statusDate, updatedAt). */
  now: string;
  statusBy?: string;
}

export interface CancelSeatInput {
  organisationId: string;
  bookingId: string;
  statusReason: string;
  now: string;
  statusBy?: string;
}

const MAX_ATTEMPTS = 25;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 10 * 2 ** attempt)));

type Reason = { rejected: boolean; code: string; item?: unknown };
const isConflict = (reasons: Reason[]) => reasons.some((r) => r.code === 'TransactionConflict');

/**
 * Book a seat: the booking (in the caller's organisation) into the meeting (in the same organisation).
 * The booking's project and step must be the meeting's; a booking or meeting of another organisation is
 * simply not found, and answers 'not-pending' or 'meeting-closed'.
 */
export async function bookSeat(db: Db, input: BookSeatInput): Promise<BookSeatResult> {
  const { organisationId, bookingId, meetingId, now } = input;
  const from = ([] as BookableFrom[]).concat(input.existingStatus ?? 'PENDING');

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The reads only fetch what the transaction copies (the meeting's times, the booking's candidate and step).
    // Capacity, state and uniqueness are decided by the conditions of the write, never by these reads.
    const [{ data: meeting }, { data: booking }] = await Promise.all([
      db.meeting.get({ organisationId, meetingId }).go({ consistent: true }),
      db.booking.get({ organisationId, bookingId }).go({ consistent: true }),
    ]);
    if (!booking || !(from as readonly string[]).includes(booking.status)) return { ok: false, reason: 'not-pending' };
    if (!meeting || meeting.projectId !== booking.projectId) return { ok: false, reason: 'meeting-closed' };

    const after = { status: 'CONFIRMED' as const, start: meeting.start, assessorId: meeting.assessorId };
    const result = await db.service.transaction
      .write(({ meeting: m, bookingGuard, booking: b, listCounter }) => [
        m
          .patch({ organisationId, meetingId })
          .add({ candidatesConfirmed: 1 })
          .set({ updatedAt: now })
          .where(
            (a, op) =>
              `${op.eq(a.active, true)} AND ${op.eq(a.archived, false)} AND ${op.eq(a.start, meeting.start)} AND ${op.name(a.candidatesConfirmed)} < ${op.name(a.candidateMax)}`,
          )
          .commit({ response: 'all_old' }),
        bookingGuard
          .create({
            organisationId,
            candidateId: booking.candidateId,
            projectId: booking.projectId,
            stepType: booking.stepType,
            bookingId,
            meetingId,
            createdAt: now,
          })
          .commit(),
        b
          .patch({ organisationId, bookingId })
          .set({
            status: 'CONFIRMED',
            statusDate: now,
            meetingId,
            assessorId: meeting.assessorId,
            start: meeting.start,
            end: meeting.end,
            updatedAt: now,
            ...(input.statusBy ? { statusBy: input.statusBy } : {}),
          })
          .remove(['statusReason'])
          .where((a, op) => stillCounted(booking)(a, op))
          .commit(),
        ...bookingCounterMoves(listCounter, organisationId, booking, after),
      ])
      .go();

    if (!result.canceled) {
      await moveSanitiseDate(db, organisationId, booking.candidateId, meeting.start);
      return { ok: true, booking: { bookingId, meetingId, status: 'CONFIRMED', start: meeting.start, end: meeting.end } };
    }
    const [onMeeting, onGuard, onBooking] = result.data as Reason[];
    if (isConflict(result.data as Reason[])) {
      await pause(attempt);
      continue;
    }
    // The booking moved since it was read: read it again (no longer bookable answers not-pending).
    if (onBooking?.code === 'ConditionalCheckFailed') continue;
    if (onGuard?.code === 'ConditionalCheckFailed') return { ok: false, reason: 'already-booked' };
    if (onMeeting?.code === 'ConditionalCheckFailed') {
      const old = onMeeting.item as { active?: boolean; archived?: boolean; start?: string } | null;
      if (!old || !old.active || old.archived) return { ok: false, reason: 'meeting-closed' };
      if (old.start !== meeting.start) continue; // moved since it was read: book again with the new times
      return { ok: false, reason: 'full' };
    }
    throw new Error(`bookSeat: transaction cancelled for an unexpected reason: ${JSON.stringify(result.data.map((r) => r.code))}`);
  }
  throw new Error('bookSeat: the meeting stayed contended after every retry');
}

/**
 * Cancel a confirmed booking and free its seat: the booking moves CONFIRMED → CANCELLED (with reason), the
 * meeting's counter goes down by one, and the guard is deleted, all in one transaction.
 */
export async function cancelSeat(db: Db, input: CancelSeatInput): Promise<CancelSeatResult> {
  const { organisationId, bookingId, now } = input;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { data: booking } = await db.booking.get({ organisationId, bookingId }).go({ consistent: true });
    if (!booking || booking.status !== 'CONFIRMED' || !booking.meetingId) return { ok: false, reason: 'not-confirmed' };
    const meetingId = booking.meetingId;

    const result = await db.service.transaction
      .write(({ meeting: m, bookingGuard, booking: b, listCounter }) => [
        m
          .patch({ organisationId, meetingId })
          .subtract({ candidatesConfirmed: 1 })
          .set({ updatedAt: now })
          .where((a, op) => op.gt(a.candidatesConfirmed, 0))
          .commit(),
        bookingGuard
          .delete({ organisationId, candidateId: booking.candidateId, projectId: booking.projectId, stepType: booking.stepType })
          .where((a, op) => op.eq(a.bookingId, bookingId))
          .commit(),
        b
          .patch({ organisationId, bookingId })
          .set({
            status: 'CANCELLED',
            statusReason: input.statusReason,
            statusDate: now,
            updatedAt: now,
            ...(input.statusBy ? { statusBy: input.statusBy } : {}),
          })
          .where((a, op) => `${stillCounted(booking)(a, op)} AND ${op.eq(a.meetingId, meetingId)}`)
          .commit(),
        ...bookingCounterMoves(listCounter, organisationId, booking, { status: 'CANCELLED', assessorId: booking.assessorId }),
      ])
      .go();

    if (!result.canceled) return { ok: true };
    if (isConflict(result.data as Reason[])) {
      await pause(attempt);
      continue;
    }
    const [onMeeting, onGuard, onBooking] = result.data as Reason[];
    // The booking moved since it was read: read it again (no longer confirmed answers not-confirmed).
    if (onBooking?.code === 'ConditionalCheckFailed') continue;
    throw new Error(`cancelSeat: the seat records are out of step (meeting ${onMeeting?.code}, guard ${onGuard?.code})`);
  }
  throw new Error('cancelSeat: the meeting stayed contended after every retry');
}
