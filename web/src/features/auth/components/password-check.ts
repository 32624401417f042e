import { passwordProblem } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';

/**
 * The live password messages (doc 1 §5): the shared password rule while the password is typed, the mismatch
 * once a confirmation is typed. Null where there is nothing to say yet.
 */
export function livePasswordErrors(password: string, confirmPassword: string, personal: readonly string[] = []) {
  return {
    password: password ? (passwordProblem(password, personal) ?? null) : null,
    confirmPassword: confirmPassword && confirmPassword !== password ? PASSWORD_MESSAGES.mismatch : null,
  };
}
