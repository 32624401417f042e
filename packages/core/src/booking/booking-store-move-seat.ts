import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import { feedVersionWrites } from '../calendar/calendar-feed-version-store.ts';
import { bookingQuarterWrites } from '../dashboard/booking-quarter-counters.ts';
import { type FigureMove, meetingFigureWrites } from '../dashboard/meeting-figure-counters.ts';
import type { Db } from '../db.ts';
import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { meetingSeatWrites } from '../meeting/meeting-store-save.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { moveSanitiseDate } from '../purge/retention.ts';
import type { Booking } from './booking-entity.ts';
import { stillCounted } from './booking-list.ts';
import {
  type CancelledBooking,
  cancelWrites,
  isConfirmedIn,
  isConflict,
  MAX_ATTEMPTS,
  netCounterWrites,
  type Placed,
  pause,
  type Reason,
} from './booking-store-seats.ts';

/** A transaction holds at most 100 items (DynamoDB TransactWriteItems). */
const MAX_TRANSACTION_ITEMS = 100;

export type MoveSeatRefusal = 'full' | 'meeting-closed' | 'not-confirmed';

export interface MoveSeatInput {
  organisationId: string;
  bookingId: string;
  /** The meeting the booking must still be CONFIRMED in (the one the caller decided on). */
  fromMeetingId: string;
  /** The meeting it moves to: same project and step, another meeting. */
  toMeetingId: string;
  /** ISO instant of the change (statusDate, updatedAt). */
  now: string;
  statusBy?: string;
  /** What the booking list shows beside its status (statusReason), naming the time it moved from. */
  statusReason: string;
  /** Bookings to cancel in the same transaction (the gap rule): each is cancelled only if still CONFIRMED. */
  autoCancel?: { bookingIds: readonly string[]; reason: string };
  audit?: AuditLog;
  /** The domain events of the move, built from what the transaction writes, written in the same transaction. */
  events?: (moved: Moved) => DomainEventToWrite[];
}

/** What a move wrote, for its events: the booking before, both meetings, the SEQUENCE the freed seat wrote, the gap rule's cancellations. */
export interface Moved {
  before: Booking & { meetingId: string };
  from: Meeting;
  to: Meeting;
  /** The old meeting's calendar SEQUENCE the freed seat wrote: the CANCEL of the old event carries it. */
  fromSequence: number;
  autoCancelled: CancelledBooking[];
}

export type MoveSeatResult = ({ ok: true } & Moved) | { ok: false; reason: MoveSeatRefusal };

/**
 * Move a CONFIRMED booking to another meeting of its project and step in ONE transaction (issue 22 reschedule): the
 * old meeting's seat freed (candidatesConfirmed − 1, SEQUENCE one above the one read, on condition it is still that:
 * meetingSeatWrites.freed), the new one taken (candidatesConfirmed + 1 on the capacity condition: meetingSeatWrites.taken),
 * the guard's meetingId moved (on condition it names the booking), the booking's meeting, times and assessor patched
 * (on condition it is still CONFIRMED where it was counted, in the old meeting), the list counters netted, the
 * dashboard's figures of both meetings, both meetings' feed versions, the audit row and the domain events — and the gap
 * rule's automatic cancellations exactly as bookSeat writes them. Either all happen or nothing: the candidate is never
 * left with no booking or two. TransactionConflict is retried; the answer is the move or a business refusal.
 */
export async function moveSeat(db: Db, input: MoveSeatInput): Promise<MoveSeatResult> {
  const meetings = createMeetingStore(db);
  const { organisationId, bookingId, fromMeetingId, toMeetingId, now } = input;
  const cancelIds = [...new Set(input.autoCancel?.bookingIds ?? [])].filter((id) => id !== bookingId);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [{ data: booking }, from, to, toCancel] = await Promise.all([
      db.booking.get({ organisationId, bookingId }).go({ consistent: true }),
      meetings.meetingOf(organisationId, fromMeetingId, { consistent: true }),
      meetings.meetingOf(organisationId, toMeetingId, { consistent: true }),
      Promise.all(cancelIds.map(async (id) => (await db.booking.get({ organisationId, bookingId: id }).go({ consistent: true })).data)),
    ]);
    if (!isConfirmedIn(booking) || booking.meetingId !== fromMeetingId || !from) return { ok: false, reason: 'not-confirmed' };
    if (!to || to.meetingId === from.meetingId || to.projectId !== booking.projectId || to.stepType !== booking.stepType) {
      return { ok: false, reason: 'meeting-closed' };
    }
    // A consistent read that finds the new meeting closed or full refuses at once; a seat is only GIVEN by the write.
    if (!to.active || to.archived) return { ok: false, reason: 'meeting-closed' };
    if (to.candidatesConfirmed >= to.candidateMax) return { ok: false, reason: 'full' };
    const cancelling = toCancel.filter(isConfirmedIn).filter((b) => b.candidateId === booking.candidateId);
    const cancelMeetings = await Promise.all(cancelling.map((c) => meetings.meetingOf(organisationId, c.meetingId, { consistent: true })));
    const cancelSequences = cancelMeetings.map((m) => m?.sequence);

    const moved: Moved = {
      before: booking,
      from,
      to,
      fromSequence: (from.sequence ?? 0) + 1,
      autoCancelled: cancelling.map((c, i) => ({ ...c, meetingSequence: (cancelSequences[i] ?? 0) + 1 })),
    };
    const after = { status: 'CONFIRMED' as const, start: to.start, assessorId: to.assessorId };
    const seatItems = 4;
    let items = 0;
    const result = await db.service.transaction
      .write((e) => {
        const { candidateId, projectId, stepType } = booking;
        const seat = [
          meetingSeatWrites.freed(e, { organisationId, meetingId: fromMeetingId }, from.sequence, now),
          meetingSeatWrites.taken(e, { organisationId, meetingId: toMeetingId }, to.start, now, to),
          e.bookingGuard
            .patch({ organisationId, candidateId, projectId, stepType })
            .set({ meetingId: toMeetingId })
            .where((a, op) => op.eq(a.bookingId, bookingId))
            .commit(),
          e.booking
            .patch({ organisationId, bookingId })
            .set({
              meetingId: toMeetingId,
              assessorId: to.assessorId,
              start: to.start,
              end: to.end,
              statusDate: now,
              statusReason: input.statusReason,
              updatedAt: now,
              ...(input.statusBy ? { statusBy: input.statusBy } : {}),
            })
            .where((a, op) => `${stillCounted(booking)(a, op)} AND ${op.eq(a.meetingId, fromMeetingId)}`)
            .commit(),
        ];
        const reason = input.autoCancel?.reason ?? '';
        const cancels = cancelling.flatMap((c, i) =>
          cancelWrites(e, organisationId, c, { statusReason: reason, now, statusBy: input.statusBy }, cancelSequences[i], false),
        );
        const moves: [Placed, Placed][] = [
          [booking, after],
          ...cancelling.map((c): [Placed, Placed] => [c, { status: 'CANCELLED', assessorId: c.assessorId }]),
        ];
        const all = [
          ...seat,
          ...cancels,
          ...netCounterWrites(e.listCounter, organisationId, moves),
          ...bookingQuarterWrites(
            e.listCounter,
            organisationId,
            cancelling.map((c) => [c, { ...c, status: 'CANCELLED' }] as const),
          ),
          ...meetingFigureWrites(e.listCounter, organisationId, [
            [from, { ...from, candidatesConfirmed: from.candidatesConfirmed - 1 }],
            [to, { ...to, candidatesConfirmed: to.candidatesConfirmed + 1 }],
            ...cancelMeetings.flatMap((m): FigureMove[] => (m ? [[m, { ...m, candidatesConfirmed: m.candidatesConfirmed - 1 }]] : [])),
          ]),
          ...(input.audit ? [auditRowWrite(e, input.audit)] : []),
          ...(input.events?.(moved) ?? []).map((event) => domainEventWrite(e, event)),
          ...feedVersionWrites(e, organisationId, [from, to, ...cancelling], now),
        ];
        items = all.length;
        if (items > MAX_TRANSACTION_ITEMS) throw new Error(`moveSeat: ${items} items do not fit one transaction`);
        return all;
      })
      .go();

    if (!result.canceled) {
      await moveSanitiseDate(db, organisationId, booking.candidateId, to.start);
      return { ok: true, ...moved };
    }
    const reasons = result.data as Reason[];
    if (isConflict(reasons)) {
      await pause(attempt);
      continue;
    }
    const [onFrom, onTo, onGuard, onBooking] = reasons;
    // The booking moved since it was read (cancelled, moved, its meeting edited): read it again.
    if (onBooking?.code === 'ConditionalCheckFailed') continue;
    // A seat of the old meeting taken or freed since it was read (its SEQUENCE moved): read it again.
    if (onFrom?.code === 'ConditionalCheckFailed') continue;
    // A booking to cancel (or its meeting, or its guard) moved since it was read: read them again.
    if (reasons.slice(seatItems, seatItems + cancelling.length * 3).some((r) => r?.code === 'ConditionalCheckFailed')) continue;
    if (onTo?.code === 'ConditionalCheckFailed') {
      const old = onTo.item as { active?: boolean; archived?: boolean; start?: string; candidatesConfirmed?: number; candidateMax?: number } | null;
      if (!old || !old.active || old.archived) return { ok: false, reason: 'meeting-closed' };
      if (old.start !== to.start) continue;
      if ((old.candidatesConfirmed ?? 0) < (old.candidateMax ?? 0)) continue;
      return { ok: false, reason: 'full' };
    }
    throw new Error(`moveSeat: the seat records are out of step (guard ${onGuard?.code}, ${items} items)`);
  }
  throw new Error('moveSeat: the meetings stayed contended after every retry');
}

/** The move write of the booking store (DESIGN §3.4), on this store's table. */
export function bookingMoveSeatWrites(db: Db) {
  return {
    /** Move a confirmed booking to another meeting of its step in one transaction (moveSeat). */
    moveSeatWrite: (input: MoveSeatInput) => moveSeat(db, input),
  };
}
