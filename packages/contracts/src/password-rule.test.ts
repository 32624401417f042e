import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES as M, passwordProblem, personalWords } from './password-rule.ts';

describe('passwordProblem', () => {
  it('accepts the seed password', () => {
    expect(passwordProblem('Kestrel#Violet58Lagoon')).toBeUndefined();
  });
  it.each([
    ['Short#1aA', M.minLength],
    ['Kestrel#VioletLagoon', M.number],
    ['Kestrel5Violet58Lagoon', M.special],
    ['kestrel#violet58lagoon', M.upper],
    ['KESTREL#VIOLET58LAGOON', M.lower],
    ['Kestrel#Viooolet58Lagoon', M.repeating],
    ['Kestrel#Violet58Lag123', M.sequence],
    ['Kestrel#Violet58Lagabc', M.sequence],
    ['Kestrel#Violet58Lagcba', M.sequence],
    ['Kestrel#Violet58Lqwer', M.sequence],
    ['Kestrel#Password58L', M.commonWord],
  ])('refuses %s', (pw, message) => {
    expect(passwordProblem(pw)).toBe(message);
  });
  it("refuses the person's own name or e-mail name", () => {
    const words = personalWords({ firstName: 'Harriet', lastName: 'Ng', email: 'hvane@example.com' });
    expect(passwordProblem('Harriet#Violet58Lagoon', words)).toBe(M.commonWord);
    expect(passwordProblem('Kestrel#hvane58Lagoon', words)).toBe(M.commonWord);
    expect(passwordProblem('Kestrel#Violet58Lagoon', words)).toBeUndefined();
  });
});
