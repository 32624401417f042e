import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingInternalService } from '@scheduler/core/meeting/meeting-internal';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Internal completion; the message is the meeting's id. */
export default handle(pickRoute(meetingRoutes, 'saveInternalData'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createMeetingInternalService(deps).save(actor, body),
}));
