import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { calendarFeedService } from '../lib/services/calendar-feed.ts';

/** The message is the token of '/api/calendar/{token}/publish.ics'; renew=Y revokes it and issues another. */
export default handle(pickRoute(userRoutes, 'getCalFeedToken'), async ({ actor, query }, deps) => ({
  status: 'SUCCESS',
  message: await calendarFeedService(deps).token(actor, query.renew === 'Y'),
}));
