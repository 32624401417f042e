import { api } from '../../../shared/lib/api/index.ts';
import { storeIssuedTokens, type IssuedTokens } from '../../../shared/lib/auth-token.ts';
import type { LoginAnswer, UserProfile } from '../../../shared/lib/current-user.ts';
import { storedLogin } from '../../../shared/lib/session.tsx';

export const SSO_FAILED_TITLE = 'ERROR Encountered';

type RedirectAnswer = LoginAnswer & { token?: string; tokens?: Partial<IssuedTokens> };

/** Why the landing could not sign the user in; its message is shown under 'ERROR Encountered'. */
export class SingleSignOnError extends Error {
  override readonly name = 'SingleSignOnError';
}

/**
 * Single sign-on landing (doc 1 §2.5): POST auth/redirect (form key1, key2); the answer is a login response with
 * Cognito tokens and the server session. The tokens go to Amplify's store (so the bearer and the token refresh
 * work), the answer is stored (later calls name its session), then the profile is read.
 */
export async function signInWithRedirectKeys(key1: string, key2: string): Promise<{ login: LoginAnswer; profile: UserProfile }> {
  const answer = await api.call<RedirectAnswer>('auth', 'redirect', { body: { key1, key2 }, errors: 'caller', acceptAnyStatus: true, session: true });
  if (answer.status !== 'SUCCESS') throw new SingleSignOnError(answer.message || 'Single sign-on was not accepted.');
  const accessToken = answer.tokens?.accessToken ?? answer.token;
  if (!accessToken) throw new SingleSignOnError('The single sign-on answer carried no tokens.');
  await storeIssuedTokens({ accessToken, idToken: answer.tokens?.idToken, refreshToken: answer.tokens?.refreshToken ?? answer.sessionExpiry?.refreshToken });
  const { tokens: _tokens, token: _token, ...login } = answer;
  storedLogin.write(login);
  const profile = await api.call<UserProfile>('user', 'getCurrentUserProfile', { errors: 'caller', session: true });
  return { login, profile };
}
