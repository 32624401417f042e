import { describe, expect, it } from 'vitest';
import { canActivate, canDeactivate, expiryWithin, invitationExpiryText, listTypeOf, type AccessState } from './user-access-status.ts';

const access = (a: Partial<AccessState>): AccessState => ({ active: true, archived: false, status: 'ACTIVE', ...a });
const DAY = 86_400_000;
const now = new Date('2027-03-05T00:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('user access status rules', () => {
  it('offers activate only for an access deactivated with reason Deactivated', () => {
    expect(canActivate(access({ active: false, status: 'INACTIVE', statusReason: 'Deactivated' }))).toBe(true);
    expect(canActivate(access({ active: false, status: 'INACTIVE', statusReason: 'Other' }))).toBe(false);
    expect(canActivate(access({ active: false, status: 'INACTIVE', statusReason: 'Deactivated', archived: true }))).toBe(false);
    expect(canActivate(access({}))).toBe(false);
  });

  it('offers deactivate only for an active, non-archived access', () => {
    expect(canDeactivate(access({}))).toBe(true);
    expect(canDeactivate(access({ active: false, status: 'INVITED' }))).toBe(false);
    expect(canDeactivate(access({ archived: true }))).toBe(false);
  });

  it('puts each access under one tab', () => {
    expect(listTypeOf(access({}))).toBe('ACTIVE');
    expect(listTypeOf(access({ active: false, status: 'INVITED' }))).toBe('UNREGISTERED');
    expect(listTypeOf(access({ active: false, status: 'INACTIVE', statusReason: 'Deactivated' }))).toBe('DEACTIVATED');
    expect(listTypeOf(access({ active: false, archived: true, status: 'ARCHIVED' }))).toBe('ARCHIVED');
    expect(listTypeOf(access({ status: 'ARCHIVED', archived: false }))).toBe('ARCHIVED');
    expect(listTypeOf(access({ active: false, status: 'INACTIVE' }))).toBeUndefined();
  });

  it("says 'Expired' when past and 'Expiring in N days' otherwise", () => {
    expect(invitationExpiryText(at(-0.1), now)).toBe('Expired');
    expect(invitationExpiryText(now, now)).toBe('Expired');
    expect(invitationExpiryText(at(0.2), now)).toBe('Expiring in 1 day');
    expect(invitationExpiryText(at(3), now)).toBe('Expiring in 3 days');
    expect(invitationExpiryText(at(3.5), now)).toBe('Expiring in 4 days');
  });

  it('filters by expiring within or expired within N days', () => {
    expect(expiryWithin(at(6.9), now, 7, 'Expiring')).toBe(true);
    expect(expiryWithin(at(7.1), now, 7, 'Expiring')).toBe(false);
    expect(expiryWithin(at(-1), now, 7, 'Expiring')).toBe(false);
    expect(expiryWithin(at(-6.9), now, 7, 'Expired')).toBe(true);
    expect(expiryWithin(at(-7.1), now, 7, 'Expired')).toBe(false);
    expect(expiryWithin(at(1), now, 7, 'Expired')).toBe(false);
  });
});
