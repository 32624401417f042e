import { describe, expect, it } from 'vitest';
import { mobileChange, passwordChange, userUpdateForm } from './profile-rules.ts';

describe('profile rules (doc 1 §4, §5)', () => {
  it('MOBILE 2-step: removal not allowed, another number confirmed', () => {
    expect(mobileChange('+61412345678', '', 'MOBILE')).toBe('notAllowed');
    expect(mobileChange('+61412345678', '  ', 'MOBILE')).toBe('notAllowed');
    expect(mobileChange('+61412345678', '+61499999999', 'MOBILE')).toBe('confirm');
    expect(mobileChange('+61412345678', ' +61412345678 ', 'MOBILE')).toBe('save');
    expect(mobileChange('+61412345678', '', 'EMAIL')).toBe('save');
    expect(mobileChange(undefined, '+61412345678', null)).toBe('save');
  });

  it('password: dropped without a confirmation; a different one is a mismatch', () => {
    expect(passwordChange({ changePassword: false, password: 'a', confirmPassword: 'b' })).toEqual({ kind: 'none' });
    expect(passwordChange({ changePassword: true, password: 'Secret', confirmPassword: '' })).toEqual({ kind: 'none' });
    expect(passwordChange({ changePassword: true, password: 'Secret', confirmPassword: 'Other' })).toEqual({ kind: 'mismatch' });
    expect(passwordChange({ changePassword: true, password: '', confirmPassword: 'Other' })).toEqual({ kind: 'mismatch' });
    expect(passwordChange({ changePassword: true, password: 'Same', confirmPassword: 'Same' })).toEqual({
      kind: 'change',
      password: 'Same',
      confirmPassword: 'Same',
    });
  });

  it('NZ users get the NZ pattern, everyone else AU', () => {
    const mobileOk = (country: string | undefined, mobileNo: string) => userUpdateForm(country).shape.mobileNo.safeParse(mobileNo).success;
    expect(mobileOk('NZ', '+6429876543')).toBe(true);
    expect(mobileOk('AU', '+6429876543')).toBe(false);
    expect(mobileOk(undefined, '+61412345678')).toBe(true);
  });
});
