import { describe, expect, it } from 'vitest';
import {
  fieldError,
  fieldMessages,
  formErrors,
  invalidMobileMessage,
  isValidApiDate,
  isValidApiTime,
  isValidEmail,
  isValidMobile,
  type FieldRule,
} from './field-rules.ts';

const text = (over: Partial<FieldRule> = {}): FieldRule => ({ id: 'name', label: 'Name', type: 'text', ...over });
const num = (over: Partial<FieldRule> = {}): FieldRule => ({ id: 'postCode', label: 'Post Code', type: 'number', ...over });

describe('form-field messages (doc 1 §5)', () => {
  it('asks for a required value by label, or with the custom message', () => {
    expect(fieldError(text({ required: true }), '')).toBe('Please enter Name');
    expect(fieldError(text({ required: true }), '   ')).toBe('Please enter Name');
    expect(fieldError(text({ required: true, requiredMessage: 'This is a required field' }), undefined)).toBe('This is a required field');
    expect(fieldError({ id: 'types', label: 'Types', type: 'multi-select', required: true }, [])).toBe('Please enter Types');
    expect(fieldError(text(), '')).toBeNull();
  });

  it('checks numeric range and decimals', () => {
    const postCode = num({ min: 100, max: 9999, integer: true });
    expect(fieldError(postCode, 99)).toBe('Min. Value Allowed: 100');
    expect(fieldError(postCode, '10000')).toBe('Max. Value allowed: 9999');
    expect(fieldError(postCode, 2000.5)).toBe('No decimal allowed');
    expect(fieldError(postCode, '2000')).toBeNull();
    expect(fieldError(num({ min: 0, max: 999.99 }), 12.5)).toBeNull();
  });

  it('checks lengths', () => {
    expect(fieldError(text({ maxLength: 5 }), 'abcdef')).toBe('Value length entered exceeds max. allowed length of 5');
    expect(fieldError(text({ minLength: 10 }), 'short')).toBe('Value length entered is less than min. required length of 10');
    expect(fieldError(text({ minLength: 2, maxLength: 5 }), 'abc')).toBeNull();
  });

  it("validates e-mail when the id contains 'email' or isEmail is set", () => {
    expect(fieldError(text({ id: 'alertEmail' }), 'not-an-email')).toBe('Email entered is not valid');
    expect(fieldError(text({ id: 'contact', isEmail: true }), 'a@b')).toBe('Email entered is not valid');
    expect(fieldError(text({ id: 'username', isEmail: true }), 'jo.smith@example.com.au')).toBeNull();
    expect(fieldError(text({ id: 'contact' }), 'a@b')).toBeNull();
  });

  it('rejects invalid dates', () => {
    const date: FieldRule = { id: 'start', label: 'Start', type: 'date' };
    expect(fieldError(date, '2025-02-30')).toBe('Invalid Date, select control to enter date');
    expect(fieldError(date, '30/01/2025')).toBe('Invalid Date, select control to enter date');
    expect(fieldError(date, '2024-02-29')).toBeNull();
  });

  it('rejects markup in text but not in passwords', () => {
    expect(fieldError(text(), '<b>hi</b>')).toBe('Invalid Markup found. Please check the value before submitting again.');
    expect(fieldError(text({ type: 'text-area' }), 'a < b')).toBeNull();
    expect(fieldError({ id: 'password', label: 'Password', type: 'password' }, 'Abc<def>123!xyz')).toBeNull();
  });

  it('applies extra patterns with their own message', () => {
    const f = text({ patterns: [{ pattern: /^\d+$/, message: 'Numbers only' }] });
    expect(fieldError(f, '12a')).toBe('Numbers only');
    expect(fieldError(f, '123')).toBeNull();
  });

  it('collects the errors of a form by field id', () => {
    const errors = formErrors([text({ required: true }), num({ id: 'n', min: 1 })], { name: '', n: 0 });
    expect(errors).toEqual({ name: 'Please enter Name', n: fieldMessages.min(1) });
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
