import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, type IcsEvent } from './ics-writer.ts';

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
  stamp: new Date('2026-09-01T00:00:00Z'),
  start: new Date('2026-09-10T00:00:00Z'),
  end: new Date('2026-09-10T01:00:00Z'),
  timeZone: 'Australia/Sydney',
  summary: 'Interview Meeting',
};

describe('buildIcs', () => {
  it('writes UID, SEQUENCE, DTSTAMP in UTC, DTSTART/DTEND with TZID and the zone it names', () => {
    const text = buildIcs([{ ...base, sequence: 4 }], { name: 'Meetings' });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).toContain('UID:m-1@scheduler\r\n');
    expect(text).toContain('SEQUENCE:4\r\n');
    expect(text).toContain('DTSTAMP:20260901T000000Z\r\n');
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
      { name: 'Meetings' },
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
    const text = buildIcs([{ ...base, timeZone: zone, start, end }], { name: 'Meetings' });
    expect(text).toContain(`DTSTART;TZID=${zone}:${local}\r\n`);
    const [event] = read(text).events;
    expect(event!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event!.endDate.toJSDate().toISOString()).toBe(end.toISOString());
    // A meeting across the change lasts its real two hours, not the wall clock's one or three.
    expect(event!.duration.toSeconds()).toBe(2 * 3600);
  });

  it('escapes text so commas, semicolons, backslashes and line breaks come back as written', () => {
    const summary = 'Interview; Smith, J. \\ Co';
    const description = 'Line one\nLine two, with; marks';
    const location = '1 George St, Sydney; NSW 2000';
    const text = buildIcs([{ ...base, summary, description, location }], { name: 'Meetings' });
    expect(text).toContain('SUMMARY:Interview\\; Smith\\, J. \\\\ Co\r\n');
    const [event] = read(text).events;
    expect(event!.summary).toBe(summary);
    expect(event!.description).toBe(description);
    expect(event!.location).toBe(location);
  });

  it('folds long lines at 75 octets', () => {
    const text = buildIcs([{ ...base, description: 'x'.repeat(400) }], { name: 'Meetings' });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(read(text).events[0]!.description).toBe('x'.repeat(400));
  });

  it('marks a cancelled meeting CANCELLED and others CONFIRMED, and names the calendar', () => {
    const text = buildIcs([base, { ...base, uid: 'm-2@scheduler', cancelled: true }], { name: 'Acme Meetings', refreshSeconds: 900 });
    const { calendar, events } = read(text);
    expect(events.map((e) => e.component.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Acme Meetings');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
  });
});
