import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createBookingUploadService } from '@scheduler/core/booking/booking-upload';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { bookingUploadDeps } from './new-booking-deps.ts';

export default handle(pickRoute(uploadRoutes, 'new-booking-ticket'), async ({ actor, body }, deps) =>
  createBookingUploadService(bookingUploadDeps(deps)).ticket(actor, body),
);
