import { authRoutes } from '@scheduler/contracts/routes/auth';
import { errors } from '@scheduler/core/errors';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createSignInService } from '@scheduler/core/identity/sign-in';

/**
 * auth/login opens the server session, two ways: with the Cognito access token the web got from Amplify
 * (verified here: the route is public, so no authorizer ran), or with the spec's username and password.
 */
export default handle(pickRoute(authRoutes, 'login'), async ({ headers, body }, deps) => {
  const opts = { userAgent: headers['user-agent'], viewerCountry: headers[deps.config.countryHeader] };
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) {
    const claims = await deps.verifyAccessToken(bearer).catch(() => {
      throw errors.unauthenticated();
    });
    return createSignInService(deps).login(claims, opts);
  }
  if (body.username && body.password)
    return createSignInService(deps).loginWithPassword(body.username, body.password, { ...opts, otpCode: body.otpCode });
  throw errors.loginFailed('Please enter your username and password');
});
