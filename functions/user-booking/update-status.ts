import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingStatusService } from '@scheduler/core/booking/booking-status';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(userBookingRoutes, 'update-status'), async ({ actor, body }, deps) =>
  createBookingStatusService(deps).update(actor, body),
);
