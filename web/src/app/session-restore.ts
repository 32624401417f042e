import { signOut } from 'aws-amplify/auth';
import { api } from '../shared/lib/api/index.ts';
import { accessToken } from '../shared/lib/auth-token.ts';
import type { LoginAnswer, UserProfile } from '../shared/lib/current-user.ts';
import { storedLogin } from '../shared/lib/session.tsx';

/** After a reload: the stored login answer plus a fresh profile, when Amplify still holds a session. */
export async function restoreSession(): Promise<{ login: LoginAnswer; profile: UserProfile } | null> {
  const login = storedLogin.read();
  if (!login || !(await accessToken())) {
    storedLogin.clear();
    return null;
  }
  try {
    const profile = await api.call<UserProfile>('user', 'getCurrentUserProfile', { errors: 'caller' });
    return { login, profile };
  } catch {
    storedLogin.clear();
    return null;
  }
}

/** Logout: ends the server session, then Amplify's. */
export async function endSession(): Promise<void> {
  try {
    await api.call('auth', 'logout', { errors: 'caller', acceptAnyStatus: true });
  } catch {
    /* the server session may already be gone; Cognito sign-out still follows */
  }
  await signOut();
}
