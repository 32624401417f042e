import { describe, expect, it } from 'vitest';
import { parseSessionExpiryStamp } from './session-expiry-stamp.ts';
import { formatSessionExpiryStamp } from './time-formats.ts';

describe('session expiry stamp', () => {
  it("'YYYYMMDDHHmmss' in Australia/Sydney reads back to the instant", () => {
    const at = new Date('2027-07-14T23:59:58Z');
    expect(parseSessionExpiryStamp(formatSessionExpiryStamp(at)).toISOString()).toBe(at.toISOString());
    expect(() => parseSessionExpiryStamp('2027-07-15')).toThrow(/YYYYMMDDHHmmss/);
  });
});
