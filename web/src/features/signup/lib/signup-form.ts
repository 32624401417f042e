import { fieldMessages, invalidMobileMessage, isValidMobile, MOBILE_EXAMPLES } from '@scheduler/contracts/field-rules';
import { PASSWORD_HINT, personalWords } from '@scheduler/contracts/password-rule';
import { signupForm } from '@scheduler/contracts/schemas/signup';
import * as z from 'zod';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { withPasswordRule } from '../../../shared/ui/form/password-pair.ts';
import { requiredAs } from '../../../shared/ui/form/required-as.ts';

type Invitation = CallAnswer<'signup.check'>;

/**
 * The FillOutDetails form (doc 1 §3 Signup form, §5): signup/create's body, its empty fields reading
 * 'Please enter {label}', the mobile number on the invitation's country pattern, the time zone required when the
 * invitation asks for it, and the password rule with the person's own words. The username and the invitation are
 * the invitation's; the privacy acceptance is asked beside the form.
 */
export function signupDetailsForm(inv: Invitation) {
  const country = inv.countryCode ?? 'AU';
  const shape = signupForm.shape;
  const timezone: z.ZodOptional<z.ZodType<string, string>> = inv.timeZoneRequired
    ? requiredAs(fieldMessages.required('Timezone'), shape.encryptedTimezoneId.unwrap()).optional()
    : shape.encryptedTimezoneId;
  return withPasswordRule(
    signupForm.safeExtend({
      firstName: requiredAs(fieldMessages.required('First Name'), shape.firstName),
      lastName: requiredAs(fieldMessages.required('Last Name'), shape.lastName),
      mobileNo: z
        .string()
        .trim()
        .max(20, fieldMessages.maxLength(20))
        .refine((v) => v === '' || isValidMobile(v, country), invalidMobileMessage(country))
        .optional(),
      password: requiredAs(fieldMessages.required('Password'), shape.password),
      confirmPassword: requiredAs(fieldMessages.required('Confirm Password'), shape.confirmPassword),
      encryptedTimezoneId: timezone,
    }),
    (v) => personalWords({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.username }),
  );
}
export type SignupDetailsSchema = ReturnType<typeof signupDetailsForm>;
export type SignupDetails = z.output<SignupDetailsSchema>;
type SignupValues = z.input<SignupDetailsSchema>;

/** The form's first values: the names the admin typed in the invitation (doc 1 §2.8), which the person may correct. */
export const signupDefaults = (invitationId: string, inv: Invitation): SignupValues => ({
  firstName: inv.firstName ?? '',
  lastName: inv.lastName ?? '',
  mobileNo: '',
  password: '',
  confirmPassword: '',
  ...(inv.timeZoneRequired ? { encryptedTimezoneId: '' } : {}),
  username: inv.username ?? '',
  invitation: invitationId,
});

/** How the FillOutDetails fields look (doc 1 §3 Signup form). */
export function detailFields(inv: Invitation) {
  const examples = MOBILE_EXAMPLES[inv.countryCode ?? 'AU'];
  const field = (f: FieldDef<SignupValues>) => f;
  return {
    firstName: field({ id: 'firstName', label: 'First Name', type: 'text', required: true }),
    lastName: field({ id: 'lastName', label: 'Last Name', type: 'text', required: true }),
    mobileNo: field({
      id: 'mobileNo',
      label: 'Mobile Number',
      type: 'text',
      placeholder: examples[0],
      hint: `Optional. Format ${examples.join(' or ')}`,
    }),
    password: field({ id: 'password', label: 'Password', type: 'password', required: true, hint: PASSWORD_HINT }),
    confirmPassword: field({ id: 'confirmPassword', label: 'Confirm Password', type: 'password', required: true }),
    encryptedTimezoneId: field({
      id: 'encryptedTimezoneId',
      label: 'Timezone',
      type: 'select',
      required: true,
      options: (inv.timezoneList ?? []).map((t) => ({ value: t.encryptedId, label: t.name })),
    }),
  };
}
