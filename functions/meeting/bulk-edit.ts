import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createBulkEditService } from '@scheduler/core/meeting/bulk-edit';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { saveDeps } from './meeting-deps.ts';

/** Bulk edit of meetings (doc 2 §5): successCount and the meetings a rule left unchanged. */
export default handle(pickRoute(meetingRoutes, 'bulk-edit'), async ({ actor, body }, deps) =>
  createBulkEditService(saveDeps(deps)).edit(actor, body),
);
