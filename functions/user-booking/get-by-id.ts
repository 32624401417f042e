import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createBookingReadService } from '@scheduler/core/booking/booking-reads';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { launchSettings } from '../meeting/meeting-deps.ts';

export default handle(pickRoute(userBookingRoutes, 'getById'), async ({ actor, params }, deps) =>
  createBookingReadService({ ...deps, launch: await launchSettings(deps) }).getById(actor, params.id),
);
