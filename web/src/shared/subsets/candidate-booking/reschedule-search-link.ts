import type { CandidateBookingAnswer, PendingStep } from './candidate-booking-query.ts';

/** Where the candidate home sends a confirmed booking to be rescheduled, and how the search reads it back. */
export const RESCHEDULE_PARAM = 'reschedule';

export const rescheduleSearchPath = (encryptedBookingId: string) => `/meeting-search?${RESCHEDULE_PARAM}=${encodeURIComponent(encryptedBookingId)}`;

/**
 * The confirmed booking being rescheduled, as the slot search's step: its id names the step (the server offers the
 * other meetings of its step while it may move), any day and method. Undefined when the home's answer does not hold
 * it as a confirmed booking the server lets the candidate reschedule.
 */
export function rescheduleStep(data: CandidateBookingAnswer, encryptedBookingId: string | null): PendingStep | undefined {
  if (!encryptedBookingId) return undefined;
  const b = data.listNotPendingBookings.find((x) => x.encryptedId === encryptedBookingId) as Record<string, unknown> | undefined;
  if (!b || b.status !== 'CONFIRMED' || b.rescheduleAllowed !== true) return undefined;
  return {
    encryptedStepId: encryptedBookingId,
    stepTypeDisplay: typeof b.stepTypeDisplay === 'string' ? b.stepTypeDisplay : undefined,
    daysAvailable: [],
    deliveryMethod: 'BOTH',
  } as PendingStep;
}

/**
 * Moving an assessment may cancel the candidate's booked interview under the gap rule (doc 2 §4): the warning is asked
 * when the booking is an assessment and a confirmed interview is among the candidate's bookings.
 */
export function rescheduleMayCancelInterview(data: CandidateBookingAnswer, encryptedBookingId: string): boolean {
  const all = data.listNotPendingBookings as Record<string, unknown>[];
  const moving = all.find((x) => x.encryptedId === encryptedBookingId);
  return (
    moving?.stepType === 'ASSESSMENT' &&
    all.some((o) => o.encryptedId !== encryptedBookingId && o.stepType === 'INTERVIEW' && o.status === 'CONFIRMED')
  );
}
