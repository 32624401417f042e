import { fieldMessages } from '@scheduler/contracts/field-rules';
import type { CountryCode } from '@scheduler/contracts/roles';
import { userUpdate, userUpdateFor } from '@scheduler/contracts/schemas/user';
import { requiredAs } from '../../../shared/ui/form/required-as.ts';

/** The country whose mobile pattern a user's number follows: NZ for NZ users, otherwise AU (doc 1 §5). */
export const userCountry = (country: string | undefined): CountryCode => (country === 'NZ' ? 'NZ' : 'AU');

const base = userUpdate.shape;

/**
 * The user/update form of a user of `country` (the profile, and an admin's edit): the route's rule with the mobile
 * pattern of the user's country, and the form-field message of doc 1 §5 for an empty name ('Please enter First Name').
 */
export const userUpdateForm = (country: string | undefined) =>
  userUpdateFor(userCountry(country)).safeExtend({
    firstName: requiredAs(fieldMessages.required('First Name'), base.firstName),
    lastName: requiredAs(fieldMessages.required('Last Name'), base.lastName),
  });

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
