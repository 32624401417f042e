import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { withPasswordRule } from './password-pair.ts';

const messages = (password: string, confirmPassword: string, personal: readonly string[] = []) => {
  const schema = withPasswordRule(z.object({ password: z.string(), confirmPassword: z.string() }), () => personal);
  const issues = schema.safeParse({ password, confirmPassword }).error?.issues ?? [];
  const first = (field: string) => issues.find((i) => i.path[0] === field)?.message ?? null;
  return { password: first('password'), confirmPassword: first('confirmPassword') };
};

describe('the password rule of a form (doc 1 §5)', () => {
  it('says nothing before anything is typed', () => {
    expect(messages('', '')).toEqual({ password: null, confirmPassword: null });
  });
  it('names the first problem of the shared rule as the password is typed', () => {
    expect(messages('Short1!', '').password).toBe('Password must include minimum of 14 characters');
    expect(messages('Longenoughpassw', '').password).toBe('Password must include a number');
    expect(messages('Tr0ub4dor&Zebra!x', '').password).toBeNull();
  });
  it('refuses the user’s own name', () => {
    expect(messages('Xy7!Gracefully#Zq', '', ['Grace']).password).toBe('Password must not contain common words or your name');
  });
  it('the mismatch shows once a confirmation is typed', () => {
    expect(messages('Tr0ub4dor&Zebra!x', 'Tr0ub4dor').confirmPassword).toBe('Password & Confirm Password do not match, please check again.');
    expect(messages('Tr0ub4dor&Zebra!x', 'Tr0ub4dor&Zebra!x').confirmPassword).toBeNull();
  });
  it('checks the pair while another field of the form is wrong', () => {
    const schema = withPasswordRule(z.object({ name: z.string().min(1), password: z.string(), confirmPassword: z.string() }));
    const issues = schema.safeParse({ name: '', password: 'Short1!', confirmPassword: 'x' }).error?.issues ?? [];
    expect(issues.map((i) => i.path[0])).toEqual(['name', 'password', 'confirmPassword']);
  });
});
