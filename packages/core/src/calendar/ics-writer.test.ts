import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, icsCalendar, icsEventsText, type IcsEvent } from './ics-writer.ts';

/** Parses with a third-party reader (Mozilla's ical.js), its zones registered from the file's own VTIMEZONEs. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, events };
}

const base: IcsEvent = {
  uid: 'm-1@scheduler',
  sequence: 0,
  lastModified: new Date('2026-08-01T00:00:00Z'),
  start: new Date('2026-09-10T00:00:00Z'),
  end: new Date('2026-09-10T01:00:00Z'),
  timeZone: 'Australia/Sydney',
  summary: 'Interview Meeting',
};

const opts = { name: 'Meetings', now: new Date('2026-09-01T00:00:00Z') };

describe('buildIcs', () => {
  it('writes UID, SEQUENCE, DTSTAMP in UTC, DTSTART/DTEND with TZID and the zone it names', () => {
    const text = buildIcs([{ ...base, sequence: 4 }], { name: 'Meetings', now: new Date('2026-09-01T00:00:00Z') });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).toContain('UID:m-1@scheduler\r\n');
    expect(text).toContain('SEQUENCE:4\r\n');
    // DTSTAMP is when the file was made; LAST-MODIFIED the meeting's last change.
    expect(text).toContain('DTSTAMP:20260901T000000Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20260801T000000Z\r\n');
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20260910T100000\r\n');
    expect(text).toContain('DTEND;TZID=Australia/Sydney:20260910T110000\r\n');
    const { calendar, events } = read(text);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Australia/Sydney']);
    expect(events[0]!.uid).toBe('m-1@scheduler');
    expect(events[0]!.sequence).toBe(4);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-09-10T00:00:00.000Z');
  });

  it('gives each zone used one VTIMEZONE', () => {
    const text = buildIcs(
      [base, { ...base, uid: 'm-2@scheduler', timeZone: 'Pacific/Auckland' }, { ...base, uid: 'm-3@scheduler', timeZone: 'Australia/Perth' }],
      opts,
    );
    const zones = read(text)
      .calendar.getAllSubcomponents('vtimezone')
      .map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual(['Australia/Perth', 'Australia/Sydney', 'Pacific/Auckland']);
  });

  // Sydney: clocks go forward 2026-10-04 02:00 → 03:00 and back 2026-04-05 03:00 → 02:00.
  // Auckland: forward 2026-09-27 02:00 → 03:00, back 2026-04-05 03:00 → 02:00.
  it.each([
    ['Australia/Sydney', '2026-10-03T23:00:00Z', '20261004T100000'],
    ['Australia/Sydney', '2026-04-04T23:00:00Z', '20260405T090000'],
    ['Australia/Sydney', '2026-10-03T15:30:00Z', '20261004T013000'],
    ['Australia/Sydney', '2026-04-04T17:00:00Z', '20260405T030000'],
    ['Pacific/Auckland', '2026-09-26T21:00:00Z', '20260927T100000'],
    ['Pacific/Auckland', '2026-04-04T21:00:00Z', '20260405T090000'],
    ['Pacific/Auckland', '2026-09-26T13:30:00Z', '20260927T013000'],
    ['Pacific/Auckland', '2026-04-04T15:00:00Z', '20260405T030000'],
  ])('%s on a DST day: %s is written as local %s and read back as the same instant', (zone, instant, local) => {
    const start = new Date(instant);
    const end = new Date(start.getTime() + 2 * 3600_000);
    const text = buildIcs([{ ...base, timeZone: zone, start, end }], opts);
    expect(text).toContain(`DTSTART;TZID=${zone}:${local}\r\n`);
    const [event] = read(text).events;
    expect(event!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event!.endDate.toJSDate().toISOString()).toBe(end.toISOString());
    // A meeting across the change lasts its real two hours, not the wall clock's one or three.
    expect(event!.duration.toSeconds()).toBe(2 * 3600);
  });

  // The hour the clocks go back happens twice: RFC 5545 §3.3.5 reads it as the first occurrence, ical.js not always.
  // 2027: Sydney back at 16:00Z on 3 April (03:00 AEDT → 02:00 AEST), forward at 16:00Z on 2 October; Adelaide half
  // an hour later (16:30Z both); Auckland back at 14:00Z on 3 April, forward at 14:00Z on 25 September.
  const CHANGES = [
    { zone: 'Australia/Sydney', back: '2027-04-03T16:00:00Z', forward: '2027-10-02T16:00:00Z' },
    { zone: 'Australia/Adelaide', back: '2027-04-03T16:30:00Z', forward: '2027-10-02T16:30:00Z' },
    { zone: 'Pacific/Auckland', back: '2027-04-03T14:00:00Z', forward: '2027-09-25T14:00:00Z' },
  ];
  const MIN = 60_000;
  const cases = CHANGES.flatMap(
    ({ zone, back, forward }) =>
      [
        // [zone, what, change, start minutes from the change, minutes long, written in the zone (TZID)?]
        [zone, 'overlap: 02:30 (first) for an hour, ending at 02:30 (second)', back, -30, 60, false],
        [zone, 'overlap: starting at 02:30 (second)', back, 30, 60, false],
        [zone, 'overlap: ending at 02:00 (second), the instant of the change', back, -60, 60, false],
        [zone, 'overlap: 02:00 to 02:45, both first occurrences', back, -60, 45, false],
        [zone, 'overlap: 01:00 to 02:00 (first)', back, -120, 60, false],
        [zone, 'overlap: 01:00 to 01:59 (first)', back, -120, 59, true],
        [zone, 'overlap: 03:00 (after the second 02:59) to 04:00', back, 60, 60, true],
        [zone, 'overlap: 01:30 to 03:30, across the repeated hour', back, -90, 180, true],
        [zone, 'gap: 01:30 to 03:30, across the missing hour', forward, -30, 60, true],
        [zone, 'gap: 01:00 to 03:00, ending at the change', forward, -60, 60, true],
        [zone, 'gap: 03:00, the first minute after the change', forward, 0, 60, true],
      ] as const,
  );

  it.each(cases)('%s %s: a reader gets the stored instants', (zone, _what, change, fromChange, minutes, zoned) => {
    const start = new Date(Date.parse(change) + fromChange * MIN);
    const end = new Date(start.getTime() + minutes * MIN);
    const text = buildIcs([{ ...base, timeZone: zone, start, end }], opts);
    const [event] = read(text).events;
    expect(event!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event!.endDate.toJSDate().toISOString()).toBe(end.toISOString());
    expect(event!.duration.toSeconds()).toBe(minutes * 60);
    // The zone is kept wherever its wall times name both instants; otherwise both are written in UTC.
    expect(text.includes(`DTSTART;TZID=${zone}:`)).toBe(zoned);
    expect(text.includes(`DTEND;TZID=${zone}:`)).toBe(zoned);
    if (!zoned) expect(text).toContain(`DTEND:${end.toISOString().replace(/[-:]|\.000/g, '')}\r\n`);
  });

  it('writes a 1-hour meeting at 02:30 Sydney on the day clocks go back with an end an hour after its start', () => {
    const start = new Date('2027-04-03T15:30:00Z');
    const text = buildIcs([{ ...base, start, end: new Date('2027-04-03T16:30:00Z') }], opts);
    expect(text).not.toContain('DTEND;TZID=Australia/Sydney:20270404T023000');
    expect(text).toContain('DTSTART:20270403T153000Z\r\n');
    expect(text).toContain('DTEND:20270403T163000Z\r\n');
  });

  it('quotes names per RFC 6868: a double quote, a caret, a line break and a comma come back as written', () => {
    const candidate = `O'Hara, "Jr" ^ caret ^n not a break\nsecond line; a:b`;
    const assessor = 'Zoë "The Boss" Müller-Lüdenscheidt, Senior Assessor of Very Long Titles and Departments';
    const text = buildIcs(
      [{ ...base, organizer: { name: assessor, email: 'zoe@example.com' }, attendees: [{ name: candidate, email: 'ohara@example.com' }] }],
      { ...opts, method: 'REQUEST' },
    );
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`ATTENDEE;CN="O'Hara, ^'Jr^' ^^ caret ^^n not a break^nsecond line; a:b";`);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const [event] = read(text).events;
    const attendee = event!.component.getFirstProperty('attendee')!;
    expect(attendee.getParameter('cn')).toBe(candidate);
    expect(String(attendee.getFirstValue())).toBe('mailto:ohara@example.com');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    const organizer = event!.component.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe(assessor);
    expect(String(organizer.getFirstValue())).toBe('mailto:zoe@example.com');
    // One VEVENT, its parties inside it, and the calendar closed after it.
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n') || text.endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);
  });

  it("puts each event's parties in that event", () => {
    const text = buildIcs(
      [
        { ...base, uid: 'm-1@scheduler', attendees: [{ name: 'One', email: 'one@example.com' }] },
        { ...base, uid: 'm-2@scheduler', summary: 'END:VEVENT', description: 'x\nEND:VEVENT\ny' },
        { ...base, uid: 'm-3@scheduler', cancelled: true, attendees: [{ name: 'Three', email: 'three@example.com' }] },
      ],
      opts,
    );
    const events = read(text).events;
    expect(events.map((e) => e.uid)).toEqual(['m-1@scheduler', 'm-2@scheduler', 'm-3@scheduler']);
    expect(events.map((e) => e.attendees.map((a) => a.getParameter('cn')))).toEqual([['One'], [], ['Three']]);
    expect(events[2]!.attendees[0]!.getParameter('partstat')).toBe('DECLINED');
    expect(events[1]!.description).toBe('x\nEND:VEVENT\ny');
  });

  it('escapes text so commas, semicolons, backslashes and line breaks come back as written', () => {
    const summary = 'Interview; Smith, J. \\ Co';
    const description = 'Line one\nLine two, with; marks';
    const location = '1 George St, Sydney; NSW 2000';
    const text = buildIcs([{ ...base, summary, description, location }], opts);
    expect(text).toContain('SUMMARY:Interview\\; Smith\\, J. \\\\ Co\r\n');
    const [event] = read(text).events;
    expect(event!.summary).toBe(summary);
    expect(event!.description).toBe(description);
    expect(event!.location).toBe(location);
  });

  it('writes a lone carriage return as a line break and leaves out other control characters, keeping tabs', () => {
    const text = buildIcs(
      [{ ...base, summary: 'a\rb\r\nc\u0001d\te\u007f', attendees: [{ name: 'Ann\rLee\u0002', email: 'ann@example.com' }] }],
      opts,
    );
    expect(text).toContain('SUMMARY:a\\nb\\ncd\te\r\n');
    expect(text).toContain('ATTENDEE;CN="Ann^nLee";');
    const [event] = read(text).events;
    expect(event!.summary).toBe('a\nb\ncd\te');
    expect(event!.attendees[0]!.getParameter('cn')).toBe('Ann\nLee');
  });

  it('folds long lines at 75 octets', () => {
    const text = buildIcs([{ ...base, description: 'x'.repeat(400) }], opts);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(read(text).events[0]!.description).toBe('x'.repeat(400));
  });

  it('folds lines of accented letters and emoji at 75 octets without splitting a character', () => {
    const description = `${'é'.repeat(60)} ${'🗓'.repeat(30)} ${'x'.repeat(90)}`;
    const text = buildIcs([{ ...base, description }], { ...opts, name: 'Smith, Jones & Co; Meetings' });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(read(text).events[0]!.description).toBe(description);
    // The calendar's name is TEXT (RFC 7986 NAME, and Apple's X-WR-CALNAME): its commas and semicolons escaped.
    expect(text).toContain('\r\nX-WR-CALNAME:Smith\\, Jones & Co\\; Meetings\r\n');
  });

  it('marks a cancelled meeting CANCELLED and others CONFIRMED, and names the calendar', () => {
    const text = buildIcs([base, { ...base, uid: 'm-2@scheduler', cancelled: true }], { ...opts, name: 'Acme Meetings', refreshSeconds: 900 });
    const { calendar, events } = read(text);
    expect(events.map((e) => e.component.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Acme Meetings');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
  });

  it('writes events in parts, each zone once across them, as it writes them at once', () => {
    const events: IcsEvent[] = [
      base,
      { ...base, uid: 'm-2@scheduler', timeZone: 'Pacific/Auckland', start: new Date('2027-04-04T13:30:00Z'), end: new Date('2027-04-04T14:30:00Z') },
      { ...base, uid: 'm-3@scheduler', start: new Date('2028-01-10T00:00:00Z'), end: new Date('2028-01-10T01:00:00Z') },
      { ...base, uid: 'm-4@scheduler', timeZone: 'Australia/Perth', start: new Date('2029-06-01T00:00:00Z'), end: new Date('2029-06-01T01:00:00Z') },
    ];
    const options = { ...opts, refreshSeconds: 900 };
    const parts = [events.slice(0, 2), [], events.slice(2)].map((part) => icsEventsText(part, opts.now));
    const text = icsCalendar(parts, options);
    expect(text).toBe(buildIcs(events, options));
    const { calendar, events: parsed } = read(text);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Australia/Sydney',
      'Pacific/Auckland',
      'Australia/Perth',
    ]);
    expect(parsed.map((e) => [e.uid, e.startDate.toJSDate().toISOString()])).toEqual(events.map((e) => [e.uid, e.start.toISOString()]));
  });
});
