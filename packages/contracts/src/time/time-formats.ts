import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { tz } from '@date-fns/tz';
import { SERVER_TIME_ZONE, assertTimeZone, timeZoneShortCode } from './time-zones.ts';

/**
 * The spec's formats as date-fns patterns. The spec writes the invitation expiry and the session stamp
 * in moment style ('MMMM D, YYYY, h:mm A', 'YYYYMMDDHHmmss'); these are the same layouts in date-fns tokens.
 */
export const TIME_FORMATS = {
  apiDate: 'yyyy-MM-dd',
  apiTime: 'HH:mm',
  displayDateTime: 'EEEE, dd MMMM yyyy hh:mm a',
  displayDate: 'EEEE, dd MMMM yyyy',
  displayTime: 'hh:mm a',
  invitationExpiry: 'MMMM d, yyyy, h:mm a',
  sessionExpiryStamp: 'yyyyMMddHHmmss',
} as const;

/** Formats `instant` as the wall clock of `zone` shows it, in en-GB. */
export function formatInZone(instant: Date, zone: string, pattern: string): string {
  assertTimeZone(zone);
  return format(instant, pattern, { in: tz(zone), locale: enGB });
}

const withCode = (text: string, zone: string) => {
  const code = timeZoneShortCode(zone);
  return code ? `${text} ${code}` : text;
};

/** 'Friday, 05 March 2027 09:05 AM', optionally followed by the zone's short code ('... AM Syd'). */
export const formatDisplayDateTime = (instant: Date, zone: string, opts: { zoneCode?: boolean } = {}) => {
  const text = formatInZone(instant, zone, TIME_FORMATS.displayDateTime);
  return opts.zoneCode ? withCode(text, zone) : text;
};
export const formatDisplayDate = (instant: Date, zone: string) => formatInZone(instant, zone, TIME_FORMATS.displayDate);
/** '09:05 AM', optionally with the short code ('09:05 AM Per'). */
export const formatDisplayTime = (instant: Date, zone: string, opts: { zoneCode?: boolean } = {}) => {
  const text = formatInZone(instant, zone, TIME_FORMATS.displayTime);
  return opts.zoneCode ? withCode(text, zone) : text;
};
export const formatApiDate = (instant: Date, zone: string) => formatInZone(instant, zone, TIME_FORMATS.apiDate);
export const formatApiTime = (instant: Date, zone: string) => formatInZone(instant, zone, TIME_FORMATS.apiTime);

/** 'March 5, 2027, 9:05 AM'; judged and shown in server time unless another zone is given. */
export const formatInvitationExpiry = (instant: Date, zone: string = SERVER_TIME_ZONE) => formatInZone(instant, zone, TIME_FORMATS.invitationExpiry);

/** Session expiry stamp 'YYYYMMDDHHmmss' in the server zone Australia/Sydney. */
export const formatSessionExpiryStamp = (instant: Date) => formatInZone(instant, SERVER_TIME_ZONE, TIME_FORMATS.sessionExpiryStamp);

/** An iCalendar UTC DATE-TIME (RFC 5545 form 2): yyyyMMdd'T'HHmmss'Z'. */
export const formatIcsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
