import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProfileService } from '@scheduler/core/user/profile';

/** SUCCESS, or the proof one's own sensitive change still needs (PASSWORD_REQUIRED, MFA_REQUIRED, ...). */
export default handle(pickRoute(userRoutes, 'update'), async ({ actor, body }, deps) => createProfileService(deps).update(actor, body));
