import * as z from 'zod';
import { MSG } from '../messages.ts';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../password-rule.ts';

export { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../password-rule.ts';

/** Password of doc 1 §5: at least 14 characters (the full policy is checked by the server's password rule). */
export const password = z.string().min(1, MSG.requiredField).min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.minLength).max(256);

/** password and confirmPassword that must match. */
export const passwordPair = z
  .object({ password, confirmPassword: z.string().max(256) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
