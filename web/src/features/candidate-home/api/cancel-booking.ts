import { api } from '../../../shared/lib/api/index.ts';
import type { BookingView } from '../lib/booking-view.ts';

/** POST user-booking/update-status: the candidate cancels a confirmed booking with a reason (doc 2 §4). */
export function cancelBooking(b: BookingView, reason: string) {
  return api.call('user-booking.update-status', {
    body: {
      encryptedId: b.id,
      ...(b.meetingId ? { encryptedMeetingId: b.meetingId } : {}),
      ...(b.candidateId ? { encryptedCandidateId: b.candidateId } : {}),
      status: 'CANCELLED',
      existingStatus: 'CONFIRMED',
      statusReason: reason,
    },
    acceptAnyStatus: true,
  });
}
