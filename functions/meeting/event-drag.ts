import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createEventDragService } from '@scheduler/core/calendar/event-drag';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { saveDeps } from './meeting-deps.ts';

/** The calendar drag (form data): the message is the meeting's id. */
export default handle(pickRoute(meetingRoutes, 'eventDrag'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createEventDragService(saveDeps(deps)).drag(actor, body),
}));
