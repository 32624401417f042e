import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingSaveService } from '@scheduler/core/meeting/meeting-save';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { saveDeps } from './meeting-deps.ts';

/** Create, edit or duplicate; the message is the meeting's id. */
export default handle(pickRoute(meetingRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createMeetingSaveService(saveDeps(deps)).save(actor, body),
}));
