import * as z from 'zod';

/**
 * A route's field rule whose empty value reads the screen's own message: doc 1 §5 'Please enter {label}', or the
 * spec's wording ('Please enter your username'), where the route's schema has none or says 'This is a required
 * field'. Blank is empty; what is typed goes to `rule` as it is (a password is never trimmed).
 *
 * @example
 * loginRequest.pick({ username: true }).extend({ username: requiredAs('Please enter your username', z.string().trim().max(200)) })
 */
export const requiredAs = <T extends z.ZodType<unknown, string>>(message: string, rule: T) =>
  z
    .string()
    .refine((v) => v.trim() !== '', { error: message, abort: true })
    .pipe(rule);
