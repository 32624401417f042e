import { MSG } from '@scheduler/contracts/messages';
import { BOOKING_MESSAGES } from '@scheduler/contracts/schemas/user-booking';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { checkedChecklist } from './booking-complete-checklist.ts';
import type { Booking } from './booking-entity.ts';
import { COMPLETION_FROM, completionAllowed, viewerOf, type CompletionStatus } from './booking-permissions.ts';
import { bookingContextOf, permissionFactsOf, type BookingContext } from './booking-context.ts';
import { bookingStatusEvents } from './booking-status-events.ts';
import type { BookingStatusDeps } from './booking-status.ts';
import { guardChangeOf, writeBookingStatus } from './booking-status-write.ts';

export interface Completion {
  to: CompletionStatus;
  reason?: string;
  /** The dialog's answers; absent for bulk completion, which has no checklist. */
  checklist?: string;
  /** Bulk completion: only Awaiting Completion bookings (CONFIRMED, started). */
  awaitingOnly?: boolean;
}

const notAllowed = () => errors.refused('booking.not_allowed', MSG.notAllowed, MSG.notAllowedTitle);
const invalid = (field: string, message: string) => errors.validation(message, { [field]: message });

/**
 * The completion write (doc 2 §4, §5), shared by update-status and bulk-complete: staff only, from CONFIRMED,
 * COMPLETE, INCOMPLETE or MISSED while completionAllowed; the dialog answers every checklist item of the project
 * ('Please complete all checklist items'); INCOMPLETE and MISSED need comments ('Please provide comments for
 * status'), COMPLETE clears them. One transaction (booking-status-write.ts) with the guard move, counters, audit and
 * the booking.completed event.
 */
export async function completeBooking(deps: BookingStatusDeps, actor: Actor, booking: Booking, c: Completion): Promise<void> {
  if (viewerOf(actor) === 'CANDIDATE') throw errors.forbidden();
  const { to } = c;
  const reason = c.reason?.trim();
  let ctx: BookingContext | undefined;
  await writeBookingStatus(deps, actor, booking, async (b) => {
    ctx ??= await bookingContextOf(deps.db, b);
    const from = c.awaitingOnly ? ['CONFIRMED'] : (COMPLETION_FROM as readonly string[]);
    if (!from.includes(b.status)) throw notAllowed();
    if (!completionAllowed(permissionFactsOf(actor, b, ctx, deps.clock.now()))) throw notAllowed();
    const checklist = c.awaitingOnly ? undefined : checkedChecklist(ctx.project?.completionChecklist, c.checklist);
    if (checklist?.missing) throw invalid('completionChecklistSelected', BOOKING_MESSAGES.checklist);
    if (to !== 'COMPLETE' && !reason) throw invalid('statusReason', BOOKING_MESSAGES.statusComments);
    const ticks = checklist?.selected ? ` Checklist: ${checklist.selected}.` : '';
    return {
      status: to,
      statusReason: to === 'COMPLETE' ? undefined : reason,
      completionChecklistSelected: checklist?.selected,
      guard: guardChangeOf(b.status, to),
      logMsg: `Booking ${b.bookingId} (${b.stepType}) ${c.awaitingOnly ? 'bulk ' : ''}completed: ${b.status} → ${to}.${ticks}${to === 'COMPLETE' ? '' : ` Reason: ${reason}`}`,
      events: bookingStatusEvents(deps, actor, b, ctx, { type: 'booking.completed', extra: { status: to } }),
    };
  });
}
