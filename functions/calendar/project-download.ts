import { calendarRoutes } from '@scheduler/contracts/routes/calendar';
import { createCalendarDownloadService } from '@scheduler/core/calendar/calendar-download';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(calendarRoutes, 'project/download'), async ({ actor, params }, deps) =>
  createCalendarDownloadService(deps).project(actor, params),
);
