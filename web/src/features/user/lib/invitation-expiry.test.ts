import { describe, expect, it } from 'vitest';
import { formatInvitationExpiry, invitationExpiryText, invitationExpiryView, serverToday } from './invitation-expiry.ts';

const NOW = new Date('2025-03-01T00:00:00Z');

describe('invitation expiry (doc 1 §4, §9)', () => {
  it("'Expired' when past, otherwise 'Expiring in N days'", () => {
    expect(invitationExpiryText('2025-02-28T23:59:00Z', NOW)).toBe('Expired');
    expect(invitationExpiryText('2025-03-01T00:00:00Z', NOW)).toBe('Expired');
    expect(invitationExpiryText('2025-03-01T10:00:00Z', NOW)).toBe('Expiring in 1 day');
    expect(invitationExpiryText('2025-03-08T00:00:00Z', NOW)).toBe('Expiring in 7 days');
    expect(invitationExpiryText(undefined, NOW)).toBe('');
  });

  it("shows 'MMMM D, YYYY, h:mm A' in server time", () => {
    expect(formatInvitationExpiry('2025-03-04T22:30:00Z')).toBe('March 5, 2025, 9:30 AM');
    expect(formatInvitationExpiry('not a date')).toBe('not a date');
  });

  it("shows the server's formatted date and text as they are, and judges a bare ISO value here", () => {
    expect(
      invitationExpiryView(
        { invitationExpiry: 'March 5, 2025, 9:30 AM', invitationExpiryOn: '2025-03-04T22:30:00Z', invitationExpiryText: 'Expiring in 4 days' },
        NOW,
      ),
    ).toEqual({
      date: 'March 5, 2025, 9:30 AM',
      text: 'Expiring in 4 days',
    });
    expect(invitationExpiryView({ invitationExpiryOn: '2025-03-04T22:30:00Z' }, NOW)).toEqual({
      date: 'March 5, 2025, 9:30 AM',
      text: 'Expiring in 4 days',
    });
    expect(invitationExpiryView({ invitationExpiry: '2025-02-01T00:00:00Z' }, NOW)?.text).toBe('Expired');
    expect(invitationExpiryView({}, NOW)).toBeUndefined();
  });

  it('today is the server day', () => {
    expect(serverToday(new Date('2025-03-04T14:00:00Z'))).toBe('2025-03-05');
  });
});
