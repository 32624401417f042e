import type { waitlistConfirmHoldRequest, waitlistJoinRequest, waitlistRemoveRequest } from '@scheduler/contracts/schemas/booking-flow';
import { emptySpotsSearch } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import { type Actor, isAnyAdmin } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { BOOK_MSG, BOOKING_NA } from '../booking/booking-book.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { readOfferContext } from '../booking/offer-context.ts';
import { offeredMeetings } from '../booking/offer-search.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { WAITLIST_MSG } from './waitlist-messages.ts';
import { createWaitlistSeats } from './waitlist-seats.ts';
import { createWaitlistStore } from './waitlist-store.ts';

type Answer = { status: 'SUCCESS'; message: string };
const MAX_ATTEMPTS = 25;

/**
 * user-booking/waitlist-join, waitlist-remove and waitlist-confirm-hold (issue 22).
 * - join: the candidate's own PENDING step, only where the organisation has the waitlist on and the rule engine
 *   offers nothing for the step now (the empty-spots search's own read, offer-search.ts offeredMeetings); joining
 *   again keeps the first place.
 * - remove: the candidate their own step, an administrator anyone of their organisation; a held seat is released in
 *   the same transaction and passed on (waitlist-seats.ts leave).
 * - confirm: the hold's candidate, before it ends: one transaction makes the held seat their confirmed booking
 *   (waitlist-writes.ts confirmWrite), with booking.confirmed so the usual confirmation and invitation go out.
 */
export function createWaitlistService(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const store = createWaitlistStore(db);
  const seats = createWaitlistSeats(deps);
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);
  const organisations = createOrganisationStore(db);

  async function waitlistOption(organisationId: string) {
    const options = settingsOf((await organisations.organisationOf(organisationId))?.config).bookingOptions;
    if (!options.waitlist) throw errors.refused('booking.not_allowed', WAITLIST_MSG.off, 'Not Allowed');
    return options;
  }

  return {
    async join(actor: Actor, req: z.output<typeof waitlistJoinRequest>): Promise<Answer> {
      const organisationId = actor.organisationId;
      const booking = await bookings.bookingOf(organisationId, req.encryptedStepId);
      if (!booking || booking.candidateId !== actor.userId) throw errors.notFound('Booking');
      await waitlistOption(organisationId);
      if (booking.status !== 'PENDING') throw errors.refused('booking.not_pending', BOOK_MSG.notPending);
      if (await store.entryOf(organisationId, booking.bookingId)) return { status: 'SUCCESS', message: WAITLIST_MSG.joined };
      const { project, otherBookings } = await readOfferContext(db, booking);
      if (!project) throw errors.notFound('Project');
      const now = clock.now();
      const search = emptySpotsSearch.parse({ encryptedStepId: booking.bookingId });
      const offered = await offeredMeetings(deps, { booking, project, otherBookings, now }, search);
      if (offered.length) throw errors.refused('booking.not_allowed', WAITLIST_MSG.seatsFree, 'Not Allowed');
      const at = now.toISOString();
      const narrowing = [req.fromDate && `from ${req.fromDate}`, req.toDate && `to ${req.toDate}`, req.deliveryMethod].filter(Boolean).join(' ');
      const outcome = await store.joinWrite(
        {
          organisationId,
          bookingId: booking.bookingId,
          candidateId: booking.candidateId,
          projectId: booking.projectId,
          stepType: booking.stepType,
          state: 'WAITING',
          joinedAt: at,
          queuedAt: at,
          ...(req.fromDate ? { fromDate: req.fromDate } : {}),
          ...(req.toDate ? { toDate: req.toDate } : {}),
          deliveryMethod: req.deliveryMethod ?? 'BOTH',
          updatedAt: at,
        },
        auditEntry(
          deps,
          actor,
          { refType: 'User', refId: booking.candidateId, organisationId },
          `Waitlist JOINED: ${booking.stepType} (booking ${booking.bookingId})${narrowing ? `, ${narrowing}` : ''}`,
        ),
      );
      if (!outcome.ok && !outcome.conflict && outcome.failedAt.includes(1)) throw errors.refused('booking.not_pending', BOOK_MSG.notPending);
      // A conflict or an entry already there (a second click): the candidate is on the list, at their first place.
      if (!outcome.ok && outcome.conflict && !(await store.entryOf(organisationId, booking.bookingId, { consistent: true }))) {
        throw new Error('waitlist join: the step stayed contended');
      }
      return { status: 'SUCCESS', message: WAITLIST_MSG.joined };
    },

    async remove(actor: Actor, req: z.output<typeof waitlistRemoveRequest>): Promise<Answer> {
      const entry = await store.entryOf(actor.organisationId, req.encryptedStepId, { consistent: true });
      if (!entry || (!isAnyAdmin(actor) && entry.candidateId !== actor.userId)) throw errors.notFound(WAITLIST_MSG.notOnList);
      if (!(await seats.leave(entry, actor, req.reason))) throw errors.notFound(WAITLIST_MSG.notOnList);
      return { status: 'SUCCESS', message: WAITLIST_MSG.left };
    },

    async confirmHold(actor: Actor, req: z.output<typeof waitlistConfirmHoldRequest>): Promise<Answer> {
      const organisationId = actor.organisationId;
      const ended = () => errors.refused('booking.not_available', WAITLIST_MSG.holdEnded, BOOKING_NA);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const hold = await store.holdOf(organisationId, req.encryptedHoldId, { consistent: true });
        // A hold released (ended, left, passed on) is gone: its link answers that the seat went.
        if (!hold) throw ended();
        if (hold.candidateId !== actor.userId) throw errors.notFound(WAITLIST_MSG.hold);
        const now = clock.now().toISOString();
        if (hold.holdUntil <= now) throw ended();
        const [entry, booking, meeting] = await Promise.all([
          store.entryOf(organisationId, hold.bookingId, { consistent: true }),
          bookings.bookingOf(organisationId, hold.bookingId, { consistent: true }),
          meetings.meetingOf(organisationId, hold.meetingId, { consistent: true }),
        ]);
        if (!entry || entry.holdId !== hold.holdId || !meeting || !meeting.active || meeting.archived) throw ended();
        if (!booking || booking.status !== 'PENDING') throw errors.refused('booking.not_pending', BOOK_MSG.notPending);
        const when = formatDisplayDateTime(new Date(meeting.start), meeting.timeZone, { zoneCode: true });
        const outcome = await store.confirmWrite({
          hold,
          entry,
          booking,
          meeting,
          now,
          statusBy: actor.userId,
          audit: auditEntry(
            deps,
            actor,
            { refType: 'User', refId: booking.candidateId, organisationId },
            `Waitlist hold CONFIRMED - Booking CONFIRMED: ${meeting.stepType} on ${when} (booking ${booking.bookingId}, meeting ${meeting.meetingId}, hold ${hold.holdId})`,
          ),
          event: {
            eventId: ids.next(),
            type: 'booking.confirmed',
            detail: {
              organisationId,
              actorUserId: actor.userId,
              occurredAt: now,
              bookingId: booking.bookingId,
              meetingId: meeting.meetingId,
              projectId: booking.projectId,
              candidateId: booking.candidateId,
              ...(meeting.assessorId ? { assessorId: meeting.assessorId } : {}),
              startsAt: meeting.start,
              timeZone: meeting.timeZone,
              delivery: meeting.deliveryMethod,
            },
          },
        });
        if (outcome.ok) return { status: 'SUCCESS', message: WAITLIST_MSG.confirmed };
        if (!outcome.conflict && outcome.failedAt.includes(1)) throw errors.refused('booking.already_booked', BOOK_MSG.alreadyBooked);
        if (!outcome.conflict && outcome.failedAt.includes(3)) throw ended();
      }
      throw new Error('waitlist confirm: the hold stayed contended after every retry');
    },
  };
}
