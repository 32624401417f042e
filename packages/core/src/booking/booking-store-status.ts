import type { AuditLog } from '../audit/audit-log-entity.ts';
import { feedVersionWrites } from '../calendar/calendar-feed-version-store.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import { domainEventWrite } from '../domain-events/domain-event-writes.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { Booking } from './booking-entity.ts';
import { bookingQuarterWrites } from '../dashboard/booking-quarter-counters.ts';
import { bookingCounterMoves, bookingCreate, stillCounted } from './booking-list.ts';
import type { StatusChange } from './booking-status-write.ts';

type Reason = { code: string };
/** A transaction's outcome: committed, or cancelled with DynamoDB's reason per item. */
export type StatusWriteOutcome = { committed: true } | { committed: false; reasons: Reason[] };

type NewBooking = Parameters<TransactionEntities['booking']['create']>[0];

/**
 * A new booking, for another area's transaction that moves its list counters itself (a candidate invitation's batch
 * moves each counter once by the sum of its bookings).
 */
export const bookingCreatedWrite = (e: Pick<TransactionEntities, 'booking'>, booking: NewBooking) => e.booking.create(booking).commit();

/** The status writes of the booking store that take no seat (booking-status-write.ts plans them). */
export function bookingStatusWrites(db: Db) {
  return {
    /**
     * ONE transaction of a status change: the booking (on condition that it is still the version read, where it was
     * counted), the guard taken or released as the change says, the list counters it moves, its audit row and events.
     */
    async statusChangeWrite(
      before: Booking,
      change: StatusChange,
      by: { userId: string; now: string; audit: AuditLog },
    ): Promise<StatusWriteOutcome> {
      const { organisationId, bookingId } = before;
      const { now } = by;
      const key = { organisationId, bookingId };
      const guardKey = { organisationId, candidateId: before.candidateId, projectId: before.projectId, stepType: before.stepType };
      const cleared = [
        ...(change.statusReason === undefined && before.statusReason !== undefined ? (['statusReason'] as const) : []),
        ...(change.completionChecklistSelected === undefined && before.completionChecklistSelected !== undefined && change.status !== before.status
          ? (['completionChecklistSelected'] as const)
          : []),
      ];
      const result = await db.service.transaction
        .write((e) => {
          const { booking, bookingGuard, listCounter } = e;
          const patch = booking.patch(key).set({
            status: change.status,
            statusDate: now,
            statusBy: by.userId,
            updatedAt: now,
            ...(change.statusReason !== undefined ? { statusReason: change.statusReason } : {}),
            ...(change.completionChecklistSelected !== undefined ? { completionChecklistSelected: change.completionChecklistSelected } : {}),
            ...change.project,
            ...change.purge,
          });
          return [
            (cleared.length ? patch.remove([...cleared]) : patch)
              .where((a, op) => `${stillCounted(before)(a, op)} AND ${op.eq(a.updatedAt, before.updatedAt)}`)
              .commit(),
            ...(change.guard === 'release'
              ? [
                  bookingGuard
                    .delete(guardKey)
                    .where((a, op) => op.eq(a.bookingId, bookingId))
                    .commit(),
                ]
              : change.guard === 'take'
                ? [bookingGuard.create({ ...guardKey, bookingId, meetingId: before.meetingId ?? 'NONE', createdAt: now }).commit()]
                : []),
            ...bookingCounterMoves(listCounter, organisationId, before, {
              status: change.status,
              start: before.start,
              assessorId: before.assessorId,
            }),
            ...bookingQuarterWrites(listCounter, organisationId, [[before, { ...before, ...change.project, status: change.status }]]),
            auditRowWrite(e, by.audit),
            ...(change.events ?? []).map((event) => domainEventWrite(e, event)),
            // A booking entering or leaving CONFIRMED changes its meeting's count in the calendar feeds.
            ...(before.meetingId && (before.status === 'CONFIRMED') !== (change.status === 'CONFIRMED')
              ? feedVersionWrites(e, organisationId, [before], now)
              : []),
          ];
        })
        .go();
      return result.canceled ? { committed: false, reasons: result.data as Reason[] } : { committed: true };
    },

    /** A new booking with its list counters in one transaction; answers false when the transaction was cancelled. */
    async createBookingWrite(booking: NewBooking): Promise<boolean> {
      const result = await db.service.transaction.write((e) => bookingCreate(e, booking)).go();
      return !result.canceled;
    },

    /** The booking's file (its key and name) with its audit row, in one transaction. */
    async attachFileWrite(
      key: { organisationId: string; bookingId: string },
      file: { fileKey: string; fileName: string },
      now: string,
      audit: AuditLog,
    ) {
      await db.service.transaction
        .write((e) => [
          e.booking
            .patch(key)
            .set({ ...file, updatedAt: now })
            .commit(),
          auditRowWrite(e, audit),
        ])
        .go();
    },
  };
}
