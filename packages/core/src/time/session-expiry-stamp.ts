import { SERVER_TIME_ZONE } from './time-zones.ts';
import { zonedDateTimeToUtc } from './zoned-date-time.ts';

const STAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** Reads a 'YYYYMMDDHHmmss' session expiry stamp (server zone) back into an instant. */
export function parseSessionExpiryStamp(stamp: string): Date {
  const m = STAMP.exec(stamp);
  if (!m) throw new RangeError(`'${stamp}' is not a YYYYMMDDHHmmss stamp`);
  const at = zonedDateTimeToUtc(`${m[1]}-${m[2]}-${m[3]}`, `${m[4]}:${m[5]}`, SERVER_TIME_ZONE);
  return new Date(at.getTime() + Number(m[6]) * 1000);
}
