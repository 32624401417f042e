import { describe, expect, it } from 'vitest';
import { fieldMessages, invalidMobileMessage, isValidApiDate, isValidApiTime, isValidEmail, isValidMobile } from './field-rules.ts';
import { containsMarkup } from './markup.ts';
import { MSG } from './messages.ts';
import { apiDate, email, freezeHours, mobileNoOf, optionalText, postCode, requiredText } from './schemas/common.ts';
import type * as z from 'zod';

/** The message a field rule gives `value`, or null when it accepts it. */
const messageOf = (rule: z.ZodType, value: unknown) => {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

describe('form-field messages (doc 1 §5), as the field rules of the contracts give them', () => {
  it('asks for a required value', () => {
    expect(messageOf(requiredText(200), '')).toBe(MSG.requiredField);
    expect(messageOf(requiredText(200), '   ')).toBe(MSG.requiredField);
    expect(messageOf(requiredText(200, 1, 'Please enter Name'), '')).toBe('Please enter Name');
    expect(messageOf(optionalText(200), undefined)).toBeNull();
  });

  it('checks numeric range and decimals', () => {
    expect(messageOf(postCode, 99)).toBe('Min. Value Allowed: 100');
    expect(messageOf(postCode, '10000')).toBe('Max. Value allowed: 9999');
    expect(messageOf(postCode, 2000.5)).toBe('No decimal allowed');
    expect(messageOf(postCode, '2000')).toBeNull();
    expect(messageOf(freezeHours(), 12.5)).toBeNull();
    expect(messageOf(freezeHours(), 1000)).toBe(fieldMessages.max(999.99));
  });

  it('checks lengths', () => {
    expect(messageOf(requiredText(5), 'abcdef')).toBe('Value length entered exceeds max. allowed length of 5');
    expect(messageOf(requiredText(200, 10), 'short')).toBe('Value length entered is less than min. required length of 10');
    expect(messageOf(requiredText(5, 2), 'abc')).toBeNull();
  });

  it('validates e-mail', () => {
    expect(messageOf(email, 'not-an-email')).toBe('Email entered is not valid');
    expect(messageOf(email, 'a@b')).toBe('Email entered is not valid');
    expect(messageOf(email, 'jo.smith@example.com.au')).toBeNull();
  });

  it('rejects invalid dates', () => {
    expect(messageOf(apiDate, '2025-02-30')).toBe('Invalid Date, select control to enter date');
    expect(messageOf(apiDate, '30/01/2025')).toBe('Invalid Date, select control to enter date');
    expect(messageOf(apiDate, '2024-02-29')).toBeNull();
  });

  it('finds markup in text, and not a lone comparison', () => {
    expect(containsMarkup('<b>hi</b>')).toBe(true);
    expect(containsMarkup('a < b')).toBe(false);
    expect(fieldMessages.invalidMarkup).toBe('Invalid Markup found. Please check the value before submitting again.');
  });

  it("applies the country's mobile pattern with its own message", () => {
    expect(messageOf(mobileNoOf('AU'), '+6412345678')).toBe(invalidMobileMessage('AU'));
    expect(messageOf(mobileNoOf('AU'), '+61412345678')).toBeNull();
    expect(messageOf(mobileNoOf('NZ'), '+6421234567')).toBeNull();
  });
});

describe('phone patterns (doc 1 §5)', () => {
  it('accepts AU +614 and 8 digits only', () => {
    expect(isValidMobile('+61412345678', 'AU')).toBe(true);
    expect(isValidMobile('+6141234567', 'AU')).toBe(false);
    expect(isValidMobile('+614123456789', 'AU')).toBe(false);
    expect(isValidMobile('0412345678', 'AU')).toBe(false);
    expect(isValidMobile('+64212345678', 'AU')).toBe(false);
  });

  it('accepts NZ +642 and 7 or 8 digits', () => {
    expect(isValidMobile('+64212345678', 'NZ')).toBe(true);
    expect(isValidMobile('+6429876543', 'NZ')).toBe(true);
    expect(isValidMobile('+642123456', 'NZ')).toBe(false);
    expect(isValidMobile('+61412345678', 'NZ')).toBe(false);
  });

  it('accepts either without a country and says the format is invalid', () => {
    expect(isValidMobile('+61412345678')).toBe(true);
    expect(isValidMobile('+6429876543')).toBe(true);
    expect(invalidMobileMessage('NZ')).toMatch(/^Invalid Mobile number format/);
    expect(invalidMobileMessage('AU')).toContain('+61412345678');
  });
});

describe('value checks', () => {
  it('knows e-mails, API dates and times', () => {
    expect(isValidEmail('someone@example.org')).toBe(true);
    expect(isValidEmail('some one@example.org')).toBe(false);
    expect(isValidEmail('someone@example')).toBe(false);
    expect(isValidApiDate('2025-12-31')).toBe(true);
    expect(isValidApiDate('2025-13-01')).toBe(false);
    expect(isValidApiTime('23:59')).toBe(true);
    expect(isValidApiTime('24:00')).toBe(false);
  });
});
