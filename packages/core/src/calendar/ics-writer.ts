import { offsetsOf, vtimezoneOf } from './vtimezone.ts';

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

/** The offsets of the file's zones, read from the changes their VTIMEZONEs list (vtimezone.ts). */
function offsetsIn(zones: Iterable<string>, fromYear: number, toYear: number): OffsetOf {
  const byZone = new Map([...zones].map((zone) => [zone, offsetsOf(zone, fromYear, toYear)]));
  return (zone, at) => byZone.get(zone)!(at);
}

/**
 * Whether the wall time of `instant` in `zone` names that instant alone. In the hour the clocks go back every wall
 * time happens twice: RFC 5545 §3.3.5 reads it as the first occurrence, yet readers differ (ical.js places 02:00 on
 * the second), so neither occurrence is written as a wall time. (An instant's own wall time never falls in a
 * spring-forward gap.) Another instant with the same wall time lies under the offset the zone has a day before or a
 * day after: no zone changes its offset twice in a day.
 */
function namedByWallTime(at: number, zone: string, offsetOf: OffsetOf): boolean {
  const wall = at + offsetOf(zone, at) * MINUTE;
  for (const probe of [at - DAY, at + DAY]) {
    const other = wall - offsetOf(zone, probe) * MINUTE;
    if (other !== at && other + offsetOf(zone, other) * MINUTE === wall) return false;
  }
  return true;
}

/** Characters a parameter value (RFC 6868) or a TEXT value (RFC 5545 §3.3.11) writes otherwise, or leaves out. */
const PARAM_SPECIAL = /[\x00-\x08\x0a-\x1f\x7f"^]/;
const TEXT_SPECIAL = /[\x00-\x08\x0a-\x1f\x7f\\;,]/;

/**
 * A parameter value (CN) as RFC 5545 §3.2 and RFC 6868 want it: always in double quotes (it may hold ',', ';', ':'),
 * with '^' written '^^', a line break '^n' and a double quote "^'"; other control characters cannot be written and
 * are left out. (ical-generator escapes quotes with a backslash, which parameter values do not have.)
 */
function quotedParam(text: string): string {
  if (!PARAM_SPECIAL.test(text)) return `"${text}"`;
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5e) out += '^^';
    else if (c === 0x22) out += "^'";
    else if (c === 0x0d || c === 0x0a) {
      out += '^n';
      if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    } else if (c !== 0x09 && (c < 0x20 || c === 0x7f)) continue;
    else out += text[i];
  }
  return `${out}"`;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks written '\n', other controls left out. */
function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c || c === 0x3b || c === 0x2c) out += `\\${text[i]}`;
    else if (c === 0x0d || c === 0x0a) {
      out += '\\n';
      if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    } else if (c !== 0x09 && (c < 0x20 || c === 0x7f)) continue;
    else out += text[i];
  }
  return out;
}

/** The UTF-8 length of a code point. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each further line starts with a space, which counts, and a
 * character is never split.
 */
function foldLine(line: string): string {
  // An ASCII line is as many octets as UTF-16 units: 75 on the first line, 74 after each continuation's space.
  if (!NON_ASCII.test(line)) {
    if (line.length <= 75) return line;
    let out = line.slice(0, 75);
    for (let at = 75; at < line.length; at += 74) out += `\r\n ${line.slice(at, at + 74)}`;
    return out;
  }
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

/** yyyyMMdd'T'HHmmss of an instant's ISO form (UTC). */
function basicDateTime(at: number): string {
  const iso = new Date(at).toISOString();
  return iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 13) + iso.slice(14, 16) + iso.slice(17, 19);
}

/** A UTC DATE-TIME (form #2): yyyyMMdd'T'HHmmss'Z'. */
export const utcDateTime = (instant: Date) => `${basicDateTime(instant.getTime())}Z`;

/** A DURATION of whole seconds (RFC 5545 §3.3.6): PT15M, PT1H30M, PT45S. */
function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** The VEVENT of one event: its content lines, folded, each ended by CRLF. */
function eventText(e: IcsEvent, now: string, offsetOf: OffsetOf): string {
  const start = e.start.getTime();
  const end = e.end.getTime();
  const zone = e.timeZone;
  // Both in the zone where both wall times name their instants, both in UTC otherwise (see buildIcs).
  const zoned = namedByWallTime(start, zone, offsetOf) && namedByWallTime(end, zone, offsetOf);
  const when = (name: string, at: number) =>
    foldLine(zoned ? `${name};TZID=${zone}:${basicDateTime(at + offsetOf(zone, at) * MINUTE)}` : `${name}:${basicDateTime(at)}Z`);
  let text =
    `BEGIN:VEVENT\r\n${foldLine(`UID:${escapeText(e.uid)}`)}\r\nSEQUENCE:${e.sequence}\r\nDTSTAMP:${now}\r\n` +
    `${when('DTSTART', start)}\r\n${when('DTEND', end)}\r\n${foldLine(`SUMMARY:${escapeText(e.summary)}`)}\r\n`;
  if (e.location) text += `${foldLine(`LOCATION:${escapeText(e.location)}`)}\r\n`;
  if (e.description) text += `${foldLine(`DESCRIPTION:${escapeText(e.description)}`)}\r\n`;
  text += `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}\r\nLAST-MODIFIED:${utcDateTime(e.lastModified)}\r\n`;
  if (e.organizer) text += `${foldLine(`ORGANIZER;CN=${quotedParam(e.organizer.name)}:mailto:${e.organizer.email}`)}\r\n`;
  for (const a of e.attendees ?? []) {
    const status = e.cancelled ? 'DECLINED' : 'ACCEPTED';
    text += `${foldLine(`ATTENDEE;CN=${quotedParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${status};RSVP=FALSE:mailto:${a.email}`)}\r\n`;
  }
  return `${text}END:VEVENT\r\n`;
}

/**
 * The VEVENTs of events in a file's order, written apart from the calendar around them (a feed keeps them per window
 * of time, calendar-feed-windows.ts): their text, the zones they use in order of first use, and the years those
 * zones' VTIMEZONEs must cover (0 when there are no events).
 */
export interface IcsEventsText {
  text: string;
  zones: string[];
  fromYear: number;
  toYear: number;
}

/** The VEVENTs of `events` with DTSTAMP `now` (see buildIcs). */
export function icsEventsText(events: readonly IcsEvent[], now: Date): IcsEventsText {
  let fromYear = Number.POSITIVE_INFINITY;
  let toYear = Number.NEGATIVE_INFINITY;
  const zones = new Set<string>();
  for (const e of events) {
    fromYear = Math.min(fromYear, e.start.getUTCFullYear() - 1, e.end.getUTCFullYear() - 1);
    toYear = Math.max(toYear, e.start.getUTCFullYear() + 1, e.end.getUTCFullYear() + 1);
    zones.add(e.timeZone);
  }
  const stamp = utcDateTime(now);
  const offsetOf = offsetsIn(zones, fromYear, toYear);
  let text = '';
  for (const e of events) text += eventText(e, stamp, offsetOf);
  return zones.size > 0 ? { text, zones: [...zones], fromYear, toYear } : { text, zones: [], fromYear: 0, toYear: 0 };
}

/**
 * The calendar around VEVENTs written apart, in their order: the head, one VTIMEZONE per zone the parts use (in order
 * of first use, covering the years of every part), then the parts' events. Of the parts of events in one order it
 * writes what buildIcs writes of those events.
 */
export function icsCalendar(parts: readonly IcsEventsText[], options: Omit<IcsOptions, 'now'>): string {
  const used = parts.filter((p) => p.zones.length > 0);
  const zones = new Set(used.flatMap((p) => p.zones));
  const fromYear = Math.min(...used.map((p) => p.fromYear));
  const toYear = Math.max(...used.map((p) => p.toYear));
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    `METHOD:${options.method ?? 'PUBLISH'}`,
    foldLine(`NAME:${escapeText(options.name)}`),
    foldLine(`X-WR-CALNAME:${escapeText(options.name)}`),
  ];
  if (options.refreshSeconds) {
    head.push(`REFRESH-INTERVAL;VALUE=DURATION:${duration(options.refreshSeconds)}`, `X-PUBLISHED-TTL:${duration(options.refreshSeconds)}`);
  }
  let text = `${head.join('\r\n')}\r\n`;
  for (const zone of zones) text += vtimezoneOf(zone, fromYear, toYear);
  for (const part of parts) text += part.text;
  return `${text}END:VCALENDAR\r\n`;
}

/**
 * An iCalendar file (RFC 5545) of `events`: METHOD (PUBLISH unless asked otherwise), the calendar's name, its refresh
 * interval, one VTIMEZONE per zone used, generated from the runtime's zone data for the years the events span
 * (vtimezone.ts), then one VEVENT per event with UID, SEQUENCE, DTSTAMP (UTC, when the file is made), LAST-MODIFIED,
 * the parties of an invitation (ORGANIZER, ATTENDEE, their names quoted per RFC 6868), every line folded at 75 octets.
 * Written as one string, event by event, each text scanned once: a feed of 5,000 events in about 50 ms here.
 *
 * DTSTART/DTEND carry the meeting's zone (TZID) where both wall times name their instants; where one does not
 * (a time in the hour that happens twice when the clocks go back), both are written in UTC (form #2), which every
 * reader places exactly. Not DTEND alone in UTC: RFC 5545 §3.8.2.2 wants DTEND in the form of DTSTART. Not
 * DURATION: some readers (ical.js among them) add it to the wall clock, an hour off across the change.
 */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  return icsCalendar([icsEventsText(events, options.now)], options);
}
