import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserStatusService } from '@scheduler/core/user/user-status';

export default handle(pickRoute(userRoutes, 'activateAssessor'), async ({ actor, params, body }, deps) => ({
  status: 'SUCCESS',
  message: await createUserStatusService(deps).activate(actor, params.organisationId, params.userId, body.reason),
}));
