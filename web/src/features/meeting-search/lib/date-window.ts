import { formatInZone, TIME_FORMATS } from '@scheduler/contracts/time/time-formats';

/** doc 2 §9 Meeting search: the dates dropdown shows 5 at a time, or all of them when there are 7 or fewer. */
export const DATES_AT_A_TIME = 5;
export const ALL_DATES_UP_TO = 7;

/**
 * The dates the dropdown lists with `selected` chosen: all when there are 7 or fewer; else 5, the chosen one in
 * the middle where the ends allow, so the previous and next dates are always among them.
 */
export function datesShown(days: readonly string[], selected: string): string[] {
  if (days.length <= ALL_DATES_UP_TO) return [...days];
  const at = Math.max(0, days.indexOf(selected));
  const from = Math.min(Math.max(0, at - Math.floor(DATES_AT_A_TIME / 2)), days.length - DATES_AT_A_TIME);
  return days.slice(from, from + DATES_AT_A_TIME);
}

/** The date before (-1) or after (+1) the chosen one; undefined at either end. */
export function neighbourDate(days: readonly string[], selected: string, step: -1 | 1): string | undefined {
  const at = days.indexOf(selected);
  return at < 0 ? undefined : days[at + step];
}

/** 'Friday, 05 March 2027' for a yyyy-MM-dd date (a calendar date: no zone moves it). */
export function dateLabel(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : formatInZone(d, 'UTC', TIME_FORMATS.displayDate);
}
