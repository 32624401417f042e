import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createPasswordResetService } from '@scheduler/core/identity/password-reset';
import { accountDeps } from '../lib/account-deps.ts';

export default handle(pickRoute(authRoutes, 'requestResetPassword'), async ({ body }, deps) =>
  createPasswordResetService(accountDeps(deps)).request(body.email),
);
