import { describe, expect, it } from 'vitest';
import { zonedDateTimeToUtc } from '../time/zoned-date-time.ts';
import { isInsideWindow, sessionWindow } from './session-window.ts';

const settings = { start: 15, end: 30 };
const SYDNEY = 'Australia/Sydney';

describe('sessionWindow', () => {
  it('opens start minutes before and closes end minutes after, in real minutes across the spring-forward night in Sydney', () => {
    // 4 October 2026: Sydney clocks go from 02:00 AEST to 03:00 AEDT. A meeting at 03:05 local opened 15 real minutes
    // earlier, which on the wall clock reads 01:50 (an hour and a quarter back), not 02:50 (a time that did not exist).
    const start = zonedDateTimeToUtc('2026-10-04', '03:05', SYDNEY);
    const end = zonedDateTimeToUtc('2026-10-04', '04:05', SYDNEY);
    const { opensAt, closesAt } = sessionWindow({ start: start.toISOString(), end: end.toISOString() }, settings);
    expect(opensAt.toISOString()).toBe(zonedDateTimeToUtc('2026-10-04', '01:50', SYDNEY).toISOString());
    expect(closesAt.getTime() - end.getTime()).toBe(30 * 60_000);
    expect(opensAt.toISOString()).toBe('2026-10-03T15:50:00.000Z');
  });

  it('keeps the window across the fall-back night, when 02:30 happens twice', () => {
    // 5 April 2026: Sydney clocks go from 03:00 AEDT back to 02:00 AEST.
    const start = zonedDateTimeToUtc('2026-04-05', '03:00', SYDNEY);
    const { opensAt } = sessionWindow({ start: start.toISOString(), end: start.toISOString() }, settings);
    expect(start.getTime() - opensAt.getTime()).toBe(15 * 60_000);
    expect(start.toISOString()).toBe('2026-04-04T17:00:00.000Z');
  });

  it('admits the edges and refuses outside them', () => {
    const meeting = { start: '2026-05-01T00:00:00.000Z', end: '2026-05-01T01:00:00.000Z' };
    expect(isInsideWindow(meeting, settings, new Date('2026-04-30T23:45:00.000Z'))).toBe(true);
    expect(isInsideWindow(meeting, settings, new Date('2026-04-30T23:44:59.999Z'))).toBe(false);
    expect(isInsideWindow(meeting, settings, new Date('2026-05-01T01:30:00.000Z'))).toBe(true);
    expect(isInsideWindow(meeting, settings, new Date('2026-05-01T01:30:00.001Z'))).toBe(false);
  });
});
