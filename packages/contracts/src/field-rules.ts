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

/** The form-field model of doc 1 §3, as far as validation reads it. */
export interface FieldRule {
  readonly id: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required?: boolean;
  /** Custom required message; default 'Please enter {label}'. */
  readonly requiredMessage?: string;
  readonly min?: number;
  readonly max?: number;
  /** Numbers: whole numbers only ('No decimal allowed'). */
  readonly integer?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly isEmail?: boolean;
  readonly patterns?: readonly { readonly pattern: RegExp; readonly message: string }[];
}

const TEXT_TYPES: readonly FieldType[] = ['text', 'password', 'text-area'];

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The first validation message for `value` under `field`, or null when valid. Order: required, markup,
 * length, number range and decimals, e-mail (an id containing 'email' or the isEmail flag), date, patterns.
 */
export function fieldError(field: FieldRule, value: unknown): string | null {
  if (isEmpty(value)) {
    return field.required ? (field.requiredMessage ?? fieldMessages.required(field.label)) : null;
  }
  if (field.type === 'number') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(n)) return field.requiredMessage ?? fieldMessages.required(field.label);
    if (field.integer && !Number.isInteger(n)) return fieldMessages.noDecimal;
    if (field.min !== undefined && n < field.min) return fieldMessages.min(field.min);
    if (field.max !== undefined && n > field.max) return fieldMessages.max(field.max);
    return patternError(field, String(value));
  }
  if (typeof value !== 'string') return null;
  if (TEXT_TYPES.includes(field.type) && field.type !== 'password' && containsMarkup(value)) {
    return fieldMessages.invalidMarkup;
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) return fieldMessages.maxLength(field.maxLength);
  if (field.minLength !== undefined && value.length < field.minLength) return fieldMessages.minLength(field.minLength);
  if ((field.isEmail || field.id.toLowerCase().includes('email')) && !isValidEmail(value.trim())) {
    return fieldMessages.email;
  }
  if (field.type === 'date' && !isValidApiDate(value)) return fieldMessages.invalidDate;
  return patternError(field, value);
}

function patternError(field: FieldRule, value: string): string | null {
  for (const p of field.patterns ?? []) if (!p.pattern.test(value)) return p.message;
  return null;
}

/** Messages per field id for a whole form; only invalid fields appear. */
export function formErrors(fields: readonly FieldRule[], values: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.id]);
    if (e) errors[f.id] = e;
  }
  return errors;
}
