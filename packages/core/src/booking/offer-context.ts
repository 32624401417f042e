import type { Db } from '../db.ts';
import type { Project } from '../project/project-entity.ts';
import { createProjectStore } from '../project/project-store.ts';
import type { Booking } from './booking-entity.ts';
import { createBookingStore } from './booking-store.ts';
import type { OtherBooking } from './offer-rules.ts';

/**
 * What offerRefusal needs besides the meeting, read for one booking: its project (in the booking's organisation) and
 * the candidate's other bookings (gsi2 byCandidate: a candidate's bookings are few). The empty-spots search and the
 * booking call read it the same way, so they decide on the same data.
 */
export async function readOfferContext(
  db: Db,
  booking: Pick<Booking, 'organisationId' | 'bookingId' | 'candidateId' | 'projectId'>,
): Promise<{ project: Project | null; otherBookings: OtherBooking[] }> {
  const { organisationId, candidateId } = booking;
  const [project, mine] = await Promise.all([
    createProjectStore(db).projectOf(organisationId, booking.projectId),
    createBookingStore(db).bookingsOfCandidate(organisationId, candidateId),
  ]);
  return {
    project,
    otherBookings: mine
      .filter((b) => b.bookingId !== booking.bookingId)
      .map((b) => ({ bookingId: b.bookingId, stepType: b.stepType, status: b.status, start: b.start, meetingId: b.meetingId })),
  };
}
