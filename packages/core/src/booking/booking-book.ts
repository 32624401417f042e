import { MSG } from '@scheduler/contracts/messages';
import type { newBookingRequest } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import { type Actor, isAnyAdmin } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { createUserStore } from '../user/user-store.ts';
import type { Booking } from './booking-entity.ts';
import type { BookableFrom, BookSeatRefusal } from './booking-store-seats.ts';
import { bookingEventFields, gapCancellationEvents } from './booking-event-fields.ts';
import { createBookingStore } from './booking-store.ts';
import { readOfferContext } from './offer-context.ts';
import { GAP_AUTO_CANCEL_REASON, gapCancellations, type OfferRefusal, offerRefusal } from './offer-rules.ts';

export type NewBookingRequest = z.output<typeof newBookingRequest>;

/**
 * The answers of user-booking/new-booking (doc 2 §4, §8). A slot that went (full), closed, or is no longer offered
 * answers status BOOKING_NA with 'Not Available' (the client shows it under the 'Not Available' title); a full meeting
 * that an administrator adds a candidate to answers 'Not Allowed' with 'Max. Allowed spots already booked'; the other
 * refusals say what is wrong.
 */
export const BOOK_MSG = {
  notAvailable: 'Not Available',
  alreadyBooked: 'Not Allowed - The candidate already has a booking for this step',
  notPending: 'Not Allowed - This booking is no longer pending',
  wrongStep: 'Not Allowed - This appointment is not for the step being booked',
  gap: (days: number) => `Not Allowed - The minimum gap between bookings is ${days} day(s): please choose a later appointment`,
} as const;

export const BOOKING_NA = 'BOOKING_NA';

const notAvailable = () => errors.refused('booking.not_available', BOOK_MSG.notAvailable, BOOKING_NA);

/**
 * A full meeting: to a candidate the slot went ('Not Available'); an administrator adding a candidate is told why
 * (doc 2 §8: 'Not Allowed' with 'Max. Allowed spots already booked').
 */
const full = (asAdmin: boolean) => (asAdmin ? errors.refused('booking.not_allowed', MSG.maxSpotsBooked, MSG.maxSpotsBookedTitle) : notAvailable());

/** The refusals of the rules that mean "this slot is not there for you" (BOOKING_NA); wrong-step and gap say why. */
/** Interviews one booking may cancel under the gap rule (a candidate normally holds one). */
const MAX_GAP_CANCELLATIONS = 10;

export function refusalError(reason: OfferRefusal, gapDays: number, asAdmin = false) {
  if (reason === 'wrong-step') return errors.refused('booking.wrong_step', BOOK_MSG.wrongStep);
  if (reason === 'gap') return errors.refused('booking.gap', BOOK_MSG.gap(gapDays));
  if (reason === 'full') return full(asAdmin);
  return notAvailable();
}

function seatError(reason: BookSeatRefusal, asAdmin = false) {
  if (reason === 'already-booked') return errors.refused('booking.already_booked', BOOK_MSG.alreadyBooked);
  if (reason === 'not-pending') return errors.refused('booking.not_pending', BOOK_MSG.notPending);
  if (reason === 'full') return full(asAdmin);
  return notAvailable();
}

export type BookingBookDeps = DataDeps;

const fromStatuses = (existing: NewBookingRequest['existingStatus']): BookableFrom[] =>
  existing === 'MISSED~INCOMPLETE' ? ['MISSED', 'INCOMPLETE'] : ['PENDING'];

/**
 * user-booking/new-booking: a candidate books their own pending booking (encryptedStepId) into a meeting, or an
 * administrator books a candidate (encryptedCandidateId, or email + uniqueId; existingStatus PENDING or
 * MISSED~INCOMPLETE) into it. The rules of offer-rules.ts decide first — the same call the empty-spots search makes,
 * administrators passing the candidate-facing visibility rules (hidden, not yet visible, frozen) — then the seat
 * transaction (booking-store-seats.ts) decides capacity and uniqueness by its conditions, with the gap rule's automatic
 * cancellation of the interview, the audit row (on the candidate's log) and the domain events (booking.confirmed;
 * booking.cancelled AUTOMATIC for an interview the gap rule cancelled) inside it: the relay hands the events to the
 * bus (domain-events/event-relay.ts), so a process that dies after the commit still sends the confirmation.
 */
export function createBookingBookService(deps: BookingBookDeps) {
  const { db } = deps;
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);
  const users = createUserStore(db);

  /** The booking an administrator books: named by id, or the candidate's booking in the meeting's project in a bookable status. */
  async function adminBooking(organisationId: string, req: NewBookingRequest, meeting: Meeting, from: BookableFrom[]): Promise<Booking> {
    const candidateId = req.encryptedCandidateId ?? (await candidateByEmail(organisationId, req.email, req.uniqueId));
    if (req.encryptedStepId) {
      const named = await bookings.bookingOf(organisationId, req.encryptedStepId);
      if (!named || (candidateId && named.candidateId !== candidateId)) throw errors.notFound('Booking');
      return named;
    }
    if (!candidateId) throw errors.validation(MSG.validationFailed, { encryptedCandidateId: 'Please select a candidate' });
    const access = await users.accessOf(organisationId, candidateId);
    if (!access || access.userType !== 'CANDIDATE') throw errors.notFound('{Candidate}');
    const data = await bookings.bookingsOfCandidate(organisationId, candidateId, meeting.projectId);
    const booking = from.map((status) => data.find((b) => b.status === status)).find((b) => b !== undefined);
    if (!booking) {
      if (data.some((b) => b.status === 'CONFIRMED' || b.status === 'COMPLETE')) throw seatError('already-booked');
      throw errors.refused('booking.not_pending', BOOK_MSG.notPending);
    }
    return booking;
  }

  /** An existing candidate of the organisation by e-mail, with the unique id the organisation gave them (when asked). */
  async function candidateByEmail(organisationId: string, email?: string, uniqueId?: string): Promise<string | undefined> {
    if (!email) return undefined;
    const user = await users.personByUsername(email.trim().toLowerCase());
    const access = user ? await users.accessOf(organisationId, user.userId) : null;
    if (!user || !access || access.userType !== 'CANDIDATE') throw errors.notFound('{Candidate}');
    if (uniqueId && (access.uniqueId ?? '').trim().toLowerCase() !== uniqueId.trim().toLowerCase()) throw errors.notFound('{Candidate}');
    return user.userId;
  }

  return {
    async book(actor: Actor, req: NewBookingRequest): Promise<{ status: 'SUCCESS'; message: string }> {
      const organisationId = actor.organisationId;
      const asAdmin = isAnyAdmin(actor);
      const meeting = await meetings.meetingOf(organisationId, req.encryptedMeetingId);
      if (!meeting) throw errors.notFound('{Meeting}');

      const from = asAdmin ? fromStatuses(req.existingStatus) : (['PENDING'] as BookableFrom[]);
      let booking: Booking;
      if (asAdmin) booking = await adminBooking(organisationId, req, meeting, from);
      else {
        // A candidate books only their own step, named by its id; naming a candidate is an administrator's call.
        if (req.encryptedCandidateId || req.email) throw errors.forbidden();
        if (!req.encryptedStepId) throw errors.validation(MSG.validationFailed, { encryptedStepId: 'Please select the booking step' });
        const own = await bookings.bookingOf(organisationId, req.encryptedStepId);
        if (!own || own.candidateId !== actor.userId) throw errors.notFound('Booking');
        booking = own;
      }
      if (!(from as string[]).includes(booking.status)) throw seatError('not-pending');

      const now = deps.clock.now();
      const { project, otherBookings } = await readOfferContext(db, booking);
      if (!project) throw errors.notFound('Project');
      const context = { meeting, project, booking, otherBookings, now, asAdmin };
      const refusal = offerRefusal(context);
      if (refusal) throw refusalError(refusal, project.meetingPeriodGap ?? 0, asAdmin);
      const toCancel = gapCancellations(context);
      // Each cancelled interview adds its seat, guard, booking and counters to the one transaction (at most 100 items):
      // more than a write can hold is refused as the gap rule, never half done.
      if (toCancel.length > MAX_GAP_CANCELLATIONS) throw refusalError('gap', project.meetingPeriodGap ?? 0);

      const when = formatDisplayDateTime(new Date(meeting.start), meeting.timeZone, { zoneCode: true });
      const logMsg = [
        `Booking CONFIRMED: ${meeting.stepType} on ${when} (booking ${booking.bookingId}, meeting ${meeting.meetingId}, candidate ${booking.candidateId})`,
        ...toCancel.map((c) => `; interview booking ${c.bookingId} CANCELLED: ${GAP_AUTO_CANCEL_REASON}`),
      ].join('');
      const audit = auditEntry(deps, actor, { refType: 'User', refId: booking.candidateId, organisationId }, logMsg);
      const occurredAt = now.toISOString();
      const fieldsOf = bookingEventFields(organisationId, actor.userId, occurredAt);
      const gapEvents = await gapCancellationEvents(deps, actor, toCancel, fieldsOf);
      const result = await bookings.bookSeatWrite({
        organisationId,
        bookingId: booking.bookingId,
        meetingId: meeting.meetingId,
        existingStatus: from,
        now: occurredAt,
        statusBy: actor.userId,
        autoCancel: toCancel.length ? { bookingIds: toCancel.map((c) => c.bookingId), reason: GAP_AUTO_CANCEL_REASON } : undefined,
        audit,
        events: (booked) => [
          { eventId: deps.ids.next(), type: 'booking.confirmed', detail: fieldsOf(booked.before, booked.meeting) },
          ...gapEvents(booked.autoCancelled),
        ],
      });
      if (!result.ok) throw seatError(result.reason, asAdmin);
      return { status: 'SUCCESS', message: booking.bookingId };
    },
  };
}
