import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import { feedVersionWrites } from '../calendar/calendar-feed-version-store.ts';
import { bookingQuarterWrites } from '../dashboard/booking-quarter-counters.ts';
import { type FigureMove, meetingFigureWrites } from '../dashboard/meeting-figure-counters.ts';
import type { Db } from '../db.ts';
import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { meetingSeatWrites } from '../meeting/meeting-store-save.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { moveSanitiseDate } from '../purge/retention.ts';
import type { Booking } from './booking-entity.ts';
import { bookingBuckets, bookingCounterMoves, stillCounted } from './booking-list.ts';

/**
 * The only writes that take or free a meeting seat (DESIGN §3.7: capacity is enforced inside the write).
 * Booking a seat is ONE transaction of three items:
 *   (a) the meeting: candidatesConfirmed + 1, on condition candidatesConfirmed < candidateMax, active, not archived;
 *   (b) the guard "one confirmed booking per candidate per project step", created with attribute_not_exists;
 *   (c) the booking: its status moves to CONFIRMED, on condition that it is still in the expected status.
 * Either all three happen or none does, with the booking list counters it moves (booking-list.ts: the booking leaves
 * its status's counter for the confirmed day's, its assessor's too). Cancelling reverses it in one transaction too.
 * The same transaction also carries, when the caller gives them:
 *   (d) the automatic cancellations of the gap rule (offer-rules.ts gapCancellations, doc 2 §4): each named interview
 *       booking that is still CONFIRMED moves to CANCELLED with the reason, its meeting's counter −1, its guard
 *       deleted, its list counters moved — exactly what cancelSeat writes, so a seat and the cancellation it causes
 *       happen together or not at all;
 *   (e) the audit row of the booking (audit-log.ts auditEntry, written by audit-store.ts auditRowWrite);
 *   (f) the domain events that report it (booking.confirmed, and booking.cancelled for each automatic cancellation):
 *       written with the change (domain-events/), so a process that dies after the commit loses no confirmation.
 * The guard (b) is written on condition that it does not exist OR already names this booking: a MISSED or INCOMPLETE
 * booking releases its guard (booking-status-write.ts), and one kept by this same booking (rows written before that
 * rule) is taken back by its rebook; a guard held by ANY other booking of the step refuses with 'already-booked'.
 * DynamoDB answers a transaction that collides with another in flight with TransactionConflict; those
 * attempts are retried (a conflict changes nothing), so the caller only ever sees a business outcome.
 *
 * Every seat taken or freed raises the meeting's calendar SEQUENCE (meeting-entity.ts `sequence`) in the same write:
 * the candidate's invitation (REQUEST) or cancellation (CANCEL) carries the meeting's UID (meeting-invitation.ts), and
 * a reader applies a message only over one of a lower SEQUENCE. A seat taken adds one (ADD: a crowd booking the same
 * meeting does not contend on it; the REQUEST reads the meeting when it is sent, after the write). A seat freed
 * writes the meeting's sequence as read plus one, on condition that it is still the one read, so the cancellation
 * knows the exact SEQUENCE it wrote (`meetingSequence`): its CANCEL, however late it is sent, stays below the REQUEST
 * of any later booking of the meeting.
 */

export type BookSeatRefusal = 'full' | 'already-booked' | 'not-pending' | 'meeting-closed';
export type BookSeatResult =
  | {
      ok: true;
      booking: Pick<Booking, 'bookingId' | 'meetingId' | 'status' | 'start' | 'end'>;
      /** The booking as it was before (candidate, project, step) and the meeting it went into, for the events. */
      before: Booking;
      meeting: Meeting;
      /** The interview bookings the gap rule cancelled in the same transaction, as they were before. */
      autoCancelled: CancelledBooking[];
    }
  | { ok: false; reason: BookSeatRefusal };

/** A booking as it was before its cancellation, with the calendar SEQUENCE its cancellation wrote on its meeting. */
export type CancelledBooking = Booking & { meetingSequence: number };

export type CancelSeatRefusal = 'not-confirmed';
export type CancelSeatResult = { ok: true; meetingSequence: number } | { ok: false; reason: CancelSeatRefusal };

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
  /** Bookings to cancel in the same transaction (the gap rule): each is cancelled only if still CONFIRMED. */
  autoCancel?: { bookingIds: readonly string[]; reason: string };
  /** The audit row to write in the same transaction. */
  audit?: AuditLog;
  /** The domain events of the booking, built from what the transaction writes, written in the same transaction. */
  events?: (booked: Booked) => DomainEventToWrite[];
}

/** What a seat taken wrote, for its events: the booking as it was before, its meeting, the bookings it cancelled. */
export interface Booked {
  before: Booking;
  meeting: Meeting;
  autoCancelled: CancelledBooking[];
}

export interface CancelSeatInput {
  organisationId: string;
  bookingId: string;
  statusReason: string;
  now: string;
  statusBy?: string;
  /** The audit row of the cancellation, written in the same transaction. */
  audit?: AuditLog;
  /** The domain events of the cancellation (booking.cancelled, with the SEQUENCE it writes), in the same transaction. */
  events?: (cancelled: CancelledBooking) => DomainEventToWrite[];
}

export const MAX_ATTEMPTS = 25;
export const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 10 * 2 ** attempt)));

export type Reason = { rejected: boolean; code: string; item?: unknown };
export const isConflict = (reasons: Reason[]) => reasons.some((r) => r.code === 'TransactionConflict');

/** The calendar SEQUENCE of a meeting as read (absent until its first change). */
type ReadSequence = number | undefined;

/**
 * The writes that cancel a confirmed booking and free its seat: the meeting's counter −1 and its calendar SEQUENCE
 * one above `sequence` (on condition that it is still that), the guard deleted (if it is the booking's), the booking
 * CANCELLED with the reason (on condition it is still where it was counted, in that meeting), its list counters
 * moved (unless the caller nets them with others). Shared by cancelSeat and the gap rule's automatic cancellation.
 */
export function cancelWrites(
  e: TransactionEntities,
  organisationId: string,
  booking: Booking & { meetingId: string },
  change: { statusReason: string; now: string; statusBy?: string },
  sequence: ReadSequence,
  withCounters = true,
) {
  const { bookingId, meetingId } = booking;
  return [
    meetingSeatWrites.freed(e, { organisationId, meetingId }, sequence, change.now),
    e.bookingGuard
      .delete({ organisationId, candidateId: booking.candidateId, projectId: booking.projectId, stepType: booking.stepType })
      .where((a, op) => op.eq(a.bookingId, bookingId))
      .commit(),
    e.booking
      .patch({ organisationId, bookingId })
      .set({
        status: 'CANCELLED',
        statusReason: change.statusReason,
        statusDate: change.now,
        updatedAt: change.now,
        ...(change.statusBy ? { statusBy: change.statusBy } : {}),
      })
      .where((a, op) => `${stillCounted(booking)(a, op)} AND ${op.eq(a.meetingId, meetingId)}`)
      .commit(),
    ...(withCounters
      ? [
          ...bookingCounterMoves(e.listCounter, organisationId, booking, { status: 'CANCELLED', assessorId: booking.assessorId }),
          ...bookingQuarterWrites(e.listCounter, organisationId, [[booking, { ...booking, status: 'CANCELLED' }]]),
        ]
      : []),
  ];
}

export type Placed = Parameters<typeof bookingBuckets>[0];

/**
 * The list counter writes of several booking moves in one transaction, netted per counter: a transaction may not
 * write one item twice, and the booked assessment and the interview it cancels can share a counter (same day).
 */
export function netCounterWrites(listCounter: TransactionEntities['listCounter'], organisationId: string, moves: readonly [Placed, Placed][]) {
  const delta = new Map<string, number>();
  const bump = (list: string, by: number) => delta.set(list, (delta.get(list) ?? 0) + by);
  for (const [before, after] of moves) {
    const from = bookingBuckets(before);
    const to = bookingBuckets(after);
    for (const list of [...from.organisation, ...from.assessor]) bump(list, -1);
    for (const list of [...to.organisation, ...to.assessor]) bump(list, 1);
  }
  return [...delta].filter(([, by]) => by !== 0).map(([list, by]) => counterWrite(listCounter, organisationId, list, by));
}

export const isConfirmedIn = (b: Booking | null): b is Booking & { meetingId: string } => !!b && b.status === 'CONFIRMED' && !!b.meetingId;

/**
 * Book a seat: the booking (in the caller's organisation) into the meeting (in the same organisation).
 * The booking's project and step must be the meeting's; a booking or meeting of another organisation is
 * simply not found, and answers 'not-pending' or 'meeting-closed'.
 */
export async function bookSeat(db: Db, input: BookSeatInput): Promise<BookSeatResult> {
  const meetings = createMeetingStore(db);
  const { organisationId, bookingId, meetingId, now } = input;
  const from = ([] as BookableFrom[]).concat(input.existingStatus ?? 'PENDING');
  const cancelIds = [...new Set(input.autoCancel?.bookingIds ?? [])].filter((id) => id !== bookingId);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The reads only fetch what the transaction copies (the meeting's times, the booking's candidate and step, the
    // bookings to cancel). Capacity, state and uniqueness are decided by the conditions of the write, never by these reads.
    const [meeting, { data: booking }, toCancel] = await Promise.all([
      meetings.meetingOf(organisationId, meetingId, { consistent: true }),
      db.booking.get({ organisationId, bookingId }).go({ consistent: true }),
      Promise.all(cancelIds.map(async (id) => (await db.booking.get({ organisationId, bookingId: id }).go({ consistent: true })).data)),
    ]);
    if (!booking || !(from as readonly string[]).includes(booking.status)) return { ok: false, reason: 'not-pending' };
    if (!meeting || meeting.projectId !== booking.projectId || meeting.stepType !== booking.stepType) return { ok: false, reason: 'meeting-closed' };
    // A consistent read that finds the meeting closed or full may refuse at once (the seat was gone at that instant),
    // which spares a crowd of late callers the contended write; a seat is only ever GIVEN by the write's conditions.
    if (!meeting.active || meeting.archived) return { ok: false, reason: 'meeting-closed' };
    if (meeting.candidatesConfirmed >= meeting.candidateMax) return { ok: false, reason: 'full' };
    // Only bookings of the same candidate that are still confirmed are cancelled; one cancelled meanwhile is left alone.
    const cancelling = toCancel.filter(isConfirmedIn).filter((b) => b.candidateId === booking.candidateId);
    // Read whole (consistent): their seat counts are what the cancellations' SEQUENCE condition holds them to.
    const cancelMeetings = await Promise.all(cancelling.map((c) => meetings.meetingOf(organisationId, c.meetingId, { consistent: true })));
    const cancelSequences = cancelMeetings.map((m) => m?.sequence);

    const after = { status: 'CONFIRMED' as const, start: meeting.start, assessorId: meeting.assessorId };
    const booked: Booked = {
      before: booking,
      meeting,
      autoCancelled: cancelling.map((c, i) => ({ ...c, meetingSequence: (cancelSequences[i] ?? 0) + 1 })),
    };
    const seatItems = 3;
    let cancelFrom = 0;
    const result = await db.service.transaction
      .write((e) => {
        const { bookingGuard, booking: b, listCounter } = e;
        const seat = [
          meetingSeatWrites.taken(e, { organisationId, meetingId }, meeting.start, now, meeting),
          bookingGuard
            .put({
              organisationId,
              candidateId: booking.candidateId,
              projectId: booking.projectId,
              stepType: booking.stepType,
              bookingId,
              meetingId,
              createdAt: now,
            })
            .where((a, op) => `${op.notExists(a.bookingId)} OR ${op.eq(a.bookingId, bookingId)}`)
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
        ];
        const reason = input.autoCancel?.reason ?? '';
        const cancels = cancelling.flatMap((c, i) =>
          cancelWrites(e, organisationId, c, { statusReason: reason, now, statusBy: input.statusBy }, cancelSequences[i], false),
        );
        cancelFrom = seatItems;
        const moves: [Placed, Placed][] = [
          [booking, after],
          ...cancelling.map((c): [Placed, Placed] => [c, { status: 'CANCELLED', assessorId: c.assessorId }]),
        ];
        return [
          ...seat,
          ...cancels,
          ...netCounterWrites(listCounter, organisationId, moves),
          ...bookingQuarterWrites(
            listCounter,
            organisationId,
            cancelling.map((c) => [c, { ...c, status: 'CANCELLED' }] as const),
          ),
          ...meetingFigureWrites(listCounter, organisationId, [
            [meeting, { ...meeting, candidatesConfirmed: meeting.candidatesConfirmed + 1 }],
            ...cancelMeetings.flatMap((m): FigureMove[] => (m ? [[m, { ...m, candidatesConfirmed: m.candidatesConfirmed - 1 }]] : [])),
          ]),
          ...(input.audit ? [auditRowWrite(e, input.audit)] : []),
          ...(input.events?.(booked) ?? []).map((event) => domainEventWrite(e, event)),
          ...feedVersionWrites(e, organisationId, [meeting, ...cancelling], now),
        ];
      })
      .go();

    if (!result.canceled) {
      await moveSanitiseDate(db, organisationId, booking.candidateId, meeting.start);
      return { ok: true, booking: { bookingId, meetingId, status: 'CONFIRMED', start: meeting.start, end: meeting.end }, ...booked };
    }
    const reasons = result.data as Reason[];
    const [onMeeting, onGuard, onBooking] = reasons;
    if (isConflict(reasons)) {
      await pause(attempt);
      continue;
    }
    // The booking moved since it was read: read it again (no longer bookable answers not-pending).
    if (onBooking?.code === 'ConditionalCheckFailed') continue;
    // A booking to cancel (or its meeting, its sequence included, or its guard) moved since it was read: read them again.
    if (reasons.slice(cancelFrom, cancelFrom + cancelling.length * 3).some((r) => r?.code === 'ConditionalCheckFailed')) continue;
    if (onGuard?.code === 'ConditionalCheckFailed') return { ok: false, reason: 'already-booked' };
    if (onMeeting?.code === 'ConditionalCheckFailed') {
      const old = onMeeting.item as {
        active?: boolean;
        archived?: boolean;
        start?: string;
        candidatesConfirmed?: number;
        candidateMax?: number;
      } | null;
      if (!old || !old.active || old.archived) return { ok: false, reason: 'meeting-closed' };
      if (old.start !== meeting.start) continue; // moved since it was read: book again with the new times
      // Seats taken or freed, or the meeting edited, since it was read (the write's fill and cell conditions): book again.
      if ((old.candidatesConfirmed ?? 0) < (old.candidateMax ?? 0)) continue;
      return { ok: false, reason: 'full' };
    }
    throw new Error(`bookSeat: transaction cancelled for an unexpected reason: ${JSON.stringify(reasons.map((r) => r.code))}`);
  }
  throw new Error('bookSeat: the meeting stayed contended after every retry');
}

/**
 * Cancel a confirmed booking and free its seat: the booking moves CONFIRMED → CANCELLED (with reason), the
 * meeting's counter goes down by one and its calendar SEQUENCE up by one, and the guard is deleted, all in one
 * transaction with the audit row. Answers the SEQUENCE written, for the cancellation's CANCEL.
 */
export async function cancelSeat(db: Db, input: CancelSeatInput): Promise<CancelSeatResult> {
  const meetings = createMeetingStore(db);
  const { organisationId, bookingId, now } = input;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { data: booking } = await db.booking.get({ organisationId, bookingId }).go({ consistent: true });
    if (!isConfirmedIn(booking)) return { ok: false, reason: 'not-confirmed' };
    // Read whole: its seat count, held by the SEQUENCE condition of the write, moves the dashboard's counters.
    const meeting = await meetings.meetingOf(organisationId, booking.meetingId, { consistent: true });
    const sequence = meeting?.sequence;
    const cancelled: CancelledBooking = { ...booking, meetingSequence: (sequence ?? 0) + 1 };

    const result = await db.service.transaction
      .write((e) => [
        ...cancelWrites(e, organisationId, booking, { statusReason: input.statusReason, now, statusBy: input.statusBy }, sequence),
        ...(meeting
          ? meetingFigureWrites(e.listCounter, organisationId, [[meeting, { ...meeting, candidatesConfirmed: meeting.candidatesConfirmed - 1 }]])
          : []),
        ...(input.audit ? [auditRowWrite(e, input.audit)] : []),
        ...(input.events?.(cancelled) ?? []).map((event) => domainEventWrite(e, event)),
        ...feedVersionWrites(e, organisationId, [booking], now),
      ])
      .go();

    if (!result.canceled) return { ok: true, meetingSequence: cancelled.meetingSequence };
    if (isConflict(result.data as Reason[])) {
      await pause(attempt);
      continue;
    }
    const [onMeeting, onGuard, onBooking] = result.data as Reason[];
    // The booking moved since it was read: read it again (no longer confirmed answers not-confirmed).
    if (onBooking?.code === 'ConditionalCheckFailed') continue;
    // The meeting's sequence moved since it was read (another seat taken or freed, an edit): read it again.
    const old = onMeeting?.item as { sequence?: number; candidatesConfirmed?: number } | null | undefined;
    if (onMeeting?.code === 'ConditionalCheckFailed' && old && old.sequence !== sequence && (old.candidatesConfirmed ?? 0) > 0) continue;
    throw new Error(`cancelSeat: the seat records are out of step (meeting ${onMeeting?.code}, guard ${onGuard?.code})`);
  }
  throw new Error('cancelSeat: the meeting stayed contended after every retry');
}

/** The seat writes of the booking store (DESIGN §3.4): bookSeat and cancelSeat on this store's table. */
export function bookingSeatWrites(db: Db) {
  return {
    /** Book a seat (bookSeat): the booking into the meeting, capacity and uniqueness decided by the write's conditions. */
    bookSeatWrite: (input: BookSeatInput) => bookSeat(db, input),
    /** Cancel a confirmed booking and free its seat (cancelSeat), answering the SEQUENCE its cancellation wrote. */
    cancelSeatWrite: (input: CancelSeatInput) => cancelSeat(db, input),
  };
}
