import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createExtendPurgeDateService } from '@scheduler/core/purge/extend-purge-date';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(meetingRoutes, 'extendPurgeDate'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await createExtendPurgeDateService(deps).meeting(actor, params.meetingId, params.date),
}));
