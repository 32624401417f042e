import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { singleSignOnService } from '../lib/services/single-sign-on.ts';

/**
 * auth/redirect: single sign-on from a trusted partner (form-encoded key1 and key2; otpCode when the organisation's
 * 2-step rule asked for a code); answers the login response with tokens, or MFA_REQUIRED.
 */
export default handle(pickRoute(authRoutes, 'redirect'), async ({ body, headers }, deps) =>
  singleSignOnService(deps).redirect(body.key1, body.key2, { userAgent: headers['user-agent'], viewerCountry: headers[deps.config.countryHeader], otpCode: body.otpCode }),
);
