import { describe, expect, it } from 'vitest';
import { formatDateTime, hoursText, viewerTimeZone } from './format-date.ts';

describe('formatDateTime (doc 1 §9 display format, server time)', () => {
  it('shows the weekday and the Sydney wall clock with its short code, whatever the browser zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Pacific/Auckland', 'America/New_York']) {
        process.env.TZ = tz;
        expect(formatDateTime('2027-03-04T22:05:00Z')).toBe('Friday, 05 March 2027 09:05 AM Syd');
        expect(formatDateTime('2027-07-15T06:30:00.000Z')).toBe('Thursday, 15 July 2027 04:30 PM Syd');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leaves text that is not a date as it is, and nothing as nothing', () => {
    expect(formatDateTime('Never')).toBe('Never');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe("times in a named zone, and the viewer's zone", () => {
  it("shows an instant in the zone it is given, with that zone's short code", () => {
    expect(formatDateTime('2027-03-04T22:05:00Z', 'Pacific/Auckland')).toBe('Friday, 05 March 2027 11:05 AM Akl');
    expect(formatDateTime('2027-03-04T22:05:00Z', 'Australia/Perth')).toBe('Friday, 05 March 2027 06:05 AM Per');
  });

  it("reads the viewer's profile zone, else their organisation's country's", () => {
    expect(viewerTimeZone({ encryptedTimezoneId: 'Australia/Adelaide', countryCode: 'AU' })).toBe('Australia/Adelaide');
    expect(viewerTimeZone({ countryCode: 'NZ' })).toBe('Pacific/Auckland');
    expect(viewerTimeZone({ encryptedTimezoneId: 'Mars/Olympus', countryCode: 'AU' })).toBe('Australia/Sydney');
    expect(viewerTimeZone(null)).toBe('Australia/Sydney');
  });

  it('says a length in hours and minutes', () => {
    expect([hoursText(1), hoursText(2), hoursText(1.5), hoursText(0.75), hoursText(undefined)]).toEqual([
      '1 hour',
      '2 hours',
      '1 hour 30 minutes',
      '45 minutes',
      '',
    ]);
  });
});
