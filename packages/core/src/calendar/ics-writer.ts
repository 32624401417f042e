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

const PRODUCT = '-//Scheduler//Calendar//EN';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The UTC offset of `zone` at an instant (epoch milliseconds), in minutes. */
type OffsetOf = (zone: string, at: number) => number;
const fromZoneData: OffsetOf = (zone, at) => offsetMinutes(zone, new Date(at));

/**
 * Offsets remembered for one file: events at the same time of day share their probes a day either side, so a feed
 * asks the zone data for a fraction of the instants it writes.
 */
function rememberedOffsets(): OffsetOf {
  const known = new Map<string, number>();
  return (zone, at) => {
    const key = `${zone} ${at}`;
    let offset = known.get(key);
    if (offset === undefined) known.set(key, (offset = fromZoneData(zone, at)));
    return offset;
  };
}

/**
 * Whether the wall time of `instant` in `zone` names that instant alone. In the hour the clocks go back every wall
 * time happens twice: RFC 5545 §3.3.5 reads it as the first occurrence, yet readers differ (ical.js places 02:00 on
 * the second), so neither occurrence is written as a wall time. (An instant's own wall time never falls in a
 * spring-forward gap.) Another instant with the same wall time lies under the offset the zone has a day before or a
 * day after: no zone changes its offset twice in a day.
 */
function namedByWallTime(instant: Date, zone: string, offsetOf: OffsetOf): boolean {
  const at = instant.getTime();
  const wall = at + offsetOf(zone, at) * MINUTE;
  return [at - DAY, at + DAY].every((probe) => {
    const other = wall - offsetOf(zone, probe) * MINUTE;
    return other === at || other + offsetOf(zone, other) * MINUTE !== wall;
  });
}

/**
 * A parameter value (CN) as RFC 5545 §3.2 and RFC 6868 want it: always in double quotes (it may hold ',', ';', ':'),
 * with '^' written '^^', a line break '^n' and a double quote "^'"; other control characters cannot be written and
 * are left out. (ical-generator escapes quotes with a backslash, which parameter values do not have.)
 */
function quotedParam(text: string): string {
  const encoded = text
    .replace(/\^/g, '^^')
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/"/g, "^'")
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '');
  return `"${encoded}"`;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks written '\n', other controls left out. */
const escapeText = (text: string) =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '');

/** The UTF-8 length of a code point. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each further line starts with a space, which counts, and a
 * character is never split.
 */
function foldLine(line: string): string {
  // A line of no more than 75 UTF-16 units is at most 75 octets when it is ASCII, the usual case.
  if (line.length <= 75 && !/[^\x00-\x7f]/.test(line)) return line;
  let out = '';
  let used = 0;
  let limit = 75;
  for (const ch of line) {
    const size = octets(ch.codePointAt(0)!);
    if (used + size > limit) {
      out += '\r\n ';
      used = 1;
      limit = 75;
    }
    out += ch;
    used += size;
  }
  return out;
}

/** A UTC DATE-TIME (form #2): yyyyMMdd'T'HHmmss'Z'. */
const utcDateTime = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The wall time of `instant` in `zone` as a local DATE-TIME (yyyyMMdd'T'HHmmss), for a TZID property. */
const zonedDateTime = (instant: Date, zone: string, offsetOf: OffsetOf) =>
  new Date(instant.getTime() + offsetOf(zone, instant.getTime()) * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

/** A DURATION of whole seconds (RFC 5545 §3.3.6): PT15M, PT1H30M, PT45S. */
function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** The content lines of one VEVENT. */
function eventLines(e: IcsEvent, now: string, offsetOf: OffsetOf): string[] {
  // Both in the zone where both wall times name their instants, both in UTC otherwise (see buildIcs).
  const zoned = namedByWallTime(e.start, e.timeZone, offsetOf) && namedByWallTime(e.end, e.timeZone, offsetOf);
  const when = (name: string, at: Date) =>
    zoned ? `${name};TZID=${e.timeZone}:${zonedDateTime(at, e.timeZone, offsetOf)}` : `${name}:${utcDateTime(at)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${now}`,
    when('DTSTART', e.start),
    when('DTEND', e.end),
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `LAST-MODIFIED:${utcDateTime(e.lastModified)}`,
    ...(e.organizer ? [`ORGANIZER;CN=${quotedParam(e.organizer.name)}:mailto:${e.organizer.email}`] : []),
    ...(e.attendees ?? []).map(
      (a) => `ATTENDEE;CN=${quotedParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${e.cancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${a.email}`,
    ),
    'END:VEVENT',
  ];
}

/**
 * An iCalendar file (RFC 5545) of `events`: METHOD (PUBLISH unless asked otherwise), the calendar's name, its refresh
 * interval, one VTIMEZONE per zone used, generated from the runtime's zone data for the years the events span
 * (vtimezone.ts), then one VEVENT per event with UID, SEQUENCE, DTSTAMP (UTC, when the file is made), LAST-MODIFIED,
 * the parties of an invitation (ORGANIZER, ATTENDEE, their names quoted per RFC 6868), every line folded at 75 octets.
 * Written line by line here: a feed of thousands of events is written in a few tens of milliseconds.
 *
 * DTSTART/DTEND carry the meeting's zone (TZID) where both wall times name their instants; where one does not
 * (a time in the hour that happens twice when the clocks go back), both are written in UTC (form #2), which every
 * reader places exactly. Not DTEND alone in UTC: RFC 5545 §3.8.2.2 wants DTEND in the form of DTSTART. Not
 * DURATION: some readers (ical.js among them) add it to the wall clock, an hour off across the change.
 */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const years = events.flatMap((e) => [e.start.getUTCFullYear(), e.end.getUTCFullYear()]);
  const fromYear = Math.min(...years) - 1;
  const toYear = Math.max(...years) + 1;
  const zones = [...new Set(events.map((e) => e.timeZone))];
  const now = utcDateTime(options.now);
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    `METHOD:${options.method ?? 'PUBLISH'}`,
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...(options.refreshSeconds
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${duration(options.refreshSeconds)}`, `X-PUBLISHED-TTL:${duration(options.refreshSeconds)}`]
      : []),
  ];
  const parts = [head.map(foldLine).join('\r\n'), ...zones.map((zone) => vtimezoneOf(zone, fromYear, toYear).slice(0, -2))];
  const offsetOf = rememberedOffsets();
  for (const e of events) parts.push(eventLines(e, now, offsetOf).map(foldLine).join('\r\n'));
  parts.push('END:VCALENDAR\r\n');
  return parts.join('\r\n');
}
