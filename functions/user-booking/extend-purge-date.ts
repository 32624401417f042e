import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createExtendPurgeDateService } from '@scheduler/core/purge/extend-purge-date';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(userBookingRoutes, 'extendPurgeDate'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await createExtendPurgeDateService(deps).booking(actor, params.bookingId, params.date),
}));
