import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingReadService } from '@scheduler/core/meeting/meeting-read';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { launchSettings } from './meeting-deps.ts';

export default handle(pickRoute(meetingRoutes, 'get'), async ({ actor, params }, deps) =>
  createMeetingReadService({ ...deps, launch: await launchSettings(deps) }).get(actor, params.id),
);
