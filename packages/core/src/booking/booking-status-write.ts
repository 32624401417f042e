import type { Actor } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import type { DomainEventToWrite } from '../domain-events/domain-event-writes.ts';
import { errors } from '../errors.ts';
import { MSG } from '@scheduler/contracts/messages';
import type { Booking, BookingStatus } from './booking-entity.ts';
import { createBookingStore } from './booking-store.ts';

/**
 * The status writes of update-status that take no seat (completion, removal from a project, change of project):
 * ONE transaction of the booking (on condition that it is still the version read, where it was counted), the list
 * counters it moves (booking-list.ts), the one-confirmed-per-step guard where the change takes or releases it, and
 * the audit row (on the candidate's log: the candidate's id as the record, the actor's as its author). Seats are
 * taken and freed only by booking-store-seats.ts (bookSeat, cancelSeat); the transaction is booking-store-status.ts.
 *
 * The guard (booking-guard-entity.ts) follows the step's outcome: a COMPLETE booking keeps it (the step is done and
 * may not be booked again), an INCOMPLETE or MISSED one releases it (bookSeat rebooks MISSED~INCOMPLETE and creates
 * it again), and an INCOMPLETE or MISSED booking corrected to COMPLETE takes it back, refused when the candidate has
 * meanwhile been booked into the step again.
 */

export type GuardChange = 'keep' | 'release' | 'take';

/** What one status change writes, planned from the booking as read. */
export interface StatusChange {
  status: BookingStatus;
  statusReason?: string;
  completionChecklistSelected?: string;
  /** PENDING → PENDING change of project. */
  project?: { projectId: string; stepType: Booking['stepType'] };
  /** ARCHIVED: the purge mark (retention.ts purgeMarkOnArchive). */
  purge?: { readyToPurge: boolean; purgeDate: string; purgeScope: string; purgeOn: string };
  guard: GuardChange;
  /** The audit row's words. */
  logMsg: string;
  /** The domain events of the change (booking.completed), written in its transaction. */
  events?: DomainEventToWrite[];
}

const MAX_ATTEMPTS = 20;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(150, 10 * 2 ** attempt)));

/** Whether a completion status moves the step's guard: COMPLETE holds it, INCOMPLETE and MISSED do not. */
export function guardChangeOf(from: BookingStatus, to: BookingStatus): GuardChange {
  const holds = (s: BookingStatus) => s === 'CONFIRMED' || s === 'COMPLETE';
  if (holds(from) === holds(to)) return 'keep';
  return holds(from) ? 'release' : 'take';
}

/**
 * Writes the change `plan` makes of the booking as it is now (read consistently before every attempt; `plan` throws
 * the refusal when the booking no longer allows it). A booking changed meanwhile or a conflict with a transaction in
 * flight plans again from a fresh read. Answers the booking as read and the change written.
 */
export async function writeBookingStatus(
  deps: DataDeps,
  actor: Actor,
  key: { organisationId: string; bookingId: string },
  plan: (booking: Booking) => StatusChange | Promise<StatusChange>,
): Promise<{ before: Booking; change: StatusChange }> {
  const { clock } = deps;
  const bookings = createBookingStore(deps.db);
  const { organisationId, bookingId } = key;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = await bookings.bookingOf(organisationId, bookingId, { consistent: true });
    if (!before) throw errors.notFound('Booking');
    const change = await plan(before);
    const now = clock.now().toISOString();
    const audit = auditEntry(deps, actor, { refType: 'User', refId: before.candidateId, organisationId }, change.logMsg);
    const result = await bookings.statusChangeWrite(before, change, { userId: actor.userId, now, audit });
    if (result.committed) return { before, change };
    const [onBooking, onGuard] = result.reasons;
    if (onGuard?.code === 'ConditionalCheckFailed' && onBooking?.code !== 'ConditionalCheckFailed' && change.guard === 'take') {
      throw errors.refused('booking.not_allowed', MSG.notAllowed, MSG.notAllowedTitle);
    }
    if (!result.reasons.some((r) => r.code === 'ConditionalCheckFailed' || r.code === 'TransactionConflict')) {
      throw new Error(`booking status write cancelled: ${JSON.stringify(result.reasons.map((r) => r.code))}`);
    }
    await pause(attempt);
  }
  throw errors.refused('booking.stale', 'This booking was changed by someone else, please reload and try again.');
}
