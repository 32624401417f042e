import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createCalendarFeedService } from '@scheduler/core/calendar/calendar-feed';
import { SECRET } from '@scheduler/contracts/env';

/** The message is the token of '/api/calendar/{token}/publish.ics'; renew=Y revokes it and issues another. */
export default handle(pickRoute(userRoutes, 'getCalFeedToken'), async ({ actor, query }, deps) => ({
  status: 'SUCCESS',
  message: await createCalendarFeedService({ ...deps, feedTokenSecret: () => deps.secrets(SECRET.feedToken) }).token(actor, query.renew === 'Y'),
}));
