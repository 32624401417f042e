import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingCountersService } from '@scheduler/core/dashboard/booking-counters';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/**
 * How many bookings each booking tab holds (the dashboard's Bookings counter), and for an admin `waitlisted`: the
 * candidates on each step type's waitlist; the counts as JSON in message.
 */
export default handle(pickRoute(userBookingRoutes, 'getBookingCounters'), async ({ actor }, deps) => {
  const service = createBookingCountersService(deps);
  const [counters, waitlisted] = await Promise.all([service.counters(actor), service.waitlisted(actor)]);
  return { status: 'SUCCESS', message: JSON.stringify(waitlisted ? { ...counters, waitlisted } : counters) };
});
