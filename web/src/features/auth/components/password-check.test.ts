import { describe, expect, it } from 'vitest';
import { livePasswordErrors } from './password-check.ts';

describe('live password check (doc 1 §5)', () => {
  it('says nothing before anything is typed', () => {
    expect(livePasswordErrors('', '')).toEqual({ password: null, confirmPassword: null });
  });
  it('names the first problem of the shared rule as the password is typed', () => {
    expect(livePasswordErrors('Short1!', '').password).toBe('Password must include minimum of 14 characters');
    expect(livePasswordErrors('Longenoughpassw', '').password).toBe('Password must include a number');
    expect(livePasswordErrors('Tr0ub4dor&Zebra!x', '').password).toBeNull();
  });
  it('refuses the user’s own name', () => {
    expect(livePasswordErrors('Xy7!Gracefully#Zq', '', ['Grace']).password).toBe('Password must not contain common words or your name');
  });
  it('the mismatch shows once a confirmation is typed', () => {
    expect(livePasswordErrors('Tr0ub4dor&Zebra!x', 'Tr0ub4dor').confirmPassword).toBe(
      'Password & Confirm Password do not match, please check again.',
    );
    expect(livePasswordErrors('Tr0ub4dor&Zebra!x', 'Tr0ub4dor&Zebra!x').confirmPassword).toBeNull();
  });
});
