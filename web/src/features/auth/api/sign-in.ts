import { confirmSignIn, type SignInOutput } from 'aws-amplify/auth';
import { passwordSignIn, type AuthFlowType } from '../../../shared/lib/auth-token.ts';
import type { LoginAnswer, UserProfile } from '../../../shared/lib/current-user.ts';
import { openServerSession } from '../../../shared/lib/session.tsx';

/** The Cognito step after a sign-in attempt, reduced to what the login page shows. */
export type SignInStep =
  | { kind: 'done' }
  | { kind: 'code'; method: 'TOTP' | 'SMS' | 'EMAIL'; destination?: string }
  | { kind: 'choose-method'; methods: string[] }
  | { kind: 'setup' }
  | { kind: 'unsupported'; step: string };

export function toStep(out: SignInOutput): SignInStep {
  const next = out.nextStep;
  switch (next.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'code', method: 'TOTP' };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { kind: 'code', method: 'SMS', destination: next.codeDeliveryDetails?.destination };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { kind: 'code', method: 'EMAIL', destination: next.codeDeliveryDetails?.destination };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { kind: 'choose-method', methods: [...(next.allowedMFATypes ?? [])] };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { kind: 'setup' };
    default:
      return { kind: 'unsupported', step: next.signInStep };
  }
}

/** Cognito sign-in through Amplify, reduced to the next step. */
export async function cognitoSignIn(username: string, password: string, authFlowType: AuthFlowType): Promise<SignInStep> {
  return toStep(await passwordSignIn(username, password, authFlowType));
}

export async function cognitoConfirm(challengeResponse: string): Promise<SignInStep> {
  return toStep(await confirmSignIn({ challengeResponse }));
}

/** POST auth/login with the bearer token (the server session), then the logged-in user's profile. */
export function completeLogin(username: string): Promise<{ login: LoginAnswer; profile?: UserProfile }> {
  return openServerSession(username);
}

export function isCodeMismatch(e: unknown): boolean {
  return e instanceof Error && (e.name === 'CodeMismatchException' || e.name === 'ExpiredCodeException');
}
