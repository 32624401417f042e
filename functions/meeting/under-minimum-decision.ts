import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createUnderMinimumDecisionService } from '@scheduler/core/meeting/meeting-minimum-decision';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Go/no-go of an assessment under its minimum: keep it, or archive it with a reason and cancel its bookings. */
export default handle(pickRoute(meetingRoutes, 'under-minimum-decision'), ({ actor, body }, deps) =>
  createUnderMinimumDecisionService(deps).decide(actor, body),
);
