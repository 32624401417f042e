import { calendarRoutes } from '@scheduler/contracts/routes/calendar';
import { createCalendarPublishService, FEED_MAX_AGE_SECONDS } from '@scheduler/core/calendar/calendar-publish';
import { handle } from '../lib/handle.ts';
import { raw } from '../lib/http.ts';
import { pickRoute } from '../lib/pick-route.ts';

/**
 * Whether the client's copy is current (RFC 9110 §13.1): If-None-Match compares weakly (a tag matches with or without
 * its W/ prefix); without it, If-Modified-Since is compared with the feed's last change, to the second.
 */
function current(headers: Record<string, string | undefined>, etag: string, lastModified: Date): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = headers['if-none-match'];
  if (tags !== undefined) {
    const known = tags.split(',').map(opaque);
    return known.includes(opaque(etag)) || known.includes('*');
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The feed answers text/calendar, not JSON: a short private cache, an ETag and Last-Modified from the versions the
 * writes keep, and 304 when the client's copy is current, before any meeting is read.
 */
export default handle(pickRoute(calendarRoutes, 'feed'), async ({ params, headers }, deps) => {
  const { etag, lastModified, render } = await createCalendarPublishService(deps).feed(params.token);
  const cache = {
    'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
    etag,
    'last-modified': lastModified.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (current(headers, etag, lastModified)) return raw({ statusCode: 304, headers: cache, body: '' });
  return raw({
    statusCode: 200,
    headers: { ...cache, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="publish.ics"' },
    body: await render(),
  });
});
