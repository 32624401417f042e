import type { CountryCode } from './roles.ts';
import { containsMarkup } from './markup.ts';

/** Form-field messages of spec doc 1 §5 ("Form field control"), quoted exactly. */
export const fieldMessages = {
  required: (label: string): string => `Please enter ${label}`,
  min: (n: number): string => `Min. Value Allowed: ${n}`,
  max: (n: number): string => `Max. Value allowed: ${n}`,
  noDecimal: 'No decimal allowed',
  maxLength: (n: number): string => `Value length entered exceeds max. allowed length of ${n}`,
  minLength: (n: number): string => `Value length entered is less than min. required length of ${n}`,
  email: 'Email entered is not valid',
  invalidDate: 'Invalid Date, select control to enter date',
  invalidMarkup: 'Invalid Markup found. Please check the value before submitting again.',
} as const;

/** Mobile patterns of doc 1 §5: AU '+614' plus 8 digits; NZ '+642' plus 7 or 8 digits. */
export const MOBILE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  AU: /^\+614\d{8}$/,
  NZ: /^\+642\d{7,8}$/,
};
/**
 * A mobile number shown masked to its last 4 digits (doc 1 §3), e.g. ******5678: the one rule for the login answer
 * and the mfa page. An already masked number is returned as it is.
 */
export function maskMobile(mobile: string | undefined): string | undefined {
  if (!mobile) return undefined;
  if (mobile.includes('*')) return mobile;
  const digits = mobile.replace(/\D/g, '');
  return digits.length >= 4 ? `******${digits.slice(-4)}` : undefined;
}

/** The "number-only" pattern of doc 1 §5. */
export const NUMBER_ONLY_PATTERN = /^\d+$/;
export const MOBILE_EXAMPLES: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: ['+61412345678'],
  NZ: ['+64212345678', '+6429876543'],
};

/** True when `value` matches the mobile pattern of `country`; without a country, either pattern is accepted. */
export function isValidMobile(value: string, country?: CountryCode): boolean {
  if (country) return MOBILE_PATTERNS[country].test(value);
  return MOBILE_PATTERNS.AU.test(value) || MOBILE_PATTERNS.NZ.test(value);
}

/**
 * 'Invalid Mobile number format ...': the spec elides the end of the text; the example number of the
 * country completes it.
 */
export function invalidMobileMessage(country: CountryCode = 'AU'): string {
  return `Invalid Mobile number format, e.g. ${MOBILE_EXAMPLES[country].join(' or ')}`;
}

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** An API date `yyyy-MM-dd` that names a real calendar day. */
export function isValidApiDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** An API time `HH:mm` (24 hours). */
export function isValidApiTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

export const FIELD_TYPES = [
  'date',
  'time',
  'text',
  'password',
  'text-area',
  'number',
  'select',
  'multi-select',
  'radio',
  'checkbox',
  'color',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
