import { calendarRoutes } from '@scheduler/contracts/routes/calendar';
import { createCalendarPublishService, FEED_MAX_AGE_SECONDS } from '@scheduler/core/calendar/calendar-publish';
import { handle } from '../lib/handle.ts';
import { raw } from '../lib/http.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The feed answers text/calendar, not JSON: a short private cache and an ETag, 304 when the client's copy is current. */
export default handle(pickRoute(calendarRoutes, 'feed'), async ({ params, headers }, deps) => {
  const { etag, render } = await createCalendarPublishService(deps).feed(params.token);
  const cache = { 'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`, etag, 'x-content-type-options': 'nosniff' };
  // If-None-Match compares weakly (RFC 9110 §13.1.2): a tag matches with or without its W/ prefix.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const known = (headers['if-none-match'] ?? '').split(',').map(opaque);
  if (known.includes(opaque(etag)) || known.includes('*')) return raw({ statusCode: 304, headers: cache, body: '' });
  return raw({
    statusCode: 200,
    headers: { ...cache, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="publish.ics"' },
    body: render(),
  });
});
