import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import type { Booking } from './booking-entity.ts';
import type { BookingContext } from './booking-context.ts';

/** Where a publish that failed is reported (the function's logger). */
export interface EventLog {
  error(message: string, data?: Record<string, unknown>): void;
}

type StatusEvent =
  | {
      type: 'booking.cancelled';
      /** sequence: the meeting's calendar SEQUENCE the cancellation wrote (booking-store-seats.ts cancelSeat). */
      extra: { reason: string; cancelledBy: string; cancelledAs: 'CANDIDATE' | 'ADMIN' | 'AUTOMATIC'; sequence: number };
    }
  | { type: 'booking.completed'; extra: { status: 'COMPLETE' | 'INCOMPLETE' | 'MISSED' } };

/**
 * Publishes a status change of a booked booking (events/booking-events.ts booking.cancelled, booking.completed) for
 * the notifier, after the change was written. A failed publish is logged and swallowed: the change stands (DESIGN §3.14,
 * a failed send never undoes a booking). A booking without a meeting has nothing to notify about.
 */
export async function publishBookingEvent(
  deps: Pick<DataDeps, 'clock'> & { events: EventPublisher; log: EventLog },
  actor: Actor,
  booking: Booking,
  ctx: Pick<BookingContext, 'meeting'>,
  event: StatusEvent,
): Promise<void> {
  const { meeting } = ctx;
  if (!booking.meetingId || !booking.start || !meeting) return;
  try {
    await deps.events.publish({
      type: event.type,
      detail: {
        organisationId: booking.organisationId,
        actorUserId: actor.userId,
        occurredAt: deps.clock.now().toISOString(),
        bookingId: booking.bookingId,
        meetingId: booking.meetingId,
        projectId: booking.projectId,
        candidateId: booking.candidateId,
        ...(booking.assessorId ? { assessorId: booking.assessorId } : {}),
        startsAt: booking.start,
        timeZone: meeting.timeZone,
        delivery: meeting.deliveryMethod,
        ...event.extra,
      },
    });
  } catch (e) {
    deps.log.error('booking event not published', { type: event.type, bookingId: booking.bookingId, error: (e as Error).message });
  }
}
