import { invalidMobileMessage, MOBILE_PATTERNS } from '@scheduler/contracts/field-rules';
import type { CountryCode } from '@scheduler/contracts/roles';

/** The profile's mobile pattern: NZ for NZ users, otherwise AU (doc 1 §5). */
export function mobilePatternFor(country: string | undefined): { pattern: RegExp; message: string } {
  const c: CountryCode = country === 'NZ' ? 'NZ' : 'AU';
  return { pattern: MOBILE_PATTERNS[c], message: invalidMobileMessage(c) };
}

export type MobileChange = 'save' | 'confirm' | 'notAllowed';

/**
 * A mobile change for a user whose 2-step method is MOBILE (doc 1 §4, §5): removing the number is not
 * allowed; another number needs confirmation. Any other change saves straight away.
 */
export function mobileChange(original: string | undefined, next: string | undefined, mfaType: string | null | undefined): MobileChange {
  const before = (original ?? '').trim();
  const after = (next ?? '').trim();
  if (mfaType !== 'MOBILE' || before === after) return 'save';
  if (!after) return 'notAllowed';
  return 'confirm';
}

export type PasswordChange = { kind: 'none' } | { kind: 'mismatch' } | { kind: 'change'; password: string; confirmPassword: string };

/**
 * The profile's password rule (doc 1 §5): nothing unless 'Change password' is ticked; without a confirmation
 * the password is dropped; a confirmation that differs is a mismatch.
 */
export function passwordChange(v: { changePassword: boolean; password: string; confirmPassword: string }): PasswordChange {
  if (!v.changePassword || v.confirmPassword === '') return { kind: 'none' };
  if (v.password !== v.confirmPassword) return { kind: 'mismatch' };
  return { kind: 'change', password: v.password, confirmPassword: v.confirmPassword };
}
