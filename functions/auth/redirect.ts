import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

/** auth/redirect: single sign-on from a trusted partner (form-encoded key1 and key2); answers the login response with tokens. */
export default handle(pickRoute(authRoutes, 'redirect'), async ({ body, headers }, deps) =>
  services.singleSignOn(deps).redirect(body.key1, body.key2, { userAgent: headers['user-agent'], viewerCountry: headers[deps.config.countryHeader] }),
);
