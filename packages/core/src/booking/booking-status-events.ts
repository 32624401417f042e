import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import type { DomainEventToWrite } from '../domain-events/domain-event-writes.ts';
import type { Booking } from './booking-entity.ts';
import type { BookingContext } from './booking-context.ts';

type StatusEvent =
  | {
      type: 'booking.cancelled';
      /** sequence: the meeting's calendar SEQUENCE the cancellation wrote (booking-store-seats.ts cancelSeat). */
      extra: { reason: string; cancelledBy: string; cancelledAs: 'CANDIDATE' | 'ADMIN' | 'AUTOMATIC'; sequence: number };
    }
  | { type: 'booking.completed'; extra: { status: 'COMPLETE' | 'INCOMPLETE' | 'MISSED' } };

/**
 * The domain event of a status change of a booked booking (events/booking-events.ts booking.cancelled,
 * booking.completed), for the change's own transaction (domain-events/: the relay hands it to the notifier, so a
 * process that dies after the commit loses no message). A booking without a meeting has nothing to notify about.
 */
export function bookingStatusEvents(
  deps: Pick<DataDeps, 'clock' | 'ids'>,
  actor: Actor,
  booking: Booking,
  ctx: Pick<BookingContext, 'meeting'>,
  event: StatusEvent,
): DomainEventToWrite[] {
  const { meeting } = ctx;
  if (!booking.meetingId || !booking.start || !meeting) return [];
  return [
    {
      eventId: deps.ids.next(),
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
    },
  ];
}
