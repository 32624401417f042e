import type { AlertCode } from '@scheduler/contracts/alerts';
import { meetingInvitation } from '../calendar/meeting-invitation.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { AlertDeps } from '../meeting/meeting-changed-alert.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createAlertSender, type SendAlertInput, type SendAlertResult } from '../notification/send-alert.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { displayAddress } from '../resource/display-address.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import type { Booking } from './booking-entity.ts';
import { createBookingStore } from './booking-store.ts';

/** The booking events of the bus (events/booking-events.ts) as the notifier reads them. */
export type BookingEvent =
  | { type: 'booking.confirmed'; detail: BookingEventDetail }
  | {
      type: 'booking.cancelled';
      /** sequence: the meeting's calendar SEQUENCE the cancellation wrote (absent in events published before it was carried). */
      detail: BookingEventDetail & { reason?: string; cancelledAs?: 'CANDIDATE' | 'ADMIN' | 'AUTOMATIC'; sequence?: number };
    }
  | { type: 'booking.completed'; detail: BookingEventDetail & { status: 'COMPLETE' | 'INCOMPLETE' | 'MISSED' } }
  | {
      type: 'booking.rescheduled';
      /** meetingId names the new meeting; previous* the one left, previousSequence the SEQUENCE its freed seat wrote. */
      detail: BookingEventDetail & { previousMeetingId: string; previousStartsAt: string; previousTimeZone: string; previousSequence: number };
    }
  | { type: 'booking.reminder-due'; detail: BookingEventDetail & { reminderKey: string; hoursBefore: number } };

interface BookingEventDetail {
  organisationId: string;
  occurredAt: string;
  bookingId: string;
  meetingId: string;
  projectId: string;
  candidateId: string;
}

/** The project alert an event sends (contracts/alerts.ts): who cancelled decides which cancellation alert. */
export function alertCodeOf(event: BookingEvent): AlertCode {
  switch (event.type) {
    case 'booking.confirmed':
      return 'BOOKING_CONFIRMED';
    case 'booking.cancelled':
      return event.detail.cancelledAs === 'AUTOMATIC'
        ? 'BOOKING_CANCELLED_AUTOMATICALLY'
        : event.detail.cancelledAs === 'ADMIN'
          ? 'BOOKING_CANCELLED_BY_ADMIN'
          : 'BOOKING_CANCELLED_BY_CANDIDATE';
    case 'booking.completed':
      return event.detail.status === 'MISSED' ? 'BOOKING_MISSED' : 'BOOKING_COMPLETED';
    case 'booking.reminder-due':
      return 'BOOKING_REMINDER';
    case 'booking.rescheduled':
      return 'BOOKING_RESCHEDULED';
  }
}

/**
 * The key that makes the alert idempotent: the same write (or reminder interval) gives the same delivery record ids,
 * so an event delivered twice, or a notifier retried after a crash, queues nothing new (send-alert.ts).
 */
export function idempotencyKeyOf(event: BookingEvent): string {
  const d = event.detail;
  if (event.type === 'booking.reminder-due') return `booking|${d.bookingId}|reminder|${event.detail.reminderKey}:${event.detail.hoursBefore}`;
  return `booking|${d.bookingId}|${event.type}|${d.occurredAt}`;
}

export interface BookingNotified {
  result?: SendAlertResult;
  /** Who shows the booking and should refresh (candidate, assessor, the organisation's admins). */
  watchers: string[];
  booking?: Pick<Booking, 'bookingId' | 'meetingId' | 'status'>;
}

/**
 * Turns a booking event into the project's alerts (e-mail and SMS through the outbox, the confirmation and
 * cancellation e-mails carrying their calendar invitation) and names who shows the booking. Reads what the alert
 * needs at send time, so a booking cancelled meanwhile is not confirmed by a late event: a confirmation or reminder
 * whose booking is no longer CONFIRMED is skipped. A reschedule sends BOOKING_RESCHEDULED with the REQUEST of the new
 * meeting (skipped when the booking is no longer CONFIRMED there), and its e-mails again with the CANCEL of the old
 * meeting's event (the SEQUENCE its freed seat wrote): an iCalendar object carries one METHOD (RFC 5546), so each
 * METHOD travels in its own e-mail, each with its delivery record.
 */
export function createBookingNotifier(deps: AlertDeps) {
  const { db } = deps;
  const labels = createConfigLabelService(deps);
  const alerts = createAlertSender(deps);
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);
  const users = createUserStore(db);

  /** The candidate, the assessor and the organisation's admins (a few: the access list's admin range, keys only). */
  async function watchersOf(organisationId: string, booking: Booking): Promise<string[]> {
    const ids = [booking.candidateId, booking.assessorId, ...(await users.adminIdsOf(organisationId))];
    return [...new Set(ids.filter((id): id is string => Boolean(id)))];
  }

  return {
    async notify(event: BookingEvent): Promise<BookingNotified> {
      const { organisationId, bookingId, meetingId } = event.detail;
      // The meeting is read before the booking, both consistently: a REQUEST for a booking found still CONFIRMED
      // then carries a SEQUENCE below the one its cancellation writes after (booking-store-seats.ts cancelSeat).
      const meeting = await meetings.meetingOf(organisationId, meetingId, { consistent: true });
      const booking = await bookings.bookingOf(organisationId, bookingId, { consistent: true });
      if (!booking) return { watchers: [] };
      const watchers = await watchersOf(organisationId, booking);
      const notified = { watchers, booking: { bookingId, meetingId: booking.meetingId, status: booking.status } };
      const stale =
        (event.type === 'booking.confirmed' || event.type === 'booking.reminder-due' || event.type === 'booking.rescheduled') &&
        (booking.status !== 'CONFIRMED' || booking.meetingId !== meetingId);
      const previous = event.type === 'booking.rescheduled' ? await meetings.meetingOf(organisationId, event.detail.previousMeetingId) : null;
      const [org, project, candidate] = await Promise.all([
        organisations.organisationOf(organisationId),
        projects.projectOf(organisationId, booking.projectId),
        users.personOf(booking.candidateId),
      ]);
      if ((stale && !previous) || !meeting || !org || !project || !candidate) return notified;
      const assessorId = booking.assessorId ?? meeting.assessorId;
      const assessor = assessorId ? await users.personOf(assessorId) : undefined;
      const labelSet = await labels.forOrganisation(organisationId);
      const method: 'REQUEST' | 'CANCEL' | undefined =
        event.type === 'booking.confirmed' || event.type === 'booking.rescheduled'
          ? 'REQUEST'
          : event.type === 'booking.cancelled'
            ? 'CANCEL'
            : undefined;
      const joinLink = meeting.deliveryMethod === 'REMOTE' ? meeting.candidateBookingLink : undefined;
      const invitation = (m: typeof meeting, how: 'REQUEST' | 'CANCEL', sequence: number | undefined) => ({
        method: how,
        ics: meetingInvitation({
          method: how,
          meeting: m,
          sequence,
          organisationName: org.name,
          labels: labelSet,
          projectName: project.name,
          now: deps.clock.now(),
          candidate,
          assessor: assessor ?? undefined,
        }),
      });
      // A CANCEL carries the SEQUENCE its cancellation wrote, a REQUEST the meeting's as read above.
      const calendar = method ? invitation(meeting, method, event.type === 'booking.cancelled' ? event.detail.sequence : undefined) : undefined;
      const reason = event.type === 'booking.cancelled' ? event.detail.reason : undefined;
      const input: SendAlertInput = {
        organisationId,
        code: alertCodeOf(event),
        projectId: booking.projectId,
        ref: { type: 'Booking', id: bookingId },
        idempotencyKey: idempotencyKeyOf(event),
        ...(calendar ? { calendar } : {}),
        context: {
          organisation: { name: org.name, labels: labelSet },
          project: { name: project.name },
          candidate: { firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.username, mobile: candidate.mobileNo },
          assessor: assessor ? { name: fullNameOf(assessor), email: assessor.username, mobile: assessor.mobileNo } : undefined,
          meeting: {
            start: meeting.start,
            end: meeting.end,
            timeZone: meeting.timeZone,
            location: meeting.deliveryMethod === 'ONSITE' ? displayAddress(meeting.address) : undefined,
            joinLink,
          },
          ...(reason ? { cancelReason: reason } : {}),
          ...(event.type === 'booking.rescheduled'
            ? { previousMeeting: { start: event.detail.previousStartsAt, timeZone: event.detail.previousTimeZone } }
            : {}),
        },
        recipients: {
          candidate: { personId: candidate.userId, email: candidate.username, mobile: candidate.mobileNo },
          assessor: assessor ? { personId: assessor.userId, email: assessor.username, mobile: assessor.mobileNo } : undefined,
        },
      };
      if (event.type !== 'booking.rescheduled' || !previous) return { ...notified, result: await alerts.queueAlert(input) };
      // The old event's CANCEL first, in e-mails of its own (keyed apart), then the new meeting's REQUEST unless stale.
      const cancelled = await alerts.queueAlert({
        ...input,
        idempotencyKey: `${input.idempotencyKey}|cancel`,
        channels: ['EMAIL'],
        calendar: invitation(previous, 'CANCEL', event.detail.previousSequence),
      });
      if (stale || cancelled.error) return { ...notified, result: cancelled };
      const requested = await alerts.queueAlert(input);
      return { ...notified, result: { ...requested, deliveries: [...cancelled.deliveries, ...requested.deliveries] } };
    },
  };
}
export type BookingNotifier = ReturnType<typeof createBookingNotifier>;
