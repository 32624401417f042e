import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingQuartersService } from '@scheduler/core/dashboard/booking-quarters';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The dashboard's quarter chart of bookings in one status (cancelled bookings), narrowed by the list. */
export default handle(pickRoute(userBookingRoutes, 'getQuarterDataBooking'), async ({ actor, params, body }, deps) =>
  createBookingQuartersService(deps).quarters(actor, params.id, body),
);
