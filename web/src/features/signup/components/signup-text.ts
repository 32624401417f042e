import { invalidMobileMessage, MOBILE_EXAMPLES, MOBILE_PATTERNS } from '@scheduler/contracts/field-rules';
import { PASSWORD_HINT } from '@scheduler/contracts/password-rule';
import type { FieldDef } from '../../../shared/ui/form/form-field.tsx';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/** The sign-up page's titles and texts (doc 1 §8 Sign-up). */
export const SIGNUP_TEXT = {
  errorTitle: 'Error',
  validationErrorTitle: 'Validation Error',
  codeRequired: 'You must enter the Code',
  codeInvalidTitle: 'Verification Code Invalid',
  codeInvalidText: 'The code is not correct. Please check it and enter it again.',
  codeResentTitle: 'Code Resent',
  codeResent: 'Please check your phone or email for a verification code.',
  createdTitle: 'Account Created',
  created: (username: string) => `Your account has been created. Your username is your registered email address: ${username}`,
  mfaNext: "You'll need to set-up 2-Step Authentication method next.",
  loginFailed: 'Login Failed',
  privacyAccept: 'I have read and accept the privacy statement',
  passwordRequired: 'Please enter password',
  signInIntro: (username: string, organisation: string) =>
    `${username} already has an account. Sign in with its current password to accept the invitation to join ${organisation}.`,
  acceptTitle: 'Accept Invitation',
  acceptConfirm: (organisation: string) =>
    `Join ${organisation} with this account? Your account, its password and its 2-Step Authentication stay as they are.`,
  acceptedTitle: 'Invitation Accepted',
  signInRequiredTitle: 'Sign In to Accept',
} as const;

/** The FillOutDetails fields (doc 1 §3 Signup form, §5): the mobile pattern of the invitation's country. */
export function detailFields(inv: CallAnswer<'signup.check'>): FieldDef[] {
  const country = inv.countryCode ?? 'AU';
  const fields: FieldDef[] = [
    { id: 'firstName', label: 'First Name', type: 'text', required: true, maxLength: 200 },
    { id: 'lastName', label: 'Last Name', type: 'text', required: true, maxLength: 200 },
    {
      id: 'mobileNo',
      label: 'Mobile Number',
      type: 'text',
      maxLength: 20,
      placeholder: MOBILE_EXAMPLES[country][0],
      hint: `Optional. Format ${MOBILE_EXAMPLES[country].join(' or ')}`,
      patterns: [{ pattern: MOBILE_PATTERNS[country], message: invalidMobileMessage(country) }],
    },
    { id: 'password', label: 'Password', type: 'password', required: true, maxLength: 256, hint: PASSWORD_HINT },
    { id: 'confirmPassword', label: 'Confirm Password', type: 'password', required: true, maxLength: 256 },
  ];
  if (inv.timeZoneRequired) {
    fields.push({
      id: 'encryptedTimezoneId',
      label: 'Timezone',
      type: 'select',
      required: true,
      options: (inv.timezoneList ?? []).map((t) => ({ value: t.encryptedId, label: t.name })),
    });
  }
  return fields;
}

export const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
