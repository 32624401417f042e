import type { Db } from '../db.ts';
import type { Booking } from './booking-entity.ts';
import type { Project } from '../project/project-entity.ts';
import type { OtherBooking } from './offer-rules.ts';

/**
 * What offerRefusal needs besides the meeting, read for one booking: its project (in the booking's organisation) and
 * the candidate's other bookings (gsi2 byCandidate: a candidate's bookings are few). The empty-spots search and the
 * booking call read it the same way, so they decide on the same data.
 */
export async function readOfferContext(
  db: Pick<Db, 'project' | 'booking'>,
  booking: Pick<Booking, 'organisationId' | 'bookingId' | 'candidateId' | 'projectId'>,
): Promise<{ project: Project | null; otherBookings: OtherBooking[] }> {
  const { organisationId, candidateId } = booking;
  const [{ data: project }, { data: mine }] = await Promise.all([
    db.project.get({ organisationId, projectId: booking.projectId }).go(),
    db.booking.query.byCandidate({ organisationId, candidateId }).go({ pages: 'all' }),
  ]);
  return {
    project,
    otherBookings: mine
      .filter((b) => b.bookingId !== booking.bookingId)
      .map((b) => ({ bookingId: b.bookingId, stepType: b.stepType, status: b.status, start: b.start })),
  };
}
