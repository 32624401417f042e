import { api } from '../shared/lib/api/index.ts';
import { accessToken, amplifySignOut, cognitoRefreshToken } from '../shared/lib/auth-token.ts';
import { needsMfaSetup, type LoginAnswer, type UserProfile } from '../shared/lib/current-user.ts';
import { mfaSetupHandOff, storedLogin } from '../shared/lib/session.tsx';

/**
 * After a reload: the stored login answer plus a fresh profile, when Amplify still holds a session. A session that
 * still has to set up 2-step authentication does not open the app: it stays stored for the mfa page alone.
 */
export async function restoreSession(): Promise<{ login: LoginAnswer; profile: UserProfile } | null> {
  const login = storedLogin.read();
  if (!login) return null;
  if (needsMfaSetup(login) && mfaSetupHandOff.read(null)) return null;
  if (needsMfaSetup(login) || !(await accessToken())) {
    storedLogin.clear();
    return null;
  }
  try {
    const profile = await api.call('user.getCurrentUserProfile', { errors: 'caller', session: true });
    return { login, profile };
  } catch {
    storedLogin.clear();
    return null;
  }
}

/** Logout: ends the server session and revokes this sign-in's refresh token (sent as refresh-token), then Amplify's. */
export async function endSession(): Promise<void> {
  try {
    const refreshToken = await cognitoRefreshToken();
    const headers = refreshToken ? { 'refresh-token': refreshToken } : undefined;
    await api.call('auth.logout', { errors: 'caller', acceptAnyStatus: true, session: true, headers });
  } catch {
    /* the server session may already be gone; Cognito sign-out still follows */
  }
  await amplifySignOut();
}
