import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createMeetingReadService } from '@scheduler/core/meeting/meeting-read';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';
import { launchSettings } from './meeting-deps.ts';

export default handle(pickRoute(meetingRoutes, 'getMeetingListByResource'), async ({ actor, params, body }, deps) => {
  const page = await createMeetingReadService({ ...deps, launch: await launchSettings(deps) }).listByResource(actor, params, body);
  return tableOrExport(body, 'meetings_export', page);
});
