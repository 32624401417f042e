import type { MeetingUploadDeps } from '@scheduler/core/meeting/meeting-upload';
import type { Deps } from '../lib/deps.ts';
import { saveDeps } from '../meeting/meeting-deps.ts';

/** The meeting upload's dependencies: the meeting writes' (meeting/meeting-deps.ts) plus the uploads bucket. */
export function meetingUploadDeps(deps: Deps): MeetingUploadDeps {
  if (!deps.files) throw new Error('UPLOADS_BUCKET is not set: meeting files cannot be read');
  return { ...saveDeps(deps), files: deps.files };
}
