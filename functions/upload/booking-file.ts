import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createBookingFileService } from '@scheduler/core/download/booking-file';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { bookingFileDeps } from './booking-file-deps.ts';

export default handle(pickRoute(uploadRoutes, 'booking-file'), async ({ actor, body }, deps) =>
  createBookingFileService(bookingFileDeps(deps)).attach(actor, body),
);
