/** The overflow week's key (doc 2 §9): every week after the fifth, added together. */
export const OVERFLOW_WEEK_KEY = '999999';
export const SHOWN_WEEKS = 5;

export interface WeekFigures {
  filled: number;
  unfilled: number;
  noShow: number;
  booked: number;
  display: string;
  start: string;
  end: string;
}
export interface WeekRow extends WeekFigures {
  key: string;
  /** 1 to 5, then 6 for the overflow week. */
  number: number;
}

const DAY_MS = 86_400_000;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The ISO week number of a calendar date (the key of mapWeekData). */
export function isoWeek(day: string): number {
  const d = utc(day);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
}

/** The Monday of a date's week. */
export function mondayOf(day: string): string {
  const d = utc(day);
  return dayOf(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS));
}

/** The keys the range's week rows may have: the ISO weeks of its first five weeks that start by its end, and 999999. */
export function expectedWeekKeys(start: string, end: string): string[] {
  const first = mondayOf(start);
  const keys: string[] = [];
  for (let i = 0; i < SHOWN_WEEKS; i++) {
    const monday = dayOf(new Date(utc(first).getTime() + 7 * i * DAY_MS));
    if (monday > end) break;
    keys.push(String(isoWeek(monday)));
  }
  return [...keys, OVERFLOW_WEEK_KEY];
}

/**
 * The Upcoming Availabilities rows in order (weeks 1 to 5, then the overflow week when present), or `unknown` with the
 * keys that are not weeks of the range: the page then says 'Error with Dates, please contact {support mail}'.
 */
export function weekRows(map: Record<string, Partial<WeekFigures>> | undefined, start: string, end: string): { rows: WeekRow[]; unknown: string[] } {
  const expected = expectedWeekKeys(start, end);
  const given = Object.keys(map ?? {});
  const unknown = given.filter((k) => !expected.includes(k));
  const rows = expected.flatMap((key, i) => {
    const w = map?.[key];
    if (!w) return [];
    return [
      {
        key,
        number: key === OVERFLOW_WEEK_KEY ? SHOWN_WEEKS + 1 : i + 1,
        filled: w.filled ?? 0,
        unfilled: w.unfilled ?? 0,
        noShow: w.noShow ?? 0,
        booked: w.booked ?? 0,
        display: w.display ?? '',
        start: w.start ?? '',
        end: w.end ?? '',
      },
    ];
  });
  return { rows, unknown };
}

/** The 'Error with Dates' message (doc 2 §8). */
export const datesError = (supportMail: string) => `Error with Dates, please contact ${supportMail}`;

export interface StateBar {
  name: string;
  filled: number;
  unfilled: number;
}
const STATE_BARS_MIN = 5;
const STATE_BARS_MAX = 8;

/** The state bar chart (doc 2 §9): the top 8 states by total, padded with empty bars to at least 5. */
export function stateBars(list: readonly StateBar[] | undefined): StateBar[] {
  const bars = [...(list ?? [])]
    .filter((b) => b.name !== '' || b.filled + b.unfilled > 0)
    .sort((a, b) => b.filled + b.unfilled - (a.filled + a.unfilled))
    .slice(0, STATE_BARS_MAX);
  while (bars.length < STATE_BARS_MIN) bars.push({ name: '', filled: 0, unfilled: 0 });
  return bars;
}

/** A quarter label ('2026-Q3') as the drill-down's range: its first and last day. */
export function quarterRange(label: string): { start: string; end: string } | null {
  const m = /^(\d{4})-Q([1-4])$/.exec(label);
  if (!m) return null;
  const year = Number(m[1]);
  const q = Number(m[2]);
  const start = `${year}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`;
  const next = q === 4 ? `${year + 1}-01-01` : `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  return { start, end: dayOf(new Date(utc(next).getTime() - DAY_MS)) };
}
