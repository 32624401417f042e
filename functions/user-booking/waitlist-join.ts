import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createWaitlistService } from '@scheduler/core/waitlist/waitlist-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** A pending candidate joins their step's waitlist (refused while the step offers appointments, or where the option is off). */
export default handle(pickRoute(userBookingRoutes, 'waitlist-join'), async ({ actor, body }, deps) => createWaitlistService(deps).join(actor, body));
