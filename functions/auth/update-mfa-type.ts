import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createMfaSetupService } from '@scheduler/core/identity/mfa-setup';
import { accountDeps } from '../lib/account-deps.ts';

/** APP verification runs with the caller's own Cognito access token: the bearer token the authorizer verified. */
export default handle(pickRoute(authRoutes, 'updateMfaType'), async ({ actor, params, body, headers }, deps) =>
  createMfaSetupService(accountDeps(deps)).update(
    actor,
    params.userId,
    params.mfaType,
    body.code,
    /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1],
    body,
  ),
);
