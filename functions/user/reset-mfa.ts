import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProfileService } from '@scheduler/core/user/profile';

/** SUCCESS, or (own reset) the proof it still needs: PASSWORD_REQUIRED, MFA_REQUIRED, ... */
export default handle(pickRoute(userRoutes, 'resetMfa'), async ({ actor, params, body }, deps) =>
  createProfileService(deps).resetMfa(actor, params.userId, body),
);
