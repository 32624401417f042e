import type { TableRow } from '../../../shared/lib/api/index.ts';

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
