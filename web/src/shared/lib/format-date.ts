import { formatDisplayDateTime } from '@scheduler/contracts/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/contracts/time/time-zones';

/**
 * An instant on screen: the spec's display format ('EEEE, dd MMMM yyyy hh:mm a') in server time with its short code,
 * e.g. 'Friday, 05 March 2027 09:05 AM Syd'. Lists read by admins of AU and NZ organisations (active users, audit
 * logs, purge dates) show one zone whatever the browser's, the zone the spec judges expiry in and exports use.
 * Text that is not a date is shown as it is.
 */
export function formatDateTime(value: string | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return formatDisplayDateTime(d, SERVER_TIME_ZONE, { zoneCode: true });
}
