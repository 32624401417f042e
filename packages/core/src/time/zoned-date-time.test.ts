import { describe, expect, it } from 'vitest';
import { addCalendarDays, offsetMinutes, parseApiDate, utcToZonedDateTime, zonedDateTimeToUtc, zonedDayBoundsUtc } from './zoned-date-time.ts';

const iso = (d: Date) => d.toISOString();
const SYD = 'Australia/Sydney';
const AKL = 'Pacific/Auckland';

describe('zonedDateTimeToUtc and back', () => {
  it('converts an ordinary Sydney summer time (+11) and back', () => {
    const at = zonedDateTimeToUtc('2027-01-15', '09:00', SYD);
    expect(iso(at)).toBe('2027-01-14T22:00:00.000Z');
    expect(utcToZonedDateTime(at, SYD)).toEqual({ date: '2027-01-15', time: '09:00' });
  });

  it('converts Sydney winter time (+10)', () => {
    expect(iso(zonedDateTimeToUtc('2027-07-15', '09:00', SYD))).toBe('2027-07-14T23:00:00.000Z');
  });

  it('Perth has no DST: +08:00 all year, even on Sydney DST days', () => {
    expect(iso(zonedDateTimeToUtc('2027-10-03', '02:30', 'Australia/Perth'))).toBe('2027-10-02T18:30:00.000Z');
    expect(iso(zonedDateTimeToUtc('2027-01-15', '09:00', 'Australia/Perth'))).toBe('2027-01-15T01:00:00.000Z');
    expect(iso(zonedDateTimeToUtc('2027-07-15', '09:00', 'Australia/Perth'))).toBe('2027-07-15T01:00:00.000Z');
  });

  it('handles quarter- and half-hour offsets (Eucla +08:45, Adelaide +10:30 in summer, Darwin +09:30)', () => {
    expect(iso(zonedDateTimeToUtc('2027-01-15', '09:00', 'Australia/Eucla'))).toBe('2027-01-15T00:15:00.000Z');
    expect(iso(zonedDateTimeToUtc('2027-01-15', '09:00', 'Australia/Adelaide'))).toBe('2027-01-14T22:30:00.000Z');
    expect(iso(zonedDateTimeToUtc('2027-01-15', '09:00', 'Australia/Darwin'))).toBe('2027-01-14T23:30:00.000Z');
  });

  describe('Sydney DST start, first Sunday of October (02:00 → 03:00)', () => {
    it('keeps the times either side of the gap', () => {
      expect(iso(zonedDateTimeToUtc('2027-10-03', '01:59', SYD))).toBe('2027-10-02T15:59:00.000Z');
      expect(iso(zonedDateTimeToUtc('2027-10-03', '03:00', SYD))).toBe('2027-10-02T16:00:00.000Z');
    });
    it('moves a time inside the missing hour forward by the gap', () => {
      const at = zonedDateTimeToUtc('2027-10-03', '02:30', SYD);
      expect(iso(at)).toBe('2027-10-02T16:30:00.000Z');
      expect(utcToZonedDateTime(at, SYD)).toEqual({ date: '2027-10-03', time: '03:30' });
    });
    it("refuses it with 'reject'", () => {
      expect(() => zonedDateTimeToUtc('2027-10-03', '02:30', SYD, 'reject')).toThrow('2027-10-03 02:30 does not exist in Australia/Sydney');
    });
    it('the day is 23 hours long', () => {
      const { start, end } = zonedDayBoundsUtc('2027-10-03', SYD);
      expect(iso(start)).toBe('2027-10-02T14:00:00.000Z');
      expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    });
  });

  describe('Sydney DST end, first Sunday of April (03:00 → 02:00)', () => {
    it('takes the earlier of the two 02:30s', () => {
      expect(iso(zonedDateTimeToUtc('2027-04-04', '02:30', SYD))).toBe('2027-04-03T15:30:00.000Z');
    });
    it('both instants read back as 02:30', () => {
      expect(utcToZonedDateTime(new Date('2027-04-03T15:30:00Z'), SYD)).toEqual({ date: '2027-04-04', time: '02:30' });
      expect(utcToZonedDateTime(new Date('2027-04-03T16:30:00Z'), SYD)).toEqual({ date: '2027-04-04', time: '02:30' });
    });
    it("refuses the repeated hour with 'reject'", () => {
      expect(() => zonedDateTimeToUtc('2027-04-04', '02:30', SYD, 'reject')).toThrow('2027-04-04 02:30 happens twice in Australia/Sydney');
    });
    it('03:00 exists once, at +10', () => {
      expect(iso(zonedDateTimeToUtc('2027-04-04', '03:00', SYD, 'reject'))).toBe('2027-04-03T17:00:00.000Z');
    });
    it('the day is 25 hours long', () => {
      const { start, end } = zonedDayBoundsUtc('2027-04-04', SYD);
      expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
    });
  });

  describe('Auckland DST (starts last Sunday of September, ends first Sunday of April)', () => {
    it('moves 02:30 on 26 September 2027 forward to 03:30 NZDT', () => {
      const at = zonedDateTimeToUtc('2027-09-26', '02:30', AKL);
      expect(iso(at)).toBe('2027-09-25T14:30:00.000Z');
      expect(utcToZonedDateTime(at, AKL).time).toBe('03:30');
    });
    it('takes the earlier 02:30 on 4 April 2027', () => {
      expect(iso(zonedDateTimeToUtc('2027-04-04', '02:30', AKL))).toBe('2027-04-03T13:30:00.000Z');
    });
    it('offsets are +13 in summer and +12 in winter', () => {
      expect(offsetMinutes(AKL, new Date('2027-01-15T00:00:00Z'))).toBe(780);
      expect(offsetMinutes(AKL, new Date('2027-07-15T00:00:00Z'))).toBe(720);
    });
  });

  it('rejects malformed dates, times and zones', () => {
    expect(() => zonedDateTimeToUtc('2027-02-30', '09:00', SYD)).toThrow(/calendar date/);
    expect(() => zonedDateTimeToUtc('15/01/2027', '09:00', SYD)).toThrow(/yyyy-MM-dd/);
    expect(() => zonedDateTimeToUtc('2027-01-15', '9:00', SYD)).toThrow(/HH:mm/);
    expect(() => zonedDateTimeToUtc('2027-01-15', '24:00', SYD)).toThrow(/HH:mm/);
    expect(() => zonedDateTimeToUtc('2027-01-15', '09:00', 'Australia/Nowhere')).toThrow(/IANA/);
  });

  it('reads a leap day', () => {
    expect(parseApiDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('adds calendar days across month, year and DST boundaries', () => {
    expect(addCalendarDays('2027-10-02', 1)).toBe('2027-10-03');
    expect(addCalendarDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
