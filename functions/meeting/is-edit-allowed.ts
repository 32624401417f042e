import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingEditAllowedService } from '@scheduler/core/meeting/meeting-edit-allowed';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(meetingRoutes, 'isEditAllowed'), async ({ actor, params }, deps) =>
  createMeetingEditAllowedService(deps).check(actor, params.id, params.action, params.flag),
);
