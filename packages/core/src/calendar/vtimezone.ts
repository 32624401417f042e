import { offsetMinutes } from '../time/index.ts';

const MINUTE = 60_000;
/** Offsets are sampled weekly: no zone changes its offset twice within a week. */
const STEP = 7 * 24 * 60 * MINUTE;

/** One change of a zone's UTC offset: the first instant of the new offset. */
interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The offset changes of `zone` in [from, to): the zone is sampled weekly, each change narrowed to the minute. */
function transitionsOf(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let before = offsetMinutes(zone, new Date(from));
  for (let day = from; day < to; day += STEP) {
    const next = Math.min(day + STEP, to);
    const after = offsetMinutes(zone, new Date(next));
    if (after === before) continue;
    let lo = day;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
      if (offsetMinutes(zone, new Date(mid)) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: before, to: after });
    before = after;
  }
  return found;
}

/** '+1100' / '-0930': an iCalendar UTC-OFFSET. */
const utcOffset = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** A local DATE-TIME (yyyyMMdd'T'HHmmss) of the wall clock at `instant` under `offset`. */
const localDateTime = (instant: number, offset: number) => new Date(instant + offset * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number) => [
  `BEGIN:${kind}`,
  `DTSTART:${start}`,
  `TZOFFSETFROM:${utcOffset(from)}`,
  `TZOFFSETTO:${utcOffset(to)}`,
  `END:${kind}`,
];

/** A zone over a range of years: its offset changes and the offset in force when the range starts. */
interface ZoneYears {
  from: number;
  to: number;
  first: number;
  changes: Transition[];
  vtimezone?: string;
}

/** Zone data does not change while the process runs: each zone and range is sampled once. */
const sampled = new Map<string, ZoneYears>();

function zoneYears(zone: string, fromYear: number, toYear: number): ZoneYears {
  const key = `${zone} ${fromYear} ${toYear}`;
  let years = sampled.get(key);
  if (years === undefined) {
    const from = Date.UTC(fromYear, 0, 1);
    const to = Date.UTC(toYear + 1, 0, 1);
    sampled.set(key, (years = { from, to, first: offsetMinutes(zone, new Date(from)), changes: transitionsOf(zone, from, to) }));
  }
  return years;
}

/**
 * The UTC offset of `zone` (minutes) at an instant (epoch milliseconds), read from the changes its VTIMEZONE for
 * `fromYear`..`toYear` lists, so a wall time written under that VTIMEZONE agrees with it; instants outside those
 * years ask the zone data.
 */
export function offsetsOf(zone: string, fromYear: number, toYear: number): (at: number) => number {
  const { from, to, first, changes } = zoneYears(zone, fromYear, toYear);
  return (at) => {
    if (at < from || at >= to) return offsetMinutes(zone, new Date(at));
    let lo = 0;
    let hi = changes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (changes[mid]!.at <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? first : changes[lo - 1]!.to;
  };
}

/**
 * The VTIMEZONE component (RFC 5545 §3.6.5) of an IANA zone for the years `fromYear`..`toYear`, generated from the
 * runtime's own zone data (the time module's offsets): one observance for the offset in force when the range starts,
 * then one per change inside the range with its exact onset. A change is DAYLIGHT when it moves above the smallest
 * offset the zone has in that year, STANDARD otherwise. Every value is a number or the zone id: no text is escaped.
 */
export function vtimezoneOf(zone: string, fromYear: number, toYear: number): string {
  const years = zoneYears(zone, fromYear, toYear);
  years.vtimezone ??= generate(zone, years);
  return years.vtimezone;
}

function generate(zone: string, { from, first, changes }: ZoneYears): string {
  const standardOf = (instant: number) => {
    const year = new Date(instant).getUTCFullYear();
    const inYear = changes.filter((c) => new Date(c.at).getUTCFullYear() === year).flatMap((c) => [c.from, c.to]);
    return Math.min(offsetMinutes(zone, new Date(instant)), ...inYear);
  };
  const kindOf = (offset: number, instant: number) => (offset > standardOf(instant) ? 'DAYLIGHT' : 'STANDARD');
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(kindOf(first, from), '19700101T000000', first, first),
    ...changes.flatMap((c) => observance(kindOf(c.to, c.at), localDateTime(c.at, c.from), c.from, c.to)),
    'END:VTIMEZONE',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
