import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

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
