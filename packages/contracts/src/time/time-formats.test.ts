import { describe, expect, it } from 'vitest';
import {
  formatApiDate,
  formatApiTime,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatIcsUtc,
  formatInvitationExpiry,
  formatSessionExpiryStamp,
} from './time-formats.ts';

const morning = new Date('2027-03-04T22:05:00Z'); // Friday 5 March 2027, 09:05 in Sydney (+11)

describe('time formats (en-GB)', () => {
  it("display date-time 'EEEE, dd MMMM yyyy hh:mm a'", () => {
    expect(formatDisplayDateTime(morning, 'Australia/Sydney')).toBe('Friday, 05 March 2027 09:05 AM');
    expect(formatDisplayDateTime(morning, 'Australia/Perth')).toBe('Friday, 05 March 2027 06:05 AM');
  });

  it('adds the short zone code on request, and none for a zone without one', () => {
    expect(formatDisplayDateTime(morning, 'Pacific/Auckland', { zoneCode: true })).toBe('Friday, 05 March 2027 11:05 AM Akl');
    expect(formatDisplayTime(morning, 'Australia/Brisbane', { zoneCode: true })).toBe('08:05 AM Bne');
    expect(formatDisplayTime(morning, 'Australia/Lord_Howe', { zoneCode: true })).toBe('09:05 AM');
  });

  it("display time 'hh:mm a' with PM and a 12 o'clock hour", () => {
    expect(formatDisplayTime(new Date('2027-03-05T02:05:00Z'), 'Australia/Sydney')).toBe('01:05 PM');
    expect(formatDisplayTime(new Date('2027-03-05T01:00:00Z'), 'Australia/Sydney')).toBe('12:00 PM');
    expect(formatDisplayTime(new Date('2027-03-04T13:00:00Z'), 'Australia/Sydney')).toBe('12:00 AM');
  });

  it('display date only', () => {
    expect(formatDisplayDate(morning, 'Australia/Sydney')).toBe('Friday, 05 March 2027');
  });

  it('API date and time are the local wall clock (date can differ from UTC)', () => {
    expect(formatApiDate(morning, 'Australia/Sydney')).toBe('2027-03-05');
    expect(formatApiTime(morning, 'Australia/Sydney')).toBe('09:05');
    expect(formatApiDate(morning, 'Australia/Perth')).toBe('2027-03-05');
    expect(formatApiTime(new Date('2027-03-04T15:30:00Z'), 'Australia/Perth')).toBe('23:30');
  });

  it("invitation expiry 'MMMM D, YYYY, h:mm A' in server time by default", () => {
    expect(formatInvitationExpiry(morning)).toBe('March 5, 2027, 9:05 AM');
    expect(formatInvitationExpiry(new Date('2027-10-15T08:30:00Z'))).toBe('October 15, 2027, 7:30 PM');
  });

  it("session expiry stamp 'YYYYMMDDHHmmss' in Australia/Sydney", () => {
    expect(formatSessionExpiryStamp(new Date('2027-07-14T23:59:58Z'))).toBe('20270715095958');
  });

  it('ICS UTC stamp', () => {
    expect(formatIcsUtc(new Date('2027-03-04T22:05:07.123Z'))).toBe('20270304T220507Z');
  });

  it('display across the Sydney October gap shows the shifted wall clock', () => {
    expect(formatDisplayDateTime(new Date('2027-10-02T15:59:00Z'), 'Australia/Sydney')).toBe('Sunday, 03 October 2027 01:59 AM');
    expect(formatDisplayDateTime(new Date('2027-10-02T16:00:00Z'), 'Australia/Sydney')).toBe('Sunday, 03 October 2027 03:00 AM');
  });

  it('rejects an unknown zone', () => {
    expect(() => formatDisplayTime(morning, 'Nowhere/City')).toThrow(/IANA/);
  });
});
