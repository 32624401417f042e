import type { CandidateBooking, CandidateBookingAnswer, PendingStep } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';
import type { JoinTiming } from './join-window.ts';

/** A non-pending booking as its card reads it (doc 2 §3 Booking); the answer's loose fields read in one place. */
export interface BookingView {
  id: string;
  meetingId?: string;
  candidateId?: string;
  status: string;
  stepType?: string;
  stepTypeDisplay: string;
  projectName?: string;
  assessorName?: string;
  start?: string;
  end?: string;
  timezoneCode?: string;
  encryptedTimezoneId?: string;
  deliveryMethod?: string;
  deliveryMethodDisplay?: string;
  address?: string;
  link?: string;
  linkAvailable: boolean;
  joinMinBefore: number;
  cancelAllowed: boolean;
  /** Issue 22: the server lets the candidate move it to another slot of its step now. */
  rescheduleAllowed: boolean;
  cancelNAMessage?: string;
  statusReason?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** 'City, STATE 2000' from an addressDTO (doc 2 §2: address is city, state, post code). */
function addressOf(b: Record<string, unknown>): string | undefined {
  const shown = text(b.displayAddress);
  if (shown) return shown;
  const a = b.addressDTO;
  if (!a || typeof a !== 'object') return undefined;
  const { city, state, postCode } = a as Record<string, unknown>;
  const tail = [text(state), postCode === undefined || postCode === null ? undefined : String(postCode)].filter(Boolean).join(' ');
  return [text(city), tail].filter(Boolean).join(', ') || undefined;
}

export function bookingView(b: CandidateBooking): BookingView {
  const r = b as Record<string, unknown>;
  return {
    id: text(r.encryptedId) ?? '',
    meetingId: text(r.encryptedMeetingId),
    candidateId: text(r.encryptedCandidateId),
    status: text(r.status) ?? '',
    stepType: text(r.stepType),
    stepTypeDisplay: text(r.stepTypeDisplay) ?? text(r.stepType) ?? '',
    projectName: text(r.projectName),
    assessorName: text(r.assessorInvigilatorName) ?? text(r.assessorName),
    start: text(r.start),
    end: text(r.end),
    timezoneCode: text(r.timezoneCode),
    encryptedTimezoneId: text(r.encryptedTimezoneId),
    deliveryMethod: text(r.deliveryMethod),
    deliveryMethodDisplay: text(r.deliveryMethodDisplay) ?? text(r.deliveryMethod),
    address: addressOf(r),
    link: text(r.candidateBookingLink),
    linkAvailable: r.candidateBookingLinkAvailable === true,
    joinMinBefore: num(r.joinMinBefore) ?? 0,
    cancelAllowed: r.cancelAllowed === true,
    rescheduleAllowed: r.rescheduleAllowed === true,
    cancelNAMessage: text(r.cancelNAMessage),
    statusReason: text(r.statusReason),
  };
}

const ms = (v: string | undefined) => (v ? Date.parse(v) : Number.NaN);

/** The card's timing, when it has a start (a confirmed booking always has). */
export function timingOf(b: BookingView): JoinTiming | undefined {
  const start = ms(b.start);
  if (!Number.isFinite(start)) return undefined;
  const end = ms(b.end);
  return { start, end: Number.isFinite(end) ? end : start, joinMinBefore: b.joinMinBefore, joinable: b.deliveryMethod !== 'ONSITE' };
}

/**
 * The booking cards in order of relevance (doc 2 §2 keeps them before the steps to book): confirmed appointments not
 * yet over (one running now first, then the soonest to come), then the rest (finished, completed, missed, cancelled)
 * the most recent first. A booking without a start goes last.
 */
export function byRelevance(bookings: readonly BookingView[], now: number): BookingView[] {
  const ahead = (b: BookingView) => {
    const t = timingOf(b);
    return b.status === 'CONFIRMED' && !!t && now < t.end;
  };
  const start = (b: BookingView) => timingOf(b)?.start ?? Number.NEGATIVE_INFINITY;
  return [...bookings].sort((a, b) => {
    if (ahead(a) !== ahead(b)) return ahead(a) ? -1 : 1;
    return ahead(a) ? start(a) - start(b) : start(b) - start(a);
  });
}

/** A confirmed booking whose appointment is over shows as finished, on a plain card (doc 2 §2). */
export function isFinished(b: BookingView, now: number): boolean {
  const t = timingOf(b);
  return b.status === 'CONFIRMED' && !!t && now >= t.end;
}

/** The cancel button: a confirmed appointment still to come that the server lets the candidate cancel. */
export const canCancel = (b: BookingView, now: number): boolean => b.status === 'CONFIRMED' && b.cancelAllowed && !isFinished(b, now);

/** The reschedule button (issue 22): a confirmed appointment still to come that the server lets the candidate move. */
export const canReschedule = (b: BookingView, now: number): boolean => b.status === 'CONFIRMED' && b.rescheduleAllowed && !isFinished(b, now);

/**
 * Cancelling an assessment cancels the candidate's booked interview too (doc 2 §4): the warning is asked when the
 * booking is an assessment and a confirmed interview is among the candidate's bookings.
 */
export const cancelsInterview = (b: BookingView, all: readonly BookingView[]): boolean =>
  b.stepType === 'ASSESSMENT' && all.some((o) => o.id !== b.id && o.stepType === 'INTERVIEW' && o.status === 'CONFIRMED');

const hasDays = (p: PendingStep) => (p.daysAvailable?.length ?? 0) > 0;

/**
 * The step the home opens the meeting search for at once (doc 2 §2): no non-pending booking and exactly one
 * pending step, with days available. Undefined otherwise (the cards show).
 */
export function directJumpStep(data: CandidateBookingAnswer): PendingStep | undefined {
  if (data.projectCount === 0 || data.listNotPendingBookings.length > 0 || data.listPendingBookings.length !== 1) return undefined;
  const only = data.listPendingBookings[0]!;
  return hasDays(only) && only.encryptedStepId ? only : undefined;
}

export { hasDays };
