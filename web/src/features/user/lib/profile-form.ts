import { fieldMessages } from '@scheduler/contracts/field-rules';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import { userUpdate } from '@scheduler/contracts/schemas/user';
import * as z from 'zod';
import { requiredAs } from '../../../shared/ui/form/required-as.ts';
import { passwordChange, userUpdateForm } from './profile-rules.ts';

/** Who the profile belongs to, as far as its form's rules go. */
export interface ProfileOwner {
  encryptedId: string;
  countryCode?: string;
  username?: string;
  /** An assessor or invigilator: edits a required default time zone and a company. */
  staff: boolean;
}

/** The profile's screen values: every field as the person sees it, the password ones included. */
const profileValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobileNo: z.string(),
  encryptedTimezoneId: z.string(),
  companyName: z.string(),
  changePassword: z.boolean(),
  currentPassword: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});
export type ProfileValues = z.input<typeof profileValues>;
type UpdateIn = z.input<typeof userUpdate>;
type UpdateOut = z.output<typeof userUpdate>;

/**
 * The own-profile form (doc 1 §2.9, §5) over user/update: what the person typed becomes the route's body (time zone and
 * company for staff only; a password only when 'Change password' is ticked and confirmed the same), checked by the
 * route's rule for the user's country, with the screen's messages: 'Please enter Default Timezone' for staff, and a
 * password change asks for the current password ('Please enter Current Password') and the full password rule.
 */
export const profileForm = (owner: ProfileOwner) => {
  const route = userUpdateForm(owner.countryCode);
  const body: z.ZodType<UpdateOut, UpdateIn> = owner.staff
    ? route.safeExtend({
        encryptedTimezoneId: requiredAs(fieldMessages.required('Default Timezone'), userUpdate.shape.encryptedTimezoneId.unwrap()),
      })
    : route;
  return profileValues
    .transform((v): UpdateIn => {
      const pw = passwordChange(v);
      return {
        encryptedId: owner.encryptedId,
        firstName: v.firstName,
        lastName: v.lastName,
        mobileNo: v.mobileNo,
        ...(owner.staff ? { encryptedTimezoneId: v.encryptedTimezoneId, companyName: v.companyName } : {}),
        ...(pw.kind === 'change'
          ? { changePassword: true, password: pw.password, confirmPassword: pw.confirmPassword, currentPassword: v.currentPassword }
          : {}),
      };
    })
    .pipe(
      body.superRefine((v, ctx) => {
        if (!v.changePassword) return;
        if (!v.currentPassword) {
          ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: fieldMessages.required('Current Password') });
          return;
        }
        const problem = passwordProblem(v.password ?? '', personalWords({ firstName: v.firstName, lastName: v.lastName, email: owner.username }));
        if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      }),
    );
};
