import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createWaitlistService } from '@scheduler/core/waitlist/waitlist-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The candidate confirms the seat held for them: it becomes their confirmed booking ('Not Available' once it ended). */
export default handle(pickRoute(userBookingRoutes, 'waitlist-confirm-hold'), async ({ actor, body }, deps) =>
  createWaitlistService(deps).confirmHold(actor, body),
);
