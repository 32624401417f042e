import { authRoutes } from '@scheduler/contracts/routes/auth';
import { refreshHeaders } from '@scheduler/contracts/schemas/auth';
import { errors } from '@scheduler/core/errors';
import { handle } from '../lib/handle.ts';
import { SESSION_HEADER } from '../lib/middleware/authenticate.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createSignInService } from '@scheduler/core/identity/sign-in';

/**
 * auth/refresh: headers refresh-token and forceRefresh (doc 1 §7), plus the session header. A public route (the
 * access token may have lapsed), so the proof is checked here: a valid bearer token for the poll, the refresh
 * token redeemed at Cognito for a renewal.
 */
export default handle(pickRoute(authRoutes, 'refresh'), async ({ headers }, deps) => {
  const parsed = refreshHeaders.safeParse(headers);
  const sessionId = headers[SESSION_HEADER];
  if (!parsed.success || !sessionId) throw errors.validation('The refresh-token and x-session-id headers are required');
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  const claims = bearer ? await deps.verifyAccessToken(bearer).catch(() => undefined) : undefined;
  return createSignInService(deps).refresh(sessionId, { claims, refreshToken: parsed.data['refresh-token'] }, parsed.data.forcerefresh === 'Y');
});
