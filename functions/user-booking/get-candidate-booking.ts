import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createCandidateBookingService } from '@scheduler/core/booking/candidate-booking';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { launchSettings } from '../meeting/meeting-deps.ts';

export default handle(pickRoute(userBookingRoutes, 'getCandidateBooking'), async ({ actor }, deps) =>
  createCandidateBookingService({ ...deps, launch: await launchSettings(deps) }).home(actor),
);
