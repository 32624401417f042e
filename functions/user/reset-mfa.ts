import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { profileService } from '../lib/services/profile.ts';

export default handle(pickRoute(userRoutes, 'resetMfa'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await profileService(deps).resetMfa(actor, params.userId),
}));
