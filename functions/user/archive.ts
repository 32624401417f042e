import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserStatusService } from '@scheduler/core/user/user-status';

/** Answers 'User record archived.' (the 'User Deleted' dialog). */
export default handle(pickRoute(userRoutes, 'archive'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await createUserStatusService(deps).archive(actor, params.organisationId, params.userId),
}));
