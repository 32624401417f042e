import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createWaitlistReader } from '@scheduler/core/waitlist/waitlist-read';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** A project's waitlist for its administrators: position per step, candidate, since when, narrowing, seat held. */
export default handle(pickRoute(userBookingRoutes, 'getWaitlist'), async ({ actor, params }, deps) =>
  createWaitlistReader(deps).projectWaitlist(actor, params.projectId),
);
