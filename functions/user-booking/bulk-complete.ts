import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBulkCompleteService } from '@scheduler/core/booking/booking-complete-bulk';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(userBookingRoutes, 'bulk-complete'), async ({ actor, body }, deps) =>
  createBulkCompleteService(deps).complete(actor, body),
);
