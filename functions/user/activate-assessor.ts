import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(userRoutes, 'activateAssessor'), async ({ actor, params, body }, deps) => ({
  status: 'SUCCESS',
  message: await services.userStatus(deps).activate(actor, params.organisationId, params.userId, body.reason),
}));
