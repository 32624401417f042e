import type { StepType } from '@scheduler/contracts/roles';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Booking } from '../booking/booking-entity.ts';
import { bookingCounterMoves, stillCounted } from '../booking/booking-list.ts';
import { feedVersionWrites } from '../calendar/calendar-feed-version-store.ts';
import { meetingFigureWrites } from '../dashboard/meeting-figure-counters.ts';
import type { Db } from '../db.ts';
import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { meetingSeatWrites } from '../meeting/meeting-store-save.ts';
import { moveSanitiseDate } from '../purge/retention.ts';
import type { WaitlistEntry } from './waitlist-entry-entity.ts';
import type { WaitlistHold } from './waitlist-hold-entity.ts';
import type { WaitlistStep } from './waitlist-step-entity.ts';

/**
 * The waitlist's transactions (issue 22). Each is ONE transaction whose conditions decide: a seat is held only if the
 * meeting still has it (the booking's capacity condition, meeting-store-save.ts meetingSeatWrites.taken), the entry
 * is still WAITING and the booking still PENDING; a hold is confirmed only before its end, released only once. The
 * meeting's `candidatesConfirmed` counts the held seats too (candidatesHeld of them), so "seats = confirmed + held"
 * holds at every commit. A transaction cancelled by a concurrent one (TransactionConflict) changed nothing: the
 * caller reads again and retries.
 */

/** The organisation's counter of the candidates waitlisted for a step type (the dashboard's figure). */
export const waitlistedCounter = (stepType: StepType) => `waitlisted#${stepType}`;

type Reason = { code: string; item?: unknown };
const failed = (r: Reason | undefined) => r?.code === 'ConditionalCheckFailed';
const conflicted = (reasons: Reason[]) => reasons.some((r) => r?.code === 'TransactionConflict');

/** A transaction's outcome: done, cancelled by a concurrent write (retry), or refused by the condition of item `at`. */
export type WriteOutcome = { ok: true } | { ok: false; conflict: true } | { ok: false; conflict: false; failedAt: number[]; old: unknown[] };

async function run(db: Db, items: (e: TransactionEntities) => unknown[]): Promise<WriteOutcome> {
  const result = await db.service.transaction.write((e) => items(e) as never).go();
  if (!result.canceled) return { ok: true };
  const reasons = result.data as Reason[];
  if (conflicted(reasons)) return { ok: false, conflict: true };
  return {
    ok: false,
    conflict: false,
    failedAt: reasons.flatMap((r, i) => (failed(r) ? [i] : [])),
    old: reasons.map((r) => r?.item),
  };
}

type HeldMeeting = Meeting & { candidatesHeld?: number };

/** The writes that release a held seat: the meeting's seat (−1 taken, −1 held, SEQUENCE as read + 1), the hold row. */
function releaseWrites(e: TransactionEntities, hold: WaitlistHold, meeting: HeldMeeting, now: string) {
  const { organisationId, meetingId } = hold;
  return [
    meetingSeatWrites.freed(e, { organisationId, meetingId }, meeting.sequence, now, true),
    e.waitlistHold
      .delete({ organisationId, holdId: hold.holdId })
      .where((a, op) => op.eq(a.bookingId, hold.bookingId))
      .commit(),
    ...meetingFigureWrites(e.listCounter, organisationId, [[meeting, { ...meeting, candidatesConfirmed: meeting.candidatesConfirmed - 1 }]]),
  ];
}

export function waitlistWrites(db: Db) {
  return {
    /**
     * Join: the entry created (refused when one exists: the candidate keeps their place), on condition that the
     * booking is still PENDING; the step marked for the sweep; the step type's counter + 1; the audit row.
     * failedAt 0: already on the waitlist; 1: the booking is no longer pending.
     */
    joinWrite(entry: WaitlistEntry, audit: AuditLog): Promise<WriteOutcome> {
      const { organisationId, projectId, stepType, bookingId } = entry;
      return run(db, (e) => [
        e.waitlistEntry.create(entry).commit(),
        e.booking
          .check({ organisationId, bookingId })
          .where((a, op) => op.eq(a.status, 'PENDING'))
          .commit(),
        e.waitlistStep.put({ organisationId, projectId, stepType, touchedAt: entry.joinedAt }).commit(),
        counterWrite(e.listCounter, organisationId, waitlistedCounter(stepType), 1),
        auditRowWrite(e, audit),
      ]);
    },

    /**
     * Leave (or removal by an administrator): the entry deleted on condition that it is as read (its state and hold),
     * the counter − 1, the audit row; a held seat is released in the same transaction (`held`: the hold and its
     * meeting as read). failedAt names what moved since the read.
     */
    leaveWrite(input: { entry: WaitlistEntry; held?: { hold: WaitlistHold; meeting: HeldMeeting }; audit: AuditLog; now: string }) {
      const { entry, held, audit, now } = input;
      const { organisationId, bookingId } = entry;
      return run(db, (e) => [
        e.waitlistEntry
          .delete({ organisationId, bookingId })
          .where((a, op) => `${op.eq(a.state, entry.state)} AND ${entry.holdId ? op.eq(a.holdId, entry.holdId) : op.notExists(a.holdId)}`)
          .commit(),
        ...(held ? releaseWrites(e, held.hold, held.meeting, now) : []),
        counterWrite(e.listCounter, organisationId, waitlistedCounter(entry.stepType), -1),
        auditRowWrite(e, audit),
      ]);
    },

    /**
     * Hold a seat for a waitlisted candidate: the meeting's seat taken under the booking's capacity condition (and
     * candidatesHeld + 1), the entry WAITING → HELD (as read), the booking still PENDING, the hold created, the
     * dashboard's meeting figures, the audit row and the event (waitlist.seat-held) that tells the candidate.
     * failedAt 0: the meeting (old item: full, closed or moved); 1: the entry moved; 2: the booking is not pending.
     */
    holdWrite(input: { entry: WaitlistEntry; meeting: HeldMeeting; hold: WaitlistHold; audit: AuditLog; event: DomainEventToWrite }) {
      const { entry, meeting, hold, audit, event } = input;
      const { organisationId } = entry;
      const now = hold.heldAt;
      return run(db, (e) => [
        meetingSeatWrites.taken(e, { organisationId, meetingId: meeting.meetingId }, meeting.start, now, meeting, true),
        e.waitlistEntry
          .patch({ organisationId, bookingId: entry.bookingId })
          .set({ state: 'HELD', holdId: hold.holdId, updatedAt: now })
          .where((a, op) => `${op.eq(a.state, 'WAITING')} AND ${op.eq(a.queuedAt, entry.queuedAt)}`)
          .commit(),
        e.booking
          .check({ organisationId, bookingId: entry.bookingId })
          .where((a, op) => op.eq(a.status, 'PENDING'))
          .commit(),
        e.waitlistHold.create(hold).commit(),
        ...meetingFigureWrites(e.listCounter, organisationId, [[meeting, { ...meeting, candidatesConfirmed: meeting.candidatesConfirmed + 1 }]]),
        auditRowWrite(e, audit),
        domainEventWrite(e, event),
        ...feedVersionWrites(e, organisationId, [meeting], now),
      ]);
    },

    /**
     * Confirm a hold: the held seat becomes the booking, like bookSeat (booking-store-seats.ts) but the seat is already
     * counted: the meeting's candidatesHeld − 1 (candidatesConfirmed unchanged, SEQUENCE + 1, still active at the start
     * read), the guard, the booking PENDING → CONFIRMED, the hold deleted on condition that it has not ended, the entry
     * deleted, the list counters, the audit row and booking.confirmed (the confirmation and its calendar REQUEST).
     * failedAt 0: the meeting moved or closed; 1: the guard (booked elsewhere); 2: the booking; 3: the hold ended or went.
     */
    async confirmWrite(input: {
      hold: WaitlistHold;
      entry: WaitlistEntry;
      booking: Booking;
      meeting: HeldMeeting;
      now: string;
      statusBy: string;
      audit: AuditLog;
      event: DomainEventToWrite;
    }): Promise<WriteOutcome> {
      const { hold, entry, booking, meeting, now, audit, event } = input;
      const { organisationId, bookingId, meetingId } = hold;
      const after = { status: 'CONFIRMED' as const, start: meeting.start, assessorId: meeting.assessorId };
      const outcome = await run(db, (e) => [
        e.meeting
          .patch({ organisationId, meetingId })
          .subtract({ candidatesHeld: 1 })
          .add({ sequence: 1 })
          .set({ updatedAt: now })
          .where(
            (a, op) =>
              `${op.gt(a.candidatesHeld, 0)} AND ${op.eq(a.active, true)} AND ${op.eq(a.archived, false)} AND ${op.eq(a.start, meeting.start)}`,
          )
          .commit(),
        e.bookingGuard
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
        e.booking
          .patch({ organisationId, bookingId })
          .set({
            status: 'CONFIRMED',
            statusDate: now,
            meetingId,
            assessorId: meeting.assessorId,
            start: meeting.start,
            end: meeting.end,
            updatedAt: now,
            statusBy: input.statusBy,
          })
          .remove(['statusReason'])
          .where((a, op) => stillCounted(booking)(a, op))
          .commit(),
        e.waitlistHold
          .delete({ organisationId, holdId: hold.holdId })
          .where((a, op) => op.gt(a.holdUntil, now))
          .commit(),
        e.waitlistEntry
          .delete({ organisationId, bookingId })
          .where((a, op) => op.eq(a.holdId, hold.holdId))
          .commit(),
        ...bookingCounterMoves(e.listCounter, organisationId, booking, after),
        counterWrite(e.listCounter, organisationId, waitlistedCounter(entry.stepType), -1),
        auditRowWrite(e, audit),
        domainEventWrite(e, event),
        ...feedVersionWrites(e, organisationId, [meeting], now),
      ]);
      if (outcome.ok) await moveSanitiseDate(db, organisationId, booking.candidateId, meeting.start);
      return outcome;
    },

    /**
     * Release a hold whose time is up: the seat freed (as releaseWrites), the entry HELD → WAITING at the END of the
     * queue (queuedAt = now) on condition that it still names the hold, the audit row. An entry gone (left, purged)
     * leaves only the release. failedAt 0: the meeting moved since the read; 1: the hold went; 2+: the entry moved.
     */
    expireWrite(input: { hold: WaitlistHold; entry: WaitlistEntry | null; meeting: HeldMeeting; now: string; audit: AuditLog }) {
      const { hold, entry, meeting, now, audit } = input;
      return run(db, (e) => [
        ...releaseWrites(e, hold, meeting, now),
        ...(entry?.holdId === hold.holdId
          ? [
              e.waitlistEntry
                .put({ ...entry, state: 'WAITING', holdId: undefined, queuedAt: now, updatedAt: now })
                .where((a, op) => op.eq(a.holdId, hold.holdId))
                .commit(),
            ]
          : []),
        auditRowWrite(e, audit),
      ]);
    },

    /** The sweep's mark of a step taken off once its queue is empty, unless a join touched it since it was read. */
    async stepDoneWrite(step: WaitlistStep): Promise<void> {
      const { organisationId, projectId, stepType } = step;
      await db.waitlistStep
        .delete({ organisationId, projectId, stepType })
        .where((a, op) => op.eq(a.touchedAt, step.touchedAt))
        .go()
        .catch((error: unknown) => {
          if (!/conditional/i.test((error as Error).message)) throw error;
        });
    },

    /**
     * The purge of a project's rows (its meetings go with it, so no seat is left to free): each entry deleted with its
     * step type's counter − 1 (once: the delete is conditioned on the entry being there), each hold deleted.
     */
    async purgeRowsWrite(rows: { entries: readonly WaitlistEntry[]; holds: readonly WaitlistHold[] }): Promise<void> {
      await Promise.all([
        ...rows.entries.map((x) =>
          run(db, (e) => [
            e.waitlistEntry
              .delete({ organisationId: x.organisationId, bookingId: x.bookingId })
              .where((a, op) => op.exists(a.bookingId))
              .commit(),
            counterWrite(e.listCounter, x.organisationId, waitlistedCounter(x.stepType), -1),
          ]),
        ),
        ...rows.holds.map((h) => db.waitlistHold.delete({ organisationId: h.organisationId, holdId: h.holdId }).go()),
      ]);
    },
  };
}
