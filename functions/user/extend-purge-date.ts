import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserStatusService } from '@scheduler/core/user/user-status';

/** The message is the new purge date (yyyy-MM-dd). */
export default handle(pickRoute(userRoutes, 'extendPurgeDate'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await createUserStatusService(deps).extendPurgeDate(actor, params.organisationId, params.userId, params.date),
}));
