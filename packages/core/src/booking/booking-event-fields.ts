import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import type { DomainEventToWrite } from '../domain-events/domain-event-writes.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import type { Booking } from './booking-entity.ts';
import type { CancelledBooking } from './booking-store-seats.ts';
import { GAP_AUTO_CANCEL_REASON } from './offer-rules.ts';

type EventMeeting = Pick<Meeting, 'meetingId' | 'start' | 'timeZone' | 'deliveryMethod' | 'assessorId'>;

/** The fields every booking event carries: who, when, the booking and the meeting it is about (events/booking-events.ts). */
export const bookingEventFields = (organisationId: string, actorUserId: string, occurredAt: string) => (b: Booking, m: EventMeeting) => ({
  organisationId,
  actorUserId,
  occurredAt,
  bookingId: b.bookingId,
  meetingId: m.meetingId,
  projectId: b.projectId,
  candidateId: b.candidateId,
  ...(m.assessorId ? { assessorId: m.assessorId } : {}),
  startsAt: m.start,
  timeZone: m.timeZone,
  delivery: m.deliveryMethod,
});

/**
 * The booking.cancelled (AUTOMATIC) events of the interviews the gap rule cancels with a booking or a move: their
 * meetings are read before the write, and the answer builds the events from what the transaction cancelled (with
 * the SEQUENCE each cancellation wrote), for the write's `events`.
 */
export async function gapCancellationEvents(
  deps: DataDeps,
  actor: Actor,
  toCancel: readonly Pick<Booking, 'meetingId'>[],
  fieldsOf: ReturnType<typeof bookingEventFields>,
): Promise<(cancelled: readonly CancelledBooking[]) => DomainEventToWrite[]> {
  const meetings = createMeetingStore(deps.db);
  const reads = toCancel.flatMap((c) => (c.meetingId ? [meetings.meetingOf(actor.organisationId, c.meetingId)] : []));
  const byId = new Map((await Promise.all(reads)).flatMap((m) => (m ? [[m.meetingId, m] as const] : [])));
  return (cancelled) =>
    cancelled.flatMap((c) => {
      const its = c.meetingId ? byId.get(c.meetingId) : undefined;
      if (!its) return [];
      return [
        {
          eventId: deps.ids.next(),
          type: 'booking.cancelled',
          detail: {
            ...fieldsOf(c, its),
            reason: GAP_AUTO_CANCEL_REASON,
            cancelledBy: actor.userId,
            cancelledAs: 'AUTOMATIC',
            sequence: c.meetingSequence,
          },
        },
      ];
    });
}
