import { authRoutes } from '@scheduler/contracts/routes/auth';
import { errors } from '@scheduler/core/errors';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { services } from '../lib/services.ts';

/** After the web signed in with Cognito: opens the server session and answers the login response. */
export default handle(pickRoute(authRoutes, 'login'), async ({ claims, headers }, deps) => {
  if (!claims) throw errors.unauthenticated();
  return services.signIn(deps).login(claims, { userAgent: headers['user-agent'] });
});
