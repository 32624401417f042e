import { formatInZone } from '@scheduler/contracts/time/time-formats';

/** What a booking view says of its live session (issue 12: the relay and finishMeeting write them on the booking). */
export interface AttendanceFacts {
  status?: unknown;
  deliveryMethod?: unknown;
  /** UTC start of the meeting. */
  start?: unknown;
  /** The meeting's zone (IANA) and its code. */
  timeZone?: unknown;
  timezoneCode?: unknown;
  /** First bind to the session, last leave, and the seconds bound in all (ISO instants, seconds). */
  sessionJoinedAt?: unknown;
  sessionLeftAt?: unknown;
  sessionSeconds?: unknown;
}

export const NEVER_JOINED = 'Never joined';
/** The completion dialog's hint for a remote booking whose candidate never joined (not forced: staff decide). */
export const MISSED_HINT = 'The candidate never joined the live session: MISSED may be the status to choose.';

/** Statuses of a booking whose meeting may have been held (the seat was taken). */
const HELD = ['CONFIRMED', 'COMPLETE', 'INCOMPLETE', 'MISSED'];

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const instant = (v: unknown) => {
  const s = str(v);
  const at = s ? new Date(s) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
};

function isRemoteAndStarted(b: AttendanceFacts, now: Date): boolean {
  const start = instant(b.start);
  return b.deliveryMethod === 'REMOTE' && HELD.includes(String(b.status)) && !!start && start <= now;
}

/** A time of the meeting's day in its zone, as the app writes times: 10:02 AM Syd (UTC when the zone is unknown). */
function timeOf(at: Date, b: AttendanceFacts): string {
  const zone = str(b.timeZone);
  if (!zone) return `${formatInZone(at, 'UTC', 'hh:mm a')} UTC`;
  const code = str(b.timezoneCode);
  return `${formatInZone(at, zone, 'hh:mm a')}${code ? ` ${code}` : ''}`;
}

/**
 * The Booking Details line for admins: 'joined 10:02 AM Syd, left 10:41 AM Syd, 39 min' in the meeting's zone once the
 * candidate joined (no 'left' while still in it), 'Never joined' for a remote booking whose meeting has started
 * without them; nothing for onsite, pending or future bookings.
 */
export function attendanceText(b: AttendanceFacts, now: Date): string | undefined {
  const joined = instant(b.sessionJoinedAt);
  if (!joined) return isRemoteAndStarted(b, now) ? NEVER_JOINED : undefined;
  const left = instant(b.sessionLeftAt);
  const seconds = typeof b.sessionSeconds === 'number' && b.sessionSeconds >= 0 ? b.sessionSeconds : undefined;
  const minutes = seconds === undefined ? undefined : Math.round(seconds / 60);
  return [`joined ${timeOf(joined, b)}`, left ? `left ${timeOf(left, b)}` : undefined, minutes === undefined ? undefined : `${minutes} min`]
    .filter(Boolean)
    .join(', ');
}

/** Whether completion should suggest MISSED: a remote booking whose meeting has started and whose candidate never joined. */
export const suggestsMissed = (b: AttendanceFacts, now: Date): boolean => !instant(b.sessionJoinedAt) && isRemoteAndStarted(b, now);
