import { tzOffset } from '@date-fns/tz';
import { assertTimeZone } from './time-zones.ts';

/** API date 'yyyy-MM-dd' and API time 'HH:mm' (spec doc 1 §9). */
export type ApiDate = string;
export type ApiTime = string;

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const API_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What to do with a wall time that does not exist (spring-forward gap) or exists twice (fall-back hour):
 * - 'compatible' (as Temporal): a gap time moves forward by the gap (02:30 → 03:30), a repeated time takes the earlier instant;
 * - 'reject': both throw a RangeError.
 */
export type Disambiguation = 'compatible' | 'reject';

export function parseApiDate(date: ApiDate): { year: number; month: number; day: number } {
  const m = API_DATE.exec(date);
  if (!m) throw new RangeError(`'${date}' is not a yyyy-MM-dd date`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    throw new RangeError(`'${date}' is not a calendar date`);
  return { year, month, day };
}

export function parseApiTime(time: ApiTime): { hour: number; minute: number } {
  const m = API_TIME.exec(time);
  if (!m) throw new RangeError(`'${time}' is not an HH:mm time`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/** Minutes east of UTC of `zone` at `instant` (Sydney in summer: 660). */
export function offsetMinutes(zone: string, instant: Date): number {
  assertTimeZone(zone);
  return tzOffset(zone, instant);
}

/** The instant at which the wall clock of `zone` shows `date` `time`. */
export function zonedDateTimeToUtc(date: ApiDate, time: ApiTime, zone: string, disambiguation: Disambiguation = 'compatible'): Date {
  assertTimeZone(zone);
  const { year, month, day } = parseApiDate(date);
  const { hour, minute } = parseApiTime(time);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = tzOffset(zone, new Date(wall - 24 * HOUR));
  const after = tzOffset(zone, new Date(wall + 24 * HOUR));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((t) => t + tzOffset(zone, new Date(t)) * MINUTE === wall)
    .sort((a, b) => a - b);
  if (candidates.length === 1) return new Date(candidates[0]);
  if (disambiguation === 'reject') {
    throw new RangeError(candidates.length === 0 ? `${date} ${time} does not exist in ${zone}` : `${date} ${time} happens twice in ${zone}`);
  }
  if (candidates.length > 1) return new Date(candidates[0]);
  return new Date(wall - before * MINUTE);
}

/** The wall-clock date and time of `instant` in `zone`, in API formats. */
export function utcToZonedDateTime(instant: Date, zone: string): { date: ApiDate; time: ApiTime } {
  const wall = new Date(instant.getTime() + offsetMinutes(zone, instant) * MINUTE);
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instants a calendar day of `zone` spans: [start, end). 23 or 25 hours long on DST days. */
export function zonedDayBoundsUtc(date: ApiDate, zone: string): { start: Date; end: Date } {
  return { start: zonedDateTimeToUtc(date, '00:00', zone), end: zonedDateTimeToUtc(addCalendarDays(date, 1), '00:00', zone) };
}

/** `date` plus `days` calendar days (negative allowed), independent of any zone. */
export function addCalendarDays(date: ApiDate, days: number): ApiDate {
  const { year, month, day } = parseApiDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
