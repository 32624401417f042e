import { api } from '../shared/lib/api/index.ts';
import { cognitoRefreshToken, refreshCognitoTokens } from '../shared/lib/auth-token.ts';
import type { SessionExpiry } from '../shared/lib/current-user.ts';

/**
 * The session refresh (doc 1 §4, §9, §7 auth/refresh). Amplify first refreshes the Cognito tokens it holds
 * (fetchAuthSession), then auth/refresh names the refresh token: `forceRefresh: N` (the 60 s poll) only reads the
 * server session's expiry, and lets the shell's global rules handle a revoked session (409); `forceRefresh: Y`
 * (the countdown's Continue) extends it, and any failure is the caller's.
 */
export async function renewSession(force: boolean): Promise<SessionExpiry | undefined> {
  await refreshCognitoTokens();
  const refreshToken = await cognitoRefreshToken();
  if (!refreshToken) {
    if (force) throw new Error('No refresh token');
    return undefined;
  }
  const answer = await api.call('auth.refresh', {
    headers: { 'refresh-token': refreshToken, forceRefresh: force ? 'Y' : 'N' },
    errors: force ? 'caller' : 'global',
    acceptAnyStatus: true,
    session: true,
  });
  if (answer.status !== 'SUCCESS') {
    if (force) throw new Error(answer.message || answer.status);
    return undefined;
  }
  return answer.sessionExpiry;
}
