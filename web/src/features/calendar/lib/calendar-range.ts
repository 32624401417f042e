import type { TableRow } from '../../../shared/lib/api/index.ts';
import { addDays } from '../../../shared/lib/zoned-time.ts';

/** One calendar event as meeting/getMeetingList answers it with the calendar view name (doc 2 Calendar event fields). */
export type CalendarRow = TableRow<'meeting.getMeetingList'>;

/** The calendar's views (doc 2 §2 Calendar): month (initial), week, day and list-week. */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's calendar day of a date, yyyy-MM-dd. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Monday on or before `d` (en-GB weeks start on Monday). */
const mondayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7));

/**
 * The range a view shows as the list call's 'start~end' (doc 2 §7: yyyy-MM-dd, both days included), widened to whole
 * weeks from Monday: hiding or showing the weekend then never changes the range (nor the events that decide it).
 */
export function dateRangeOf(start: Date, endExclusive: Date): string {
  const first = mondayOf(start);
  const lastDay = new Date(endExclusive.getFullYear(), endExclusive.getMonth(), endExclusive.getDate() - 1);
  const nextMonday = mondayOf(new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 7));
  const last = new Date(nextMonday.getFullYear(), nextMonday.getMonth(), nextMonday.getDate() - 1);
  return `${localDay(first)}~${localDay(last)}`;
}

/** The browser's local midnight of a yyyy-MM-dd day. */
const midnightOf = (day: string) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * The range the list call is asked for: the shown weeks and a day either side. The server reads the dates as days of
 * its own zone (Sydney) while the calendar draws in the browser's, so an evening meeting in the shown week's last
 * browser day can be the next Sydney day; a browser zone is at most 23 hours from Sydney, so a day either side holds
 * every meeting the view can show. The calendar draws only what falls in its view.
 */
export function fetchRangeOf(range: string): string {
  const [first = '', last = ''] = range.split('~');
  return `${addDays(first, -1)}~${addDays(last, 1)}`;
}

/** The rows that fall, at least in part, in the shown weeks (browser days of `range`, both included). */
export function rowsWithin<R extends Pick<CalendarRow, 'start' | 'end'>>(rows: readonly R[], range: string): R[] {
  const [first = '', last = ''] = range.split('~');
  const from = midnightOf(first).getTime();
  const to = midnightOf(addDays(last, 1)).getTime();
  return rows.filter((r) => {
    if (!r.start) return false;
    const start = Date.parse(r.start);
    const end = Date.parse(r.end ?? r.start);
    return start < to && (end > from || start >= from);
  });
}

const isWeekendDay = (d: Date) => d.getDay() === 0 || d.getDay() === 6;

/** Weekends are hidden unless an event falls on one (doc 2 §2 Calendar): a day the event starts, ends or spans. */
export function fallsOnWeekend(rows: readonly Pick<CalendarRow, 'start' | 'end'>[]): boolean {
  return rows.some((r) => {
    if (!r.start) return false;
    const start = new Date(r.start);
    const end = new Date(r.end ?? r.start);
    for (let d = new Date(start.getFullYear(), start.getMonth(), start.getDate()); d <= end; d.setDate(d.getDate() + 1)) {
      if (isWeekendDay(d)) return true;
    }
    return false;
  });
}

/** The custom filters of the calendar: Method and Type, sent as the list's filters. */
export interface CalendarFilters {
  method: '' | 'ONSITE' | 'REMOTE';
  stepType: '' | 'INTERVIEW' | 'ASSESSMENT' | 'INTERNAL';
}
export const NO_FILTERS: CalendarFilters = { method: '', stepType: '' };

/** searchData of the calendar's list call (doc 2 §3 Search data, listType calendar). */
export function calendarSearchData(range: string, filters: CalendarFilters): string {
  return JSON.stringify({ listType: 'calendar', dateRange: range, filters: [filters.method, filters.stepType].filter(Boolean) });
}
