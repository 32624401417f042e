import { meetingSessionRoutes } from '@scheduler/contracts/routes/meeting-session';
import { createSessionService } from '@scheduler/core/live-session/session-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { sessionDeps } from './session-deps.ts';

export default handle(pickRoute(meetingSessionRoutes, 'isMeetingStarted'), async ({ actor, params }, deps) =>
  createSessionService(await sessionDeps(deps)).isMeetingStarted(actor, params),
);
