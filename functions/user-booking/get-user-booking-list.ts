import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingListService } from '@scheduler/core/booking/booking-list-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

/** A tab of the booking list, or a meeting's, project's or candidate's bookings, or the list's export (bookings_export). */
export default handle(pickRoute(userBookingRoutes, 'getUserBookingList'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'bookings_export', await createBookingListService(deps).list(actor, params, body)),
);
