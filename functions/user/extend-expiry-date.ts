import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(userRoutes, 'extendExpiryDate'), async ({ actor, params }, deps) =>
  services.newUser(deps).extendExpiry(actor, params.organisationId, params.userId, params.date),
);
