import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { userStatusService } from '../lib/services/user-status.ts';

/** The message is the new purge date (yyyy-MM-dd). */
export default handle(pickRoute(userRoutes, 'extendPurgeDate'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await userStatusService(deps).extendPurgeDate(actor, params.organisationId, params.userId, params.date),
}));
