import type { StepType } from '@scheduler/contracts/roles';
import { addHours } from '../time/time-arithmetic.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { addCalendarDays, type ApiDate, parseApiDate } from '../time/zoned-date-time.ts';
import type { Booking } from './booking-entity.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import type { Project } from '../project/project-entity.ts';

/**
 * THE rule engine for offering and booking (doc 2 §4, issue 11 item 1): the empty-spots search (offer-search.ts)
 * offers a meeting exactly when `offerRefusal` answers undefined, and the booking call (booking-book.ts) accepts a
 * booking on the same answer. Pure: no I/O, `now` given. Capacity and uniqueness are still decided by the seat
 * transaction's conditions (booking-store-seats.ts); `full` here only keeps a full meeting out of the offer.
 *
 * Rules, in the order they are checked (the first that fails is the answer):
 * - `closed`: the meeting is archived or inactive, or its project is not ACTIVE.
 * - `hidden`: the meeting's `show` is false. The stored flag always means "visible to candidates"; an organisation
 *   that "reverses" it (showMeetingUnavailableFlag) only changes who may set it (meeting-draft.ts), not its meaning.
 * - `wrong-step`: the pending booking's project (and so its step) is not the meeting's.
 * - `past`: the meeting has started (start <= now).
 * - `outside-window`: the meeting's start date (in the MEETING's zone) is before the project's start date or after
 *   its end date (the same dates the meeting form checks, meeting-rules.ts startWindowErrors).
 * - `not-visible-yet`: the start date is more than `meetingPeriodVisible` days after today (both in the meeting's
 *   zone; 0 = today only; absent = no limit).
 * - `frozen`: now is inside the meeting's cancellation freeze (freezePeriodCancel hours before the start, else the
 *   project's onsite/remote freeze): a booking taken there could not be cancelled by the candidate.
 * - `full`: candidatesConfirmed >= candidateMax.
 * - `gap`: booking an INTERVIEW whose start date is fewer than `meetingPeriodGap` days (the booked project's, in the
 *   meeting's zone) after the candidate's CONFIRMED or COMPLETE ASSESSMENT. The interview is the step that waits
 *   for the assessment, so the interview booking is refused.
 * The other direction does not refuse: booking an ASSESSMENT whose start date leaves fewer than `meetingPeriodGap`
 * days before the candidate's CONFIRMED INTERVIEW is allowed, and that interview booking is cancelled in the same
 * transaction with GAP_AUTO_CANCEL_REASON (doc 2 §4); `gapCancellations` names those interview bookings.
 * Administrators (`asAdmin`) book past `hidden`, `not-visible-yet` and `frozen` (they place candidates on purpose,
 * e.g. in a meeting not shown to candidates or at short notice); every other rule binds them too.
 */

export const OFFER_REFUSALS = ['closed', 'hidden', 'wrong-step', 'past', 'outside-window', 'not-visible-yet', 'frozen', 'full', 'gap'] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];

/** doc 2 §4: the reason written on an interview booking cancelled by the gap rule. */
export const GAP_AUTO_CANCEL_REASON = 'Auto Cancelled due to Gap between Bookings is less than allowed';

export type OfferMeeting = Pick<
  Meeting,
  | 'meetingId'
  | 'projectId'
  | 'stepType'
  | 'start'
  | 'timeZone'
  | 'deliveryMethod'
  | 'active'
  | 'show'
  | 'archived'
  | 'candidateMax'
  | 'candidatesConfirmed'
  | 'freezePeriodCancel'
>;
export type OfferProject = Pick<
  Project,
  'projectId' | 'status' | 'start' | 'end' | 'meetingPeriodVisible' | 'meetingPeriodGap' | 'freezePeriodOnsite' | 'freezePeriodRemote'
>;
/** The booking being booked: the candidate's pending (or missed/incomplete) step. */
export type OfferBooking = { projectId: string; stepType: StepType };
/** The candidate's other bookings (any status; only CONFIRMED/COMPLETE of the other step matter). */
export type OtherBooking = Pick<Booking, 'bookingId' | 'stepType' | 'status'> & { start?: string; meetingId?: string };

export interface OfferContext {
  meeting: OfferMeeting;
  /** The meeting's (= the booking's) project. */
  project: OfferProject;
  booking: OfferBooking;
  otherBookings: readonly OtherBooking[];
  now: Date;
  /** An administrator booking a candidate: passes `hidden`, `not-visible-yet` and `frozen`. */
  asAdmin?: boolean;
}

/** Whole calendar days from `a` to `b` (API dates). */
const daysFrom = (a: ApiDate, b: ApiDate) => {
  const d = (x: ApiDate) => {
    const { year, month, day } = parseApiDate(x);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((d(b) - d(a)) / 86_400_000);
};

const gapDays = (project: OfferProject) => (project.meetingPeriodGap && project.meetingPeriodGap > 0 ? project.meetingPeriodGap : 0);

/** Whether an assessment starting `assessmentStart` and an interview starting `interviewStart` are far enough apart. */
function gapKept(assessmentStart: string, interviewStart: string, days: number, zone: string): boolean {
  if (days <= 0) return true;
  return daysFrom(formatApiDate(new Date(assessmentStart), zone), formatApiDate(new Date(interviewStart), zone)) >= days;
}

/**
 * Why the booking may not go into the meeting, or undefined when it may (bookable, and so offered).
 * Signature (stable; the candidate home imports it): `offerRefusal(context: OfferContext): OfferRefusal | undefined`.
 */
export function offerRefusal(c: OfferContext): OfferRefusal | undefined {
  const { meeting: m, project: p, booking: b, now } = c;
  if (m.archived || !m.active || p.status !== 'ACTIVE') return 'closed';
  if (!m.show && !c.asAdmin) return 'hidden';
  if (b.projectId !== m.projectId || p.projectId !== m.projectId || b.stepType !== m.stepType) return 'wrong-step';
  const start = new Date(m.start);
  if (start <= now) return 'past';
  const zone = m.timeZone;
  const startDate = formatApiDate(start, zone);
  if (startDate < formatApiDate(new Date(p.start), zone) || startDate > formatApiDate(new Date(p.end), zone)) return 'outside-window';
  if (!c.asAdmin && p.meetingPeriodVisible !== undefined && p.meetingPeriodVisible !== null) {
    if (startDate > addCalendarDays(formatApiDate(now, zone), Math.max(0, Math.floor(p.meetingPeriodVisible)))) return 'not-visible-yet';
  }
  if (!c.asAdmin) {
    const freeze = m.freezePeriodCancel ?? (m.deliveryMethod === 'REMOTE' ? p.freezePeriodRemote : p.freezePeriodOnsite) ?? 0;
    if (freeze > 0 && now >= addHours(start, -freeze)) return 'frozen';
  }
  if (m.candidatesConfirmed >= m.candidateMax) return 'full';
  if (m.stepType === 'INTERVIEW') {
    const days = gapDays(p);
    const tooClose = c.otherBookings.some(
      (o) =>
        o.stepType === 'ASSESSMENT' && (o.status === 'CONFIRMED' || o.status === 'COMPLETE') && o.start && !gapKept(o.start, m.start, days, zone),
    );
    if (tooClose) return 'gap';
  }
  return undefined;
}

/**
 * The candidate's CONFIRMED interview bookings that booking this ASSESSMENT meeting cancels automatically
 * (GAP_AUTO_CANCEL_REASON), in the same transaction as the seat (booking-store-seats.ts). Empty for any other step.
 */
export function gapCancellations(c: Pick<OfferContext, 'meeting' | 'project' | 'otherBookings'>): OtherBooking[] {
  if (c.meeting.stepType !== 'ASSESSMENT') return [];
  const days = gapDays(c.project);
  return c.otherBookings.filter(
    (o) => o.stepType === 'INTERVIEW' && o.status === 'CONFIRMED' && o.start && !gapKept(c.meeting.start, o.start, days, c.meeting.timeZone),
  );
}

/**
 * The dates (yyyy-MM-dd in each MEETING's zone), ascending and distinct, on which at least one of `meetings` is
 * offered for the booking. Signature (stable; the candidate home's daysAvailable imports it):
 * `offeredDays(meetings: readonly OfferMeeting[], context: Omit<OfferContext, 'meeting'>): string[]`.
 */
export function offeredDays(meetings: readonly OfferMeeting[], context: Omit<OfferContext, 'meeting'>): string[] {
  const days = new Set<string>();
  for (const meeting of meetings) {
    if (offerRefusal({ ...context, meeting }) === undefined) days.add(formatApiDate(new Date(meeting.start), meeting.timeZone));
  }
  return [...days].sort();
}
