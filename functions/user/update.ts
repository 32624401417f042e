import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { profileService } from '../lib/services/profile.ts';

export default handle(pickRoute(userRoutes, 'update'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await profileService(deps).update(actor, body),
}));
