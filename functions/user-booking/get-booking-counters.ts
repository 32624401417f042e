import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingCountersService } from '@scheduler/core/dashboard/booking-counters';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** How many bookings each booking tab holds (the dashboard's Bookings counter); the counts as JSON in message. */
export default handle(pickRoute(userBookingRoutes, 'getBookingCounters'), async ({ actor }, deps) => ({
  status: 'SUCCESS',
  message: JSON.stringify(await createBookingCountersService(deps).counters(actor)),
}));
