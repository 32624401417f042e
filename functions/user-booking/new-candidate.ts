import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createNewCandidateService } from '@scheduler/core/invitation/new-candidate';
import { accountDeps } from '../lib/account-deps.ts';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(userBookingRoutes, 'new-candidate'), async ({ actor, body }, deps) =>
  createNewCandidateService(accountDeps(deps)).invite(actor, body),
);
