import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(userRoutes, 'resetMfa'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await services.profile(deps).resetMfa(actor, params.userId),
}));
