import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingDashboardService } from '@scheduler/core/meeting/meeting-dashboard';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The dashboard's meeting figures (doc 2 Dashboard). */
export default handle(pickRoute(meetingRoutes, 'getDashboardMeetingData'), async ({ actor, body }, deps) =>
  createMeetingDashboardService(deps).dashboard(actor, body),
);
