import { api } from '../../../shared/lib/api/index.ts';
import { storeIssuedTokens } from '../../../shared/lib/auth-token.ts';
import { storedLogin } from '../../../shared/lib/session.tsx';

export const SSO_FAILED_TITLE = 'ERROR Encountered';

/** Why the landing could not sign the user in; its message is shown under 'ERROR Encountered'. */
export class SingleSignOnError extends Error {
  override readonly name = 'SingleSignOnError';
}

/**
 * Single sign-on landing (doc 1 §2.5): POST auth/redirect (form key1, key2); the answer is a login response with
 * Cognito tokens and the server session. The tokens go to Amplify's store (so the bearer and the token refresh
 * work), the answer is stored (later calls name its session), then the profile is read. When the organisation requires
 * 2-step and the person has a method, the answer is the code step: the server sent a code (EMAIL or MOBILE), or the
 * person must sign in with their password and authenticator app (APP); the same keys are posted again with the code.
 */
export async function signInWithRedirectKeys(key1: string, key2: string, otpCode?: string) {
  const body = otpCode ? { key1, key2, otpCode } : { key1, key2 };
  const answer = await api.call('auth.redirect', { body, errors: 'caller', acceptAnyStatus: true, session: true });
  if ((answer.status === 'MFA_REQUIRED' || answer.status === 'CODE_INCORRECT') && answer.mfaType) {
    return {
      kind: 'code' as const,
      mfaType: answer.mfaType,
      message: answer.message ?? '',
      incorrect: answer.status === 'CODE_INCORRECT',
      mobileNo: answer.mobileNo,
    };
  }
  if (answer.status !== 'SUCCESS') throw new SingleSignOnError(answer.message || 'Single sign-on was not accepted.');
  const accessToken = answer.tokens?.accessToken ?? answer.token;
  if (!accessToken) throw new SingleSignOnError('The single sign-on answer carried no tokens.');
  await storeIssuedTokens({
    accessToken,
    idToken: answer.tokens?.idToken,
    refreshToken: answer.tokens?.refreshToken ?? answer.sessionExpiry?.refreshToken,
  });
  const { tokens: _tokens, token: _token, ...login } = answer;
  storedLogin.write(login);
  const profile = await api.call('user.getCurrentUserProfile', { errors: 'caller', session: true });
  return { kind: 'signedIn' as const, login, profile };
}
