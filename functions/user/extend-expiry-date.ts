import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { newUserService } from '../lib/services/new-user.ts';

export default handle(pickRoute(userRoutes, 'extendExpiryDate'), async ({ actor, params }, deps) =>
  newUserService(deps).extendExpiry(actor, params.organisationId, params.userId, params.date),
);
