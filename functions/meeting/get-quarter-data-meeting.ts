import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingDashboardService } from '@scheduler/core/meeting/meeting-dashboard';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The dashboard's quarter chart of meetings (doc 2 Dashboard). */
export default handle(pickRoute(meetingRoutes, 'getQuarterDataMeeting'), async ({ actor, body }, deps) =>
  createMeetingDashboardService(deps).quarters(actor, body),
);
