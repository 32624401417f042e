import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingListService } from '@scheduler/core/meeting/meeting-list-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

/** A tab of the meeting list or a calendar view's events, or the list's export (meetings_export). */
export default handle(pickRoute(meetingRoutes, 'getMeetingList'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'meetings_export', await createMeetingListService(deps).list(actor, params, body)),
);
