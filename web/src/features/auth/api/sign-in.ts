import { confirmSignIn } from 'aws-amplify/auth';
import { passwordSignIn, type AuthFlowType } from '../../../shared/lib/auth-token.ts';
import type { LoginAnswer, UserProfile } from '../../../shared/lib/current-user.ts';
import { openServerSession } from '../../../shared/lib/session.tsx';
import { toStep, type SignInStep } from '../lib/sign-in-step.ts';

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
