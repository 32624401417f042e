import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingSaveService } from '@scheduler/core/meeting/meeting-save';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { saveDeps } from './meeting-deps.ts';

/** Delete (archive) with its reason; the message is the meeting's id. */
export default handle(pickRoute(meetingRoutes, 'archive'), async ({ actor, body }, deps) => {
  await createMeetingSaveService(saveDeps(deps)).archive(actor, body.encryptedId, body.comments);
  return { status: 'SUCCESS', message: body.encryptedId };
});
