import { formatDisplayDateTime } from '@scheduler/contracts/time/time-formats';
import { countryTimeZone, isOfferedTimeZone, SERVER_TIME_ZONE } from '@scheduler/contracts/time/time-zones';

/**
 * An instant on screen: the spec's display format ('EEEE, dd MMMM yyyy hh:mm a') with the zone's short code, e.g.
 * 'Friday, 05 March 2027 09:05 AM Syd', whatever the browser's zone. Lists read by admins of AU and NZ organisations
 * (active users, purge dates) show the server zone, the zone the spec judges expiry in and exports use; a caller that
 * knows better names the zone (the audit log: the record's or the viewer's, viewerTimeZone). Text that is not a date
 * is shown as it is.
 */
export function formatDateTime(value: string | undefined, zone: string = SERVER_TIME_ZONE): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return formatDisplayDateTime(d, isOfferedTimeZone(zone) ? zone : SERVER_TIME_ZONE, { zoneCode: true });
}

/** The zone a person reads times in: their profile's zone when it is one the product offers, else their organisation's country's. */
export function viewerTimeZone(user: { encryptedTimezoneId?: string; countryCode?: string } | null | undefined): string {
  const own = user?.encryptedTimezoneId;
  return own && isOfferedTimeZone(own) ? own : countryTimeZone(user?.countryCode);
}

/** A length in hours as people say it: '1 hour', '2 hours', '1 hour 30 minutes', '45 minutes'; '' for none. */
export function hoursText(hours: number | undefined): string {
  if (hours === undefined || !Number.isFinite(hours) || hours <= 0) return '';
  const total = Math.round(hours * 60);
  const [h, m] = [Math.floor(total / 60), total % 60];
  const part = (n: number, unit: string) => (n ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return [part(h, 'hour'), part(m, 'minute')].filter(Boolean).join(' ');
}
