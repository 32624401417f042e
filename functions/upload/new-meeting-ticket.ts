import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createMeetingUploadService } from '@scheduler/core/meeting/meeting-upload';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { meetingUploadDeps } from './new-meeting-deps.ts';

export default handle(pickRoute(uploadRoutes, 'new-meeting-ticket'), async ({ actor, body }, deps) =>
  createMeetingUploadService(meetingUploadDeps(deps)).ticket(actor, body),
);
