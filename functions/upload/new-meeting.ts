import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createMeetingUploadService } from '@scheduler/core/meeting/meeting-upload';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { meetingUploadDeps } from './new-meeting-deps.ts';

/** One meeting per row of the file named: successCount and one error per failed row. */
export default handle(pickRoute(uploadRoutes, 'new-meeting'), async ({ actor, body }, deps) =>
  createMeetingUploadService(meetingUploadDeps(deps)).upload(actor, body),
);
