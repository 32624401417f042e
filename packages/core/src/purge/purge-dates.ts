import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';

const DAY_MS = 86_400_000;

/** Today (yyyy-MM-dd) in the server's time zone: purge and sanitise dates are days there. */
export const purgeToday = (now: Date): string => formatApiDate(now, SERVER_TIME_ZONE);

/** The day `days` after `day` (both yyyy-MM-dd). */
export const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
