import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserStatusService } from '@scheduler/core/user/user-status';

export default handle(pickRoute(userRoutes, 'deactivateAssessor'), async ({ actor, params, body }, deps) => ({
  status: 'SUCCESS',
  message: await createUserStatusService(deps).deactivate(actor, params.organisationId, params.userId, body.reason),
}));
