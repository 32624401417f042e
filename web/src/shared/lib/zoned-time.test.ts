import { describe, expect, it } from 'vitest';
import { addDays, addHours, meetingDateTime, meetingTime, wallClock, zonedInstant } from './zoned-time.ts';

describe('zoned time (doc 2 §9, DST days in Sydney and Auckland)', () => {
  it('reads a wall-clock time in its zone', () => {
    expect(zonedInstant('2027-03-05', '09:05', 'Australia/Sydney')?.toISOString()).toBe('2027-03-04T22:05:00.000Z');
    expect(zonedInstant('2027-07-05', '09:05', 'Australia/Perth')?.toISOString()).toBe('2027-07-05T01:05:00.000Z');
    expect(zonedInstant('2027-03-05', '', 'Australia/Sydney')).toBeUndefined();
    expect(zonedInstant('2027-3-5', '09:00', 'Australia/Sydney')).toBeUndefined();
  });

  it('a time in the spring-forward gap moves past it; a repeated hour takes its first instant', () => {
    // Sydney 2026-10-04 02:00 → 03:00; Auckland 2026-09-27 02:00 → 03:00.
    expect(wallClock(zonedInstant('2026-10-04', '02:30', 'Australia/Sydney')!, 'Australia/Sydney').time).toBe('03:30');
    expect(wallClock(zonedInstant('2026-09-27', '02:30', 'Pacific/Auckland')!, 'Pacific/Auckland').time).toBe('03:30');
    // Sydney 2027-04-04 03:00 → 02:00: 02:30 happens twice, first at +11.
    expect(zonedInstant('2027-04-04', '02:30', 'Australia/Sydney')?.toISOString()).toBe('2027-04-03T15:30:00.000Z');
  });

  it('end = start + duration hours across a DST change, shown in the meeting zone with its short code', () => {
    const start = zonedInstant('2026-10-04', '01:00', 'Australia/Sydney')!;
    const end = addHours(start, 2);
    expect(wallClock(end, 'Australia/Sydney')).toEqual({ date: '2026-10-04', time: '04:00' });
    expect(meetingTime(end, 'Australia/Sydney')).toBe('04:00 AM Syd');
    expect(meetingDateTime(start, 'Pacific/Auckland')).toBe('Sunday, 04 October 2026 04:00 AM Akl');
  });

  it('adds calendar days', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-01-10', -10)).toBe('2026-12-31');
  });
});
