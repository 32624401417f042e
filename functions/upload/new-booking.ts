import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createBookingUploadService } from '@scheduler/core/booking/booking-upload';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { bookingUploadDeps } from './new-booking-deps.ts';

/** Existing candidates booked into a meeting from the file named: successCount and one error per refused row. */
export default handle(pickRoute(uploadRoutes, 'new-booking'), async ({ actor, body }, deps) =>
  createBookingUploadService(bookingUploadDeps(deps)).upload(actor, body),
);
