import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createWaitingRoomService } from '@scheduler/core/live-session/waiting-room';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { sessionDeps } from '../meeting-session/session-deps.ts';

export default handle(pickRoute(userBookingRoutes, 'getCandidatesInWaitingRoom'), async ({ actor, params }, deps) =>
  createWaitingRoomService(await sessionDeps(deps)).candidatesInWaitingRoom(actor, params),
);
