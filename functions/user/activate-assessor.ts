import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { userStatusService } from '../lib/services/user-status.ts';

export default handle(pickRoute(userRoutes, 'activateAssessor'), async ({ actor, params, body }, deps) => ({
  status: 'SUCCESS',
  message: await userStatusService(deps).activate(actor, params.organisationId, params.userId, body.reason),
}));
