import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserListService } from '@scheduler/core/user/user-list';

/** The message holds JSON: per user type (and TOTAL), the count of each list tab. */
export default handle(pickRoute(userRoutes, 'getUserCounters'), async ({ actor }, deps) => ({
  status: 'SUCCESS',
  message: await createUserListService(deps).counters(actor),
}));
