import { CognitoError } from 'cognito-local/lib/errors.js';

export interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Cognito's password policy check (cognito-local stores the policy but never applies it). */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy | undefined): string | undefined {
  if (!policy) return undefined;
  if (password.length < (policy.MinimumLength ?? 8)) return 'Password not long enough';
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.RequireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.RequireSymbols && !SYMBOLS.test(password)) return 'Password must have symbol characters';
  return undefined;
}

export function assertPasswordPolicy(password: string | undefined, policy: PasswordPolicy | undefined): void {
  if (password === undefined) return;
  const problem = passwordPolicyProblem(password, policy);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}
