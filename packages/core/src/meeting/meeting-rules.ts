import type { StepType } from '@scheduler/contracts/roles';
import { addHours } from '../time/time-arithmetic.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { addCalendarDays, zonedDateTimeToUtc } from '../time/zoned-date-time.ts';
import type { Slot } from '../resource/resource-store-holds.ts';
import { MEETING_MSG } from './meeting-messages.ts';

/**
 * The meeting form's rules (doc 2 §5 "Meeting form", §4, §6) as plain functions: one rule serves the page's save,
 * the calendar drag (rescheduleMeeting) and the edit check. Instants are UTC; wall times are read in the meeting's
 * IANA zone through the time module, so DST days keep real durations (a 2-hour meeting is 2 real hours).
 */

/** Internal meetings: duration entered, 1 to 10 hours on the project meeting form (doc 2 §5, §9). */
export const INTERNAL_DURATION = { min: 1, max: 10 } as const;

/** The meeting's slot: start at `date` `time` in `zone`, end = start + duration hours. */
export function meetingSlot(date: string, time: string, zone: string, durationHours: number): Slot {
  const start = zonedDateTimeToUtc(date, time, zone);
  return { start: start.toISOString(), end: addHours(start, durationHours).toISOString() };
}

/** A slot moved to a new start with the same length (calendar drag, duplicate). */
export function slotFrom(start: Date, durationHours: number): Slot {
  return { start: start.toISOString(), end: addHours(start, durationHours).toISOString() };
}

/**
 * A meeting's length in hours, read from its stored start and end: the one source of its duration for every screen,
 * list, calendar, export and later edit (the project's duration only sets a new meeting's end). Rounded to the
 * minute's share of an hour so a 90-minute meeting reads 1.5.
 */
export function meetingHours(m: { start: string; end: string }): number {
  const hours = (Date.parse(m.end) - Date.parse(m.start)) / 3_600_000;
  return Number.isFinite(hours) ? Math.round(hours * 60) / 60 : 0;
}

/**
 * The duration in hours: entered for internal steps (1 to 10). Other steps keep the length they have (`kept`: an
 * edit, a drag or a duplicate of a meeting keeps its stored span); a new one takes the project's duration (the
 * entered one only when the project has none). A field message when it cannot be had.
 */
export function durationOf(
  stepType: StepType,
  projectDuration: number | undefined,
  entered: number | undefined,
  kept?: number,
): number | { error: string } {
  if (stepType === 'INTERNAL') {
    if (entered === undefined || entered < INTERNAL_DURATION.min || entered > INTERNAL_DURATION.max) return { error: MEETING_MSG.duration };
    return entered;
  }
  if (kept !== undefined && kept > 0) return kept;
  const hours = projectDuration && projectDuration > 0 ? projectDuration : entered;
  return hours && hours > 0 ? hours : { error: MEETING_MSG.noProjectDuration };
}

interface ProjectFreeze {
  freezePeriodOnsite?: number;
  freezePeriodRemote?: number;
  freezePeriodEdit?: number;
  freezePeriodCompletion?: number;
}

/**
 * Freeze periods (doc 2 §9): cancellation defaults to the project's onsite or remote value by delivery method, edit
 * and completion to the project's; entered values win. Ranges: cancel and edit 0 to 999.99, completion 1 to 999.99
 * (a project value out of range is brought into it).
 */
export function freezePeriodsOf(
  project: ProjectFreeze,
  deliveryMethod: 'ONSITE' | 'REMOTE',
  entered: { freezePeriodCancel?: number; freezePeriodEdit?: number; freezePeriodCompletion?: number },
) {
  const clamp = (v: number, min: number) => Math.min(999.99, Math.max(min, v));
  const cancelDefault = deliveryMethod === 'ONSITE' ? project.freezePeriodOnsite : project.freezePeriodRemote;
  return {
    freezePeriodCancel: clamp(entered.freezePeriodCancel ?? cancelDefault ?? 0, 0),
    freezePeriodEdit: clamp(entered.freezePeriodEdit ?? project.freezePeriodEdit ?? 0, 0),
    freezePeriodCompletion: clamp(entered.freezePeriodCompletion ?? project.freezePeriodCompletion ?? 1, 1),
  };
}

/**
 * The start-date window (doc 2 §5): from the later of the project's start and now (now minus the internal past
 * period in days, when positive, for internal meetings) to the project's end date, dates read in the meeting's zone.
 * Field messages keyed by the form's field; empty when the start is inside.
 */
export function startWindowErrors(input: {
  start: string;
  zone: string;
  projectStart: string;
  projectEnd: string;
  now: Date;
  /** Days an internal meeting may start in the past (0 or undefined: none). */
  pastDays?: number;
}): Record<string, string> {
  const { start, zone, now } = input;
  const startDate = formatApiDate(new Date(start), zone);
  const past = input.pastDays && input.pastDays > 0 ? input.pastDays : 0;
  const today = formatApiDate(now, zone);
  const earliest = past ? addCalendarDays(today, -past) : today;
  const projectStartDate = formatApiDate(new Date(input.projectStart), zone);
  const minDate = earliest > projectStartDate ? earliest : projectStartDate;
  const maxDate = formatApiDate(new Date(input.projectEnd), zone);
  if (startDate < minDate) return { startDateDisplay: MEETING_MSG.startBefore(minDate) };
  if (!past && new Date(start) < now) return { startTimeDisplay: MEETING_MSG.startPassed };
  if (startDate > maxDate) return { startDateDisplay: MEETING_MSG.startAfter(maxDate) };
  return {};
}

/** Who is asking to edit or delete, and the meeting's time and freeze. */
export interface EditCheck {
  now: Date;
  start: string;
  deliveryMethod: 'ONSITE' | 'REMOTE';
  /** Any admin (organisation or grid). */
  admin: boolean;
  /** The meeting's own edit freeze (hours before the start), which binds assessors. */
  freezePeriodEdit?: number;
  /** The organisation's admin freeze (freezePeriodAdminConfig meeting_edit_onsite/remote_admin_hours), which binds admins. */
  adminFreeze?: { onsite: number; remote: number };
}

/**
 * Whether an edit or delete is still allowed by time (doc 2 §4, §6): an assessor only while the start is more than
 * the meeting's edit freeze away (the start not passed); an admin only while it is more than the organisation's
 * admin edit freeze for the delivery method away, any time when the organisation sets none.
 */
export function editAllowedByTime(c: EditCheck): boolean {
  const start = new Date(c.start);
  if (c.admin) {
    if (!c.adminFreeze) return true;
    const hours = c.deliveryMethod === 'ONSITE' ? c.adminFreeze.onsite : c.adminFreeze.remote;
    return c.now < addHours(start, -hours);
  }
  return c.now < addHours(start, -(c.freezePeriodEdit ?? 0));
}

/** Internal completion is allowed once the start has passed (doc 2 §4). */
export const completionAllowedByTime = (now: Date, start: string) => now >= new Date(start);

/** Spots of a step (doc 2 §3, §5): assessments entered, interviews one candidate, internal meetings none. */
export function spotsOf(stepType: StepType, entered: { candidateMin?: number; candidateMax?: number }) {
  if (stepType === 'ASSESSMENT') return { candidateMin: entered.candidateMin, candidateMax: entered.candidateMax };
  if (stepType === 'INTERVIEW') return { candidateMin: 0, candidateMax: 1 };
  return { candidateMin: 0, candidateMax: 0 };
}

/** A booking link a person can open: http or https. */
export const isWebLink = (v: string) => /^https?:\/\/[^\s<>"]+$/i.test(v);
