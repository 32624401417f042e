import { describe, expect, it } from 'vitest';
import { addHours, hoursBetween, isoWeek, isoWeekInZone } from './time-arithmetic.ts';
import { utcToZonedDateTime, zonedDateTimeToUtc } from './zoned-date-time.ts';

describe('time arithmetic', () => {
  it('adds real hours, so 24 hours across the Sydney October change lands an hour later on the wall clock', () => {
    const start = zonedDateTimeToUtc('2027-10-02', '09:00', 'Australia/Sydney');
    expect(utcToZonedDateTime(addHours(start, 24), 'Australia/Sydney')).toEqual({ date: '2027-10-03', time: '10:00' });
  });

  it('adds fractional hours (freeze periods such as 999.99 h)', () => {
    expect(addHours(new Date('2027-01-01T00:00:00Z'), 1.5).toISOString()).toBe('2027-01-01T01:30:00.000Z');
    expect(addHours(new Date('2027-01-01T00:00:00Z'), -0.25).toISOString()).toBe('2026-12-31T23:45:00.000Z');
  });

  it('measures hours between instants', () => {
    expect(hoursBetween(new Date('2027-01-01T00:00:00Z'), new Date('2027-01-02T12:00:00Z'))).toBe(36);
  });

  it('ISO week numbers, including year edges', () => {
    expect(isoWeek('2027-01-01')).toEqual({ week: 53, weekYear: 2026 });
    expect(isoWeek('2027-01-04')).toEqual({ week: 1, weekYear: 2027 });
    expect(isoWeek('2026-12-31')).toEqual({ week: 53, weekYear: 2026 });
    expect(isoWeek('2027-10-03')).toEqual({ week: 39, weekYear: 2027 });
  });

  it('ISO week of an instant depends on the zone (Sunday night UTC is Monday in Sydney)', () => {
    const at = new Date('2027-01-03T20:00:00Z');
    expect(isoWeekInZone(at, 'UTC').week).toBe(53);
    expect(isoWeekInZone(at, 'Australia/Sydney').week).toBe(1);
  });
});
