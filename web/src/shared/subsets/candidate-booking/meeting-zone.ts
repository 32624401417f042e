import { isValidTimeZone, TIME_ZONE_OPTIONS } from '@scheduler/contracts/time/time-zones';
import { meetingDateTime, meetingTime, wallClock } from '../../lib/zoned-time.ts';

/**
 * A meeting's zone from what a row or booking carries: the spec's short code ('Syd', 'Akl') names one offered zone;
 * an IANA id is taken as it is. Undefined when neither (the times are then shown in server time, labelled so).
 */
export function zoneOfCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const byCode = TIME_ZONE_OPTIONS.find((z) => z.shortCode.toLowerCase() === code.toLowerCase());
  if (byCode) return byCode.id;
  return isValidTimeZone(code) ? code : undefined;
}

const instant = (value: string | undefined) => {
  const d = value ? new Date(value) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

/**
 * Start and end of an appointment on the meeting's wall clock with its short code (doc 2 §9):
 * 'Friday, 05 March 2027 09:05 AM Syd' and '10:05 AM Syd' (the end's date only when it is another day).
 */
export function appointmentTimes(a: { start?: string; end?: string; timezoneCode?: string; encryptedTimezoneId?: string }): {
  start: string;
  end: string;
} {
  const zone = zoneOfCode(typeof a.encryptedTimezoneId === 'string' ? a.encryptedTimezoneId : undefined) ?? zoneOfCode(a.timezoneCode);
  const start = instant(a.start);
  const end = instant(a.end);
  const sameDay = start && end && wallClock(start, zone).date === wallClock(end, zone).date;
  return {
    start: start ? meetingDateTime(start, zone) : '',
    end: end ? (sameDay ? meetingTime(end, zone) : meetingDateTime(end, zone)) : '',
  };
}
