import { containsMarkup } from '@scheduler/contracts/markup';
import { STEP_TYPES, type StepType } from '@scheduler/contracts/roles';

/** The dashboard's local storage key (doc 2 §3 Dashboard filter state, §9). */
export const DASHBOARD_FILTER_KEY = 'DashboardFilterData';
/** The range shown by default and the longest one (doc 2 §9): today to six weeks ahead, at most 26 weeks. */
export const DEFAULT_RANGE_DAYS = 6 * 7;
export const MAX_RANGE_DAYS = 26 * 7;

/** The quarter chart's types (doc 2 §9): 0 meetings per quarter (default), 1 cancelled bookings. */
export const BAR_TYPES = [0, 1] as const;
export type BarType = (typeof BAR_TYPES)[number];

/** doc 2 §3 Dashboard filter state: stepType ('' for every type), projects, bar type, assessors, the date range. */
export interface DashboardFilters {
  stepType: StepType | '';
  projectId: string[];
  barType: BarType;
  assessorIds: string[];
  dateStart: string;
  dateEnd: string;
}

const DAY_MS = 86_400_000;
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** A calendar date `days` after `day` (yyyy-MM-dd). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the browser's calendar (yyyy-MM-dd). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const defaultFilters = (today: string): DashboardFilters => ({
  stepType: '',
  projectId: [],
  barType: 0,
  assessorIds: [],
  dateStart: today,
  dateEnd: addDays(today, DEFAULT_RANGE_DAYS),
});

/** The latest end the picker offers for a start (doc 2 §5: with only a start picked, 26 weeks after it). */
export const maxEndFor = (start: string) => addDays(start, MAX_RANGE_DAYS);

/**
 * A range the dashboard can ask for: a missing or unreadable start is today, a missing end or one before the start is
 * six weeks after the start, an end past 26 weeks is pulled back to the 26th week.
 */
export function clampRange(start: string, end: string, today: string): { dateStart: string; dateEnd: string } {
  const dateStart = isDay(start) ? start : today;
  let dateEnd = isDay(end) && end >= dateStart ? end : addDays(dateStart, DEFAULT_RANGE_DAYS);
  if (dateEnd > maxEndFor(dateStart)) dateEnd = maxEndFor(dateStart);
  return { dateStart, dateEnd };
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 0) : []);

/** The remembered filters, each field checked (a stale or hand-edited entry falls back to the defaults). */
export function readFilters(storage: Pick<Storage, 'getItem'>, today: string): DashboardFilters {
  let raw: Record<string, unknown> = {};
  try {
    raw = JSON.parse(storage.getItem(DASHBOARD_FILTER_KEY) ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  const stepType = (STEP_TYPES as readonly unknown[]).includes(raw.stepType) ? (raw.stepType as StepType) : '';
  return {
    stepType,
    projectId: strings(raw.projectId),
    barType: raw.barType === 1 || raw.barType === '1' ? 1 : 0,
    assessorIds: strings(raw.assessorIds),
    ...clampRange(String(raw.dateStart ?? ''), String(raw.dateEnd ?? ''), today),
  };
}

export function writeFilters(storage: Pick<Storage, 'setItem'>, filters: DashboardFilters): void {
  storage.setItem(DASHBOARD_FILTER_KEY, JSON.stringify(filters));
}

/** searchData of meeting/getDashboardMeetingData (doc 2 §7): the range, the step type, listType ALL, projects, assessors. */
export function meetingSearchData(f: DashboardFilters): string {
  return JSON.stringify({
    listType: 'ALL',
    dateRange: `${f.dateStart}~${f.dateEnd}`,
    filters: f.stepType ? [f.stepType] : [],
    encryptedProjectId: f.projectId,
    encryptedAssessorId: f.assessorIds,
  });
}

/** The quarter calls' lists: meetings by step type and projects; cancelled bookings also by the assessors. */
export const meetingQuarterTokens = (f: DashboardFilters): string[] => [...(f.stepType ? [f.stepType] : []), ...f.projectId];
export const bookingQuarterTokens = (f: DashboardFilters): string[] => [...meetingQuarterTokens(f), ...f.assessorIds];

/** The dashboard user search's refusal (doc 2 §8). */
export const USER_SEARCH_INVALID = { title: 'INVALID VALUE', message: 'Invalid Markup found in Comments' } as const;

/**
 * The user search box (doc 2 §5): trimmed, ignored when empty (null: nothing to search), markup refused with the
 * spec's message (the server answers 406 for it anyway).
 */
export function userSearchText(raw: string): { text: string } | { error: typeof USER_SEARCH_INVALID } | null {
  const text = raw.trim();
  if (!text) return null;
  if (containsMarkup(text)) return { error: USER_SEARCH_INVALID };
  return { text };
}
