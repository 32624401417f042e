import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingBookService } from '@scheduler/core/booking/booking-book';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** A candidate books their pending step, or an admin books a candidate, into a meeting; BOOKING_NA when the slot went. */
export default handle(pickRoute(userBookingRoutes, 'new-booking'), async ({ actor, body }, deps) => createBookingBookService(deps).book(actor, body));
