import { bookingStatusPalette, bookingStatusText } from '../../../shared/subsets/booking/booking-status.ts';

/** The candidate home's words (doc 2 §2 Candidate home); the spec's quoted where it has them. */
export const HOME_MSG = {
  title: 'Your Appointments',
  noDays: 'No appointments available, please try again later',
  bookNext: 'Please book your next appointment',
  bookNow: 'BOOK APPOINTMENT NOW',
  /** Shown when cancelInterviewAuto (the spec says what it says, not its words). */
  autoCancelNote: 'Please note: cancelling your first appointment will automatically cancel your booked final appointment.',
  /** No booking and no step to book (the spec is silent). */
  nothing: 'You have no appointments.',
  cancelTitle: 'Cancel Appointment',
  cancelLabel: 'Reason for cancellation',
  /** doc 2 §4: cancelling an assessment auto-cancels the booked interview, after the candidate confirms this warning. */
  interviewWarning: (interview: string, assessment: string) =>
    `Your booked ${interview} appointment will be cancelled automatically when this ${assessment} appointment is cancelled. Do you wish to continue?`,
  cancelledTitle: 'Appointment Cancelled',
  cancelled: 'Your appointment has been cancelled.',
  finished: 'Finished',
  joinLink: 'Join Link',
  joinLater: (minutes: number) =>
    minutes > 0 ? `The join link will show here ${minutes} minutes before the start.` : 'The join link will show here at the start.',
} as const;

/** Booking status chips (doc 1 §4 status colours), the shared words and colours of a booking status; 'Finished' plain. */
export function statusChip(status: string, finished: boolean): { text: string; palette: string } {
  if (finished) return { text: HOME_MSG.finished, palette: 'gray' };
  return { text: bookingStatusText(status), palette: bookingStatusPalette(status) };
}
