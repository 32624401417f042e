import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createSessionService } from '@scheduler/core/identity/session';

/** Ends the caller's session; the refresh-token header (as auth/refresh sends it) names the sign-in to revoke. */
export default handle(pickRoute(authRoutes, 'logout'), async ({ actor, headers }, deps) => {
  const refreshToken = headers['refresh-token']?.trim();
  await createSessionService(deps).close(actor, { refreshToken: refreshToken && refreshToken.length <= 4096 ? refreshToken : undefined });
  return { status: 'SUCCESS', message: 'Signed out' };
});
