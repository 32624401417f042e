import { meetingSessionRoutes } from '@scheduler/contracts/routes/meeting-session';
import { createSessionService } from '@scheduler/core/live-session/session-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { sessionDeps } from './session-deps.ts';

export default handle(pickRoute(meetingSessionRoutes, 'switchToNewDevice'), async ({ actor, params }, deps) =>
  createSessionService(await sessionDeps(deps)).switchToNewDevice(actor, params),
);
