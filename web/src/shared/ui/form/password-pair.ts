import { MSG } from '@scheduler/contracts/messages';
import { passwordProblem } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/** The two password fields of a form that sets a password (sign-up, reset). */
export interface PasswordPair {
  password: string;
  confirmPassword: string;
}

const isPair = (v: unknown): v is PasswordPair =>
  typeof v === 'object' &&
  v !== null &&
  'password' in v &&
  typeof v.password === 'string' &&
  'confirmPassword' in v &&
  typeof v.confirmPassword === 'string';

/**
 * A form schema with the password rule of doc 1 §5 beside the route's: the shared rule the server runs
 * (`passwordProblem`, refusing the person's own words) under the password, the mismatch under the confirmation.
 * It runs whenever both are text, even while another field is wrong, so each message shows as it is typed.
 */
export function withPasswordRule<S extends z.ZodType<PasswordPair>>(schema: S, personal: (values: z.output<S>) => readonly string[] = () => []) {
  return schema.superRefine(
    (values, ctx) => {
      const problem = values.password ? passwordProblem(values.password, personal(values)) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      if (values.confirmPassword && values.confirmPassword !== values.password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
      }
    },
    { when: (payload) => isPair(payload.value) },
  );
}

const PAIR = ['password', 'confirmPassword'] as const;

/**
 * After a change of a password field (or of what the rule reads, a name): each typed password field shows `schema`'s
 * message at once (doc 1 §5: checked as it is typed; the parse is synchronous, so the message is there on the same
 * render as the keystroke); an empty one the person has not left yet stays quiet.
 */
export function checkPasswordsAsTyped<V extends FieldValues & PasswordPair>(form: UseFormReturn<V, unknown, unknown>, schema: z.ZodType) {
  const issues = schema.safeParse(form.getValues()).error?.issues ?? [];
  // V has both fields (its bound); the compiler cannot resolve FieldPath of a generic V.
  for (const name of PAIR as unknown as readonly FieldPath<V>[]) {
    const message = issues.find((issue) => issue.path[0] === name)?.message;
    if (form.getValues(name) && message) form.setError(name, { type: 'typed', message });
    else if (form.getValues(name) || (!form.getFieldState(name).isTouched && !form.formState.isSubmitted)) form.clearErrors(name);
  }
}

/** The dialog of an invalid password form (doc 1 §5): 'Password Mismatch' when that is all that is wrong, else 'Validation Failed'. */
export function invalidPasswordDialog(errors: FieldErrors): { title: string; message: string } {
  const keys = Object.keys(errors);
  return keys.length === 1 && errors.confirmPassword?.message === PASSWORD_MESSAGES.mismatch
    ? { title: PASSWORD_MESSAGES.mismatchTitle, message: PASSWORD_MESSAGES.mismatch }
    : { title: MSG.validationFailedTitle, message: MSG.validationFailed };
}
