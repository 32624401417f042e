import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createSingleSignOnService } from '@scheduler/core/identity/single-sign-on';
import { partnerKeyReader } from '../lib/sso-partner-keys.ts';

/**
 * auth/redirect: single sign-on from a trusted partner (form-encoded key1 and key2; otpCode when the organisation's
 * 2-step rule asked for a code); answers the login response with tokens, or MFA_REQUIRED.
 */
export default handle(pickRoute(authRoutes, 'redirect'), async ({ body, headers }, deps) =>
  createSingleSignOnService({ ...deps, ssoKey: partnerKeyReader(deps) }).redirect(body.key1, body.key2, {
    userAgent: headers['user-agent'],
    viewerCountry: headers[deps.config.countryHeader],
    otpCode: body.otpCode,
  }),
);
