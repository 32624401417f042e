import { tzOffset } from '@date-fns/tz';
import { formatDisplayDateTime, formatDisplayTime, formatInZone, TIME_FORMATS } from '@scheduler/contracts/time/time-formats';
import { isValidTimeZone, SERVER_TIME_ZONE } from '@scheduler/contracts/time/time-zones';

/**
 * Wall-clock times of a meeting's zone on screen: a date and time the user typed (yyyy-MM-dd, HH:mm) as an instant,
 * an end after so many hours, and the spec's display formats (doc 2 §9). Zone offsets are @date-fns/tz's, as in core's
 * time module; the formatting is the contracts' time module, so the page says what e-mails and exports say.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;

const zoneOr = (zone: string | undefined) => (zone && isValidTimeZone(zone) ? zone : SERVER_TIME_ZONE);

/**
 * The instant of a wall-clock date and time in `zone`; undefined while either is incomplete. A time in a
 * spring-forward gap moves forward by the gap; a repeated hour takes its first instant (the server's rule).
 */
export function zonedInstant(date: string, time: string, zone: string | undefined): Date | undefined {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return undefined;
  const z = zoneOr(zone);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return undefined;
  // The offsets a day either side: an instant that keeps its offset is the time; both (a repeated hour) the first;
  // neither (a spring-forward gap) the wall time read with the earlier offset, which lands past the gap.
  const before = tzOffset(z, new Date(wall - 24 * 60 * MINUTE));
  const after = tzOffset(z, new Date(wall + 24 * 60 * MINUTE));
  const fits = [before, after].map((o) => wall - o * MINUTE).filter((t) => tzOffset(z, new Date(t)) * MINUTE === wall - t);
  return new Date(fits.length ? Math.min(...fits) : wall - before * MINUTE);
}

/** The instant `hours` after `start`. */
export const addHours = (start: Date, hours: number): Date => new Date(start.getTime() + hours * 60 * MINUTE);

/** yyyy-MM-dd and HH:mm of `instant` on the wall clock of `zone`. */
export const wallClock = (instant: Date, zone: string | undefined) => ({
  date: formatInZone(instant, zoneOr(zone), TIME_FORMATS.apiDate),
  time: formatInZone(instant, zoneOr(zone), TIME_FORMATS.apiTime),
});

/** 'Friday, 05 March 2027 09:05 AM Syd' in the meeting's zone. */
export const meetingDateTime = (instant: Date, zone: string | undefined) => formatDisplayDateTime(instant, zoneOr(zone), { zoneCode: true });
/** '09:05 AM Syd' in the meeting's zone. */
export const meetingTime = (instant: Date, zone: string | undefined) => formatDisplayTime(instant, zoneOr(zone), { zoneCode: true });

/** yyyy-MM-dd `days` after a yyyy-MM-dd date (calendar days, whatever the zone). */
export function addDays(date: string, days: number): string {
  const d = DATE.exec(date);
  if (!d) return date;
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days)).toISOString().slice(0, 10);
}

/** The browser's IANA zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
