import type { Db } from '../db.ts';
import { batchGetInOrder } from '../lists/index-page.ts';
import type { Booking } from './booking-entity.ts';
import { bookingListReads } from './booking-store-lists.ts';
import { bookingMoveSeatWrites } from './booking-store-move-seat.ts';
import { bookingSeatWrites } from './booking-store-seats.ts';
import { bookingStatusWrites } from './booking-store-status.ts';

/**
 * The booking reads and writes (DESIGN §3.4): the only code that touches the booking and booking guard entities.
 * A meeting save's transaction carries booking items built by bookingMoveWrites (booking-store-moves.ts).
 */
export function createBookingStore(db: Db) {
  return {
    /** A booking of the organisation, or null. */
    async bookingOf(organisationId: string, bookingId: string, opts: { consistent?: boolean } = {}): Promise<Booking | null> {
      return (await db.booking.get({ organisationId, bookingId }).go(opts)).data;
    },

    /** The organisation's bookings named, in the order named (missing ones left out). */
    bookingsOf(organisationId: string, bookingIds: readonly string[]): Promise<Booking[]> {
      return batchGetInOrder(
        db.booking,
        bookingIds.map((bookingId) => ({ organisationId, bookingId })),
        (b) => b.bookingId,
      );
    },

    /** A booking of any organisation, found by id alone (a grid admin's reach, a download link), or undefined. */
    async bookingById(bookingId: string): Promise<Booking | undefined> {
      return (await db.booking.query.byIdOnly({ bookingId }).go({ hydrate: true })).data[0];
    },

    /** A candidate's bookings in the organisation (gsi2), of one project when named. */
    async bookingsOfCandidate(organisationId: string, candidateId: string, projectId?: string): Promise<Booking[]> {
      // bounded: a candidate's bookings, one per project step they are in plus their cancelled ones
      const key = projectId ? { organisationId, candidateId, projectId } : { organisationId, candidateId };
      return (await db.booking.query.byCandidate(key).go({ pages: 'all' })).data;
    },

    /** A project's bookings of every status (gsi4), whole. */
    async bookingsOfProject(organisationId: string, projectId: string): Promise<Booking[]> {
      // bounded: a project's bookings, one per candidate and step plus the cancelled ones (the user list's project filter)
      return (await db.booking.query.byProject({ organisationId, projectId }).go({ pages: 'all' })).data;
    },

    /** A meeting's bookings (gsi1). */
    async bookingsOfMeeting(organisationId: string, meetingId: string): Promise<Booking[]> {
      // bounded: a meeting's bookings, at most its candidateMax confirmed plus the cancelled ones
      return (await db.booking.query.byMeeting({ organisationId, meetingKey: meetingId }).go({ pages: 'all' })).data;
    },

    /** The CONFIRMED bookings of a meeting. */
    async confirmedBookingsOfMeeting(organisationId: string, meetingId: string): Promise<Booking[]> {
      // bounded: a meeting's bookings, at most its candidateMax confirmed plus the cancelled ones
      const { data } = await db.booking.query.byMeeting({ organisationId, meetingKey: meetingId }).go({ pages: 'all' });
      return data.filter((b) => b.status === 'CONFIRMED');
    },

    /** The organisation's CONFIRMED bookings whose start (list time) lies in [from, to] (gsi3 byStatus), by start. */
    async confirmedBookingsStartingBetween(organisationId: string, from: string, to: string): Promise<Booking[]> {
      // bounded: the confirmed bookings of the meetings of one calendar range (at most candidateMax each)
      const { data } = await db.booking.query
        .byStatus({ organisationId, status: 'CONFIRMED' })
        .between({ listTime: from }, { listTime: to })
        .go({ pages: 'all' });
      return data as Booking[];
    },

    ...bookingListReads(db),
    ...bookingSeatWrites(db),
    ...bookingMoveSeatWrites(db),
    ...bookingStatusWrites(db),
  };
}
export type BookingStore = ReturnType<typeof createBookingStore>;
