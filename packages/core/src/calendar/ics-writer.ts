import { TZDate } from '@date-fns/tz';
import ical, { foldLines, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { offsetMinutes } from '../time/index.ts';
import { vtimezoneOf } from './vtimezone.ts';

/** A person named in an event (ORGANIZER, ATTENDEE): the name is plain text, quoted by the writer (RFC 6868). */
export interface IcsPerson {
  name: string;
  email: string;
}

/** One calendar entry as RFC 5545 needs it; the text fields are plain text (the writer escapes them). */
export interface IcsEvent {
  /** Stable across exports and feed reads: the same meeting is the same event in the reader's calendar. */
  uid: string;
  /** Only ever rises for the UID (the meeting's, meeting-entity.ts), so readers replace their copy. */
  sequence: number;
  /** The meeting's last change (LAST-MODIFIED). */
  lastModified: Date;
  start: Date;
  end: Date;
  /** IANA zone of the meeting: DTSTART/DTEND carry it as TZID, with its VTIMEZONE in the calendar. */
  timeZone: string;
  summary: string;
  location?: string;
  description?: string;
  cancelled?: boolean;
  /** Who runs it: required by an invitation (iTIP REQUEST or CANCEL, RFC 5546). */
  organizer?: IcsPerson;
  /** Who it is sent to (an invitation's ATTENDEE). */
  attendees?: readonly IcsPerson[];
}

export interface IcsOptions {
  /** The calendar's display name (X-WR-CALNAME). */
  name: string;
  /** When this file or message is made: every event's DTSTAMP (RFC 5545 §3.8.7.2, a calendar with a METHOD). */
  now: Date;
  /** Suggested refresh interval of a subscribed feed, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  /** PUBLISH (downloads and feeds, the default), or an e-mailed invitation's REQUEST or CANCEL (RFC 5546). */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
}

const PRODUCT = { company: 'Scheduler', product: 'Calendar', language: 'EN' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Whether the wall time of `instant` in `zone` names that instant alone. In the hour the clocks go back every wall
 * time happens twice: RFC 5545 §3.3.5 reads it as the first occurrence, yet readers differ (ical.js places 02:00 on
 * the second), so neither occurrence is written as a wall time. (An instant's own wall time never falls in a
 * spring-forward gap.) Another instant with the same wall time lies under the offset the zone has a day before or a
 * day after: no zone changes its offset twice in a day.
 */
export function namedByWallTime(instant: Date, zone: string): boolean {
  const at = instant.getTime();
  const wall = at + offsetMinutes(zone, instant) * MINUTE;
  return [at - DAY, at + DAY].every((probe) => {
    const other = wall - offsetMinutes(zone, new Date(probe)) * MINUTE;
    return other === at || other + offsetMinutes(zone, new Date(other)) * MINUTE !== wall;
  });
}

/**
 * A parameter value (CN) as RFC 5545 §3.2 and RFC 6868 want it: always in double quotes (it may hold ',', ';', ':'),
 * with '^' written '^^', a line break '^n' and a double quote "^'"; other control characters cannot be written and
 * are left out. (ical-generator escapes quotes with a backslash, which parameter values do not have.)
 */
export function quotedParam(text: string): string {
  const encoded = text
    .replace(/\^/g, '^^')
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/"/g, "^'")
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '');
  return `"${encoded}"`;
}

/** The ORGANIZER and ATTENDEE lines of an event, folded like the rest of the file. */
function partyLines(e: IcsEvent): string {
  const lines = [
    ...(e.organizer ? [`ORGANIZER;CN=${quotedParam(e.organizer.name)}:mailto:${e.organizer.email}`] : []),
    ...(e.attendees ?? []).map(
      (a) => `ATTENDEE;CN=${quotedParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${e.cancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${a.email}`,
    ),
  ];
  return lines.length ? `${foldLines(lines.join('\r\n'))}\r\n` : '';
}

const END_OF_EVENT = '\r\nEND:VEVENT\r\n';

/**
 * An iCalendar file (RFC 5545) of `events`, written by ical-generator: METHOD:PUBLISH, one VEVENT per event with
 * UID, SEQUENCE, DTSTAMP (UTC, when the file is made), LAST-MODIFIED, and one VTIMEZONE per zone used, generated
 * from the runtime's zone data for the years the events span (vtimezone.ts).
 *
 * DTSTART/DTEND carry the meeting's zone (TZID) where both wall times name their instants; where one does not
 * (a time in the hour that happens twice when the clocks go back), both are written in UTC (form #2), which every
 * reader places exactly. Not DTEND alone in UTC: RFC 5545 §3.8.2.2 wants DTEND in the form of DTSTART. Not
 * DURATION: some readers (ical.js among them) add it to the wall clock, an hour off across the change.
 *
 * ORGANIZER and ATTENDEE are written here, not by ical-generator, whose CN escapes a double quote with a backslash
 * (rejected by readers): each event's lines go in before its END:VEVENT. That line can only be the component's end:
 * text values have their line breaks escaped and folded lines start with a space.
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
    const zoned = namedByWallTime(e.start, e.timeZone) && namedByWallTime(e.end, e.timeZone);
    calendar.createEvent({
      id: e.uid,
      sequence: e.sequence,
      stamp: options.now,
      lastModified: e.lastModified,
      ...(zoned
        ? { start: new TZDate(e.start.getTime(), e.timeZone), end: new TZDate(e.end.getTime(), e.timeZone), timezone: e.timeZone }
        : { start: e.start, end: e.end, timezone: null }),
      summary: e.summary,
      location: e.location || null,
      description: e.description || null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const parts = calendar.toString().split(END_OF_EVENT);
  if (parts.length !== events.length + 1) throw new Error('ics: the events written do not match the events given');
  return parts.map((part, i) => (i < events.length ? `${part}\r\n${partyLines(events[i]!)}END:VEVENT` : part)).join('\r\n');
}
