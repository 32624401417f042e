import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingRescheduleService } from '@scheduler/core/booking/booking-reschedule';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** A confirmed booking (a candidate's own, an admin's of the organisation) moves to another offered meeting of its step; BOOKING_NA when the slot went. */
export default handle(pickRoute(userBookingRoutes, 'reschedule-booking'), async ({ actor, body }, deps) =>
  createBookingRescheduleService(deps).reschedule(actor, body),
);
