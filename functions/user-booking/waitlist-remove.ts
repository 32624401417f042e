import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createWaitlistService } from '@scheduler/core/waitlist/waitlist-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** A candidate leaves a step's waitlist, or an admin removes them; a held seat is released and passed on. */
export default handle(pickRoute(userBookingRoutes, 'waitlist-remove'), async ({ actor, body }, deps) =>
  createWaitlistService(deps).remove(actor, body),
);
