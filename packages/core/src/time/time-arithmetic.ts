import { getISOWeek, getISOWeekYear } from 'date-fns';
import { parseApiDate, utcToZonedDateTime, type ApiDate } from './zoned-date-time.ts';

const HOUR = 3_600_000;

/** Elapsed-time arithmetic: `hours` real hours later (fractions allowed, e.g. a freeze period of 1.5 h). */
export const addHours = (instant: Date, hours: number): Date => new Date(instant.getTime() + Math.round(hours * HOUR));

/** Real hours from `from` to `to` (negative when `to` is earlier). */
export const hoursBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / HOUR;

/** ISO-8601 week number and week-year of a calendar date. */
export function isoWeek(date: ApiDate): { week: number; weekYear: number } {
  const { year, month, day } = parseApiDate(date);
  const local = new Date(year, month - 1, day, 12);
  return { week: getISOWeek(local), weekYear: getISOWeekYear(local) };
}

/** ISO week of the day `instant` falls on in `zone`. */
export const isoWeekInZone = (instant: Date, zone: string) => isoWeek(utcToZonedDateTime(instant, zone).date);
