import { describe, expect, it } from 'vitest';
import { appointmentTimes, zoneOfCode } from './meeting-zone.ts';

describe("appointment times in the meeting's zone (doc 2 §9 short codes)", () => {
  it('reads the zone from its short code or IANA id', () => {
    expect(zoneOfCode('Akl')).toBe('Pacific/Auckland');
    expect(zoneOfCode('Per')).toBe('Australia/Perth');
    expect(zoneOfCode('Australia/Darwin')).toBe('Australia/Darwin');
    expect(zoneOfCode('Nowhere')).toBeUndefined();
  });

  it("shows start and end on the meeting's wall clock with its code, across DST", () => {
    // Auckland 2026-09-27 02:00 → 03:00: a 01:30 start of one hour ends at 03:30 local.
    expect(appointmentTimes({ start: '2026-09-26T13:30:00Z', end: '2026-09-26T14:30:00Z', timezoneCode: 'Akl' })).toEqual({
      start: 'Sunday, 27 September 2026 01:30 AM Akl',
      end: '03:30 AM Akl',
    });
    expect(appointmentTimes({ start: '2027-03-05T01:05:00Z', end: '2027-03-05T02:05:00Z', timezoneCode: 'Per' })).toEqual({
      start: 'Friday, 05 March 2027 09:05 AM Per',
      end: '10:05 AM Per',
    });
  });

  it('gives the end its date when it falls on another day', () => {
    expect(appointmentTimes({ start: '2027-03-05T12:00:00Z', end: '2027-03-05T14:00:00Z', timezoneCode: 'Syd' }).end).toBe(
      'Saturday, 06 March 2027 01:00 AM Syd',
    );
  });
});
