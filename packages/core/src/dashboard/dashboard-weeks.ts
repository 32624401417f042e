import { addCalendarDays, parseApiDate } from '../time/zoned-date-time.ts';

/** The ISO week number of a calendar date (yyyy-MM-dd). */
export function isoWeek(date: string): number {
  const { year, month, day } = parseApiDate(date);
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** The Monday of a date's week (yyyy-MM-dd). */
export function mondayOf(date: string): string {
  const { year, month, day } = parseApiDate(date);
  return addCalendarDays(date, -((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7));
}

/**
 * The counters that cover the days [first, last] (yyyy-MM-dd): the whole weeks inside it by their week counters
 * (Mondays `weeks.from` to `weeks.to`), the days before the first whole week and after the last by their day counters.
 * So a range of any length reads at most two runs of at most six days and one run of weeks.
 */
export function rangeCover(first: string, last: string): { days: { from: string; to: string }[]; weeks?: { from: string; to: string } } {
  const firstWhole = mondayOf(first) === first ? first : addCalendarDays(mondayOf(first), 7);
  const lastWhole = addCalendarDays(mondayOf(addCalendarDays(last, 1)), -7);
  if (lastWhole < firstWhole) return { days: [{ from: first, to: last }] };
  const days = [
    ...(first < firstWhole ? [{ from: first, to: addCalendarDays(firstWhole, -1) }] : []),
    ...(addCalendarDays(lastWhole, 6) < last ? [{ from: addCalendarDays(lastWhole, 7), to: last }] : []),
  ];
  return { days, weeks: { from: firstWhole, to: lastWhole } };
}
