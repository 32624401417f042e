import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createMfaSetupService } from '@scheduler/core/identity/mfa-setup';
import { accountDeps } from '../lib/account-deps.ts';

/** APP setup runs with the caller's own Cognito access token: the bearer token the authorizer verified. */
export default handle(pickRoute(authRoutes, 'getMfaCode'), async ({ actor, params, headers }, deps) =>
  createMfaSetupService(accountDeps(deps)).sendCode(actor, params.userId, params.mfaType, /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1]),
);
