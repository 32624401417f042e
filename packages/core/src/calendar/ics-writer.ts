import { TZDate } from '@date-fns/tz';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { vtimezoneOf } from './vtimezone.ts';

/** One calendar entry as RFC 5545 needs it; the text fields are plain text (the writer escapes them). */
export interface IcsEvent {
  /** Stable across exports and feed reads: the same meeting is the same event in the reader's calendar. */
  uid: string;
  /** Grows with every change of the meeting, so readers replace their copy. */
  sequence: number;
  /** The meeting's last change (DTSTAMP, LAST-MODIFIED). */
  stamp: Date;
  start: Date;
  end: Date;
  /** IANA zone of the meeting: DTSTART/DTEND carry it as TZID, with its VTIMEZONE in the calendar. */
  timeZone: string;
  summary: string;
  location?: string;
  description?: string;
  cancelled?: boolean;
  /** Who runs it: required by an invitation (iTIP REQUEST or CANCEL, RFC 5546). */
  organizer?: { name: string; email: string };
  /** Who it is sent to (an invitation's ATTENDEE). */
  attendees?: ReadonlyArray<{ name: string; email: string }>;
}

export interface IcsOptions {
  /** The calendar's display name (X-WR-CALNAME). */
  name: string;
  /** Suggested refresh interval of a subscribed feed, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  /** PUBLISH (downloads and feeds, the default), or an e-mailed invitation's REQUEST or CANCEL (RFC 5546). */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
}

const PRODUCT = { company: 'Scheduler', product: 'Calendar', language: 'EN' };

/**
 * An iCalendar file (RFC 5545) of `events`, written by ical-generator: METHOD:PUBLISH, one VEVENT per event with
 * UID, SEQUENCE, DTSTAMP (UTC), DTSTART/DTEND in the meeting's zone (TZID) and one VTIMEZONE per zone used,
 * generated from the runtime's zone data for the years the events span (vtimezone.ts).
 */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const years = events.flatMap((e) => [e.start.getUTCFullYear(), e.end.getUTCFullYear()]);
  const fromYear = Math.min(...years) - 1;
  const toYear = Math.max(...years) + 1;
  const calendar = ical({
    prodId: PRODUCT,
    method: ICalCalendarMethod[options.method ?? 'PUBLISH'],
    name: options.name,
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
    // No calendar-wide zone (DTSTAMP stays UTC); the generator is asked once for each event's zone.
    timezone: { name: null, generator: (zone) => vtimezoneOf(zone, fromYear, toYear) },
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      sequence: e.sequence,
      stamp: e.stamp,
      lastModified: e.stamp,
      start: new TZDate(e.start.getTime(), e.timeZone),
      end: new TZDate(e.end.getTime(), e.timeZone),
      timezone: e.timeZone,
      summary: e.summary,
      location: e.location || null,
      description: e.description || null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(e.organizer ? { organizer: e.organizer } : {}),
      ...(e.attendees?.length
        ? {
            attendees: e.attendees.map((a) => ({
              name: a.name,
              email: a.email,
              role: ICalAttendeeRole.REQ,
              status: e.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            })),
          }
        : {}),
    });
  }
  return calendar.toString();
}
