import { AnswerStatusError, api, ApiError } from '../../lib/api/index.ts';

/** doc 2 §4, §8: the slot is no longer there (taken meanwhile, closed, or no longer offered). */
export const RESCHEDULE_NA = 'BOOKING_NA';

/** The reschedule's words, in the spec's tone (the booking call's 'Not Available' for a slot that went). */
export const RESCHEDULE_WORDS = {
  action: 'Reschedule',
  button: (step: string) => `Reschedule ${step} appointment`,
  confirmTitle: 'Reschedule Appointment',
  confirm: (when: string) => `Move the appointment to ${when}? The current appointment will be released.`,
  doneTitle: 'Appointment Rescheduled',
  done: 'An updated calendar invitation will be sent to the nominated email address with the new booking details.',
  searchLine: (step: string) => `Please choose the new time for your ${step} appointment`,
  notAvailableTitle: 'Not Available',
  notAvailable: 'This appointment is no longer available. Please choose another.',
} as const;

/**
 * POST user-booking/reschedule-booking: the confirmed booking moves to the meeting in one step. Answers SUCCESS,
 * BOOKING_NA ('Not Available', however the server carries it) or another status with its message; any other failure
 * goes to the shell's global rules, which say it: then undefined (an abort is rethrown).
 */
export async function rescheduleBooking(
  encryptedBookingId: string,
  encryptedMeetingId: string,
): Promise<{ status: string; message?: string } | undefined> {
  try {
    return await api.call('user-booking.reschedule-booking', {
      body: { encryptedBookingId, encryptedMeetingId },
      acceptAnyStatus: true,
      errors: 'caller',
    });
  } catch (e) {
    if (e instanceof ApiError && e.answerStatus === RESCHEDULE_NA) return { status: RESCHEDULE_NA, message: e.message };
    if (e instanceof ApiError && e.httpStatus === 422) return { status: e.answerStatus ?? 'ERROR', message: e.message };
    if (!(e instanceof ApiError || e instanceof AnswerStatusError)) throw e;
    api.report(e);
    return undefined;
  }
}
