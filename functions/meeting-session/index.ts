import { meetingSessionRoutes } from '@scheduler/contracts/routes/meeting-session';
import { createArea } from '../lib/create-area.ts';

/** The meeting-session Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('meeting-session', meetingSessionRoutes, []);
