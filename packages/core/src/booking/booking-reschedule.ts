import { MSG } from '@scheduler/contracts/messages';
import type { rescheduleBookingRequest } from '@scheduler/contracts/schemas/booking-flow';
import type * as z from 'zod';
import { type Actor, isAnyAdmin } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { refusalError } from './booking-book.ts';
import { bookingContextOf, createBookingAccess, permissionFactsOf } from './booking-context.ts';
import { cancelNAMessage, viewerOf } from './booking-permissions.ts';
import { type RescheduleRefusal, rescheduleRefusal } from './booking-reschedule-rules.ts';
import type { MoveSeatRefusal } from './booking-store-move-seat.ts';
import { bookingEventFields, gapCancellationEvents } from './booking-event-fields.ts';
import { createBookingStore } from './booking-store.ts';
import { readOfferContext } from './offer-context.ts';
import { GAP_AUTO_CANCEL_REASON, gapCancellations } from './offer-rules.ts';

export type RescheduleRequest = z.output<typeof rescheduleBookingRequest>;

/** The reschedule's own words, in the spec's tone (the organisation's labels fill the braces). */
export const RESCHEDULE_MSG = {
  off: 'Not Allowed - Rescheduling is not available: please cancel the {Booking} and book again',
  sameMeeting: 'Not Allowed - The {Booking} is already in this appointment',
} as const;

/**
 * Interviews one move may cancel under the gap rule (a candidate normally holds one): each adds its seat, guard,
 * booking, counters, figures and feeds to the one transaction of at most 100 items; more is refused as the gap rule.
 */
const MAX_GAP_CANCELLATIONS = 2;

const notAllowed = (message: string) => errors.refused('booking.not_allowed', message, MSG.notAllowedTitle);

/** When the booking was and where it goes, in each meeting's zone with its code (audit row, booking list). */
const whenOf = (m: Pick<Meeting, 'start' | 'timeZone'>) => formatDisplayDateTime(new Date(m.start), m.timeZone, { zoneCode: true });

/**
 * user-booking/reschedule-booking (issue 22): a CONFIRMED booking (a candidate's own; an administrator's, any of the
 * organisation's) moves to another meeting of its project and step in one write. Off where the organisation's
 * bookingOptions.reschedule says so. Allowed exactly when cancelling it now is allowed (the cancel path's freeze and
 * message) and booking the new meeting passes every rule of offer-rules.ts (booking-reschedule-rules.ts
 * rescheduleRefusal), refused with the booking call's words ('Not Available' when the slot went). The seat move
 * (booking-store-move-seat.ts) frees the old seat and takes the new one with the gap rule's automatic cancellations,
 * the audit row naming both times and the domain events (booking.rescheduled, booking.cancelled AUTOMATIC) in ONE
 * transaction: the relay hands the events to the notifier (the CANCEL of the old event, the REQUEST of the new).
 */
export function createBookingRescheduleService(deps: DataDeps) {
  const { db } = deps;
  const access = createBookingAccess(db);
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);

  return {
    async reschedule(actor: Actor, req: RescheduleRequest): Promise<{ status: 'SUCCESS'; message: string }> {
      if (viewerOf(actor) === 'STAFF') throw errors.forbidden();
      const asAdmin = isAnyAdmin(actor);
      const booking = await access.reach(actor, req.encryptedBookingId, { consistent: true });
      const { organisationId } = booking;
      const ctx = await bookingContextOf(db, booking);
      if (!ctx.settings.bookingOptions.reschedule) throw notAllowed(RESCHEDULE_MSG.off);
      const now = deps.clock.now();
      const facts = permissionFactsOf(actor, booking, ctx, now);
      const cancelRefused = () => notAllowed(cancelNAMessage(facts, ctx.settings) ?? MSG.notAllowed);
      if (booking.status !== 'CONFIRMED' || !booking.meetingId || !ctx.meeting) throw cancelRefused();
      const from = ctx.meeting;

      const meeting = await meetings.meetingOf(organisationId, req.encryptedMeetingId);
      if (!meeting) throw errors.notFound('{Meeting}');
      const { project, otherBookings } = await readOfferContext(db, booking);
      if (!project) throw errors.notFound('Project');
      const gapDays = project.meetingPeriodGap ?? 0;
      const offer = { meeting, project, booking, otherBookings, asAdmin };
      const refusal = rescheduleRefusal({ now, cancel: facts, fromMeetingId: from.meetingId, offer });
      if (refusal) throw refusedFor(refusal, gapDays, asAdmin, cancelRefused);
      const toCancel = gapCancellations(offer);
      if (toCancel.length > MAX_GAP_CANCELLATIONS) throw refusalError('gap', gapDays);

      const logMsg = [
        `Booking RESCHEDULED: ${booking.stepType} moved from ${whenOf(from)} to ${whenOf(meeting)} (booking ${booking.bookingId}, meeting ${from.meetingId} → ${meeting.meetingId}, candidate ${booking.candidateId})`,
        ...toCancel.map((c) => `; interview booking ${c.bookingId} CANCELLED: ${GAP_AUTO_CANCEL_REASON}`),
      ].join('');
      const audit = auditEntry(deps, actor, { refType: 'User', refId: booking.candidateId, organisationId }, logMsg);
      const occurredAt = now.toISOString();
      const fieldsOf = bookingEventFields(organisationId, actor.userId, occurredAt);
      const gapEvents = await gapCancellationEvents(deps, actor, toCancel, fieldsOf);
      const result = await bookings.moveSeatWrite({
        organisationId,
        bookingId: booking.bookingId,
        fromMeetingId: from.meetingId,
        toMeetingId: meeting.meetingId,
        now: occurredAt,
        statusBy: actor.userId,
        statusReason: `Rescheduled from ${whenOf(from)}`,
        autoCancel: toCancel.length ? { bookingIds: toCancel.map((c) => c.bookingId), reason: GAP_AUTO_CANCEL_REASON } : undefined,
        audit,
        events: (moved) => [
          {
            eventId: deps.ids.next(),
            type: 'booking.rescheduled',
            detail: {
              ...fieldsOf(moved.before, moved.to),
              stepType: moved.before.stepType,
              previousMeetingId: moved.from.meetingId,
              previousStartsAt: moved.from.start,
              previousTimeZone: moved.from.timeZone,
              previousDelivery: moved.from.deliveryMethod,
              previousSequence: moved.fromSequence,
            },
          },
          ...gapEvents(moved.autoCancelled),
        ],
      });
      if (!result.ok) throw moveError(result.reason, gapDays, asAdmin, cancelRefused);
      return { status: 'SUCCESS', message: booking.bookingId };
    },
  };
}

function refusedFor(refusal: RescheduleRefusal, gapDays: number, asAdmin: boolean, cancelRefused: () => Error) {
  if (refusal.rule === 'cancel') return cancelRefused();
  if (refusal.rule === 'same-meeting') return notAllowed(RESCHEDULE_MSG.sameMeeting);
  return refusalError(refusal.reason, gapDays, asAdmin);
}

/** A move the write refused: the slot went ('Not Available'; an administrator hears it is full), or the booking moved meanwhile. */
function moveError(reason: MoveSeatRefusal, gapDays: number, asAdmin: boolean, cancelRefused: () => Error) {
  if (reason === 'full') return refusalError('full', gapDays, asAdmin);
  if (reason === 'meeting-closed') return refusalError('closed', gapDays, asAdmin);
  return cancelRefused();
}
