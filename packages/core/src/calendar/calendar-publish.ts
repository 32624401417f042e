import { createHash } from 'node:crypto';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { hashToken } from '../token-hash.ts';
import { rolesFor } from '../user/roles-for.ts';
import { createUserStore } from '../user/user-store.ts';
import { createCalendarStore } from './calendar-store.ts';
import { assessorFeed, createFeedVersionStore, NAMES_FEED, ORGANISATION_FEED } from './calendar-feed-version-store.ts';
import { createFeedWindows, type FeedSelection } from './calendar-feed-windows.ts';

/** The feed starts this many days back (doc 2 §2 Calendar feed). */
export const FEED_DAYS_BACK = 30;
/** How long a calendar client may keep the feed before asking again (Cache-Control max-age, REFRESH-INTERVAL). */
export const FEED_MAX_AGE_SECONDS = 900;

export interface CalendarFeed {
  /**
   * A weak validator of the body (W/"…"), hashed from the versions the writes keep of what the feed shows
   * (calendar-feed-version-store.ts: its meetings, the names and labels it shows), the day its 30-day window starts on and
   * the file's layout: a client sending it back in If-None-Match gets 304 after one small read, without the meetings
   * being read or the ICS written. Weak because two bodies of one version differ in their DTSTAMP, the time each was
   * made (RFC 5545 §3.8.7.2).
   */
  etag: string;
  /** The latest of the feed's changes and the start of the day its window moved on (the Last-Modified date). */
  lastModified: Date;
  /** The ICS: the kept events of the windows that did not change, the others read and written (calendar-feed-windows.ts). */
  render(): Promise<string>;
}

/** Raised when the ICS layout changes, so clients holding an older ETag get the new body. */
const LAYOUT = 'ics-3';
const DAY = 86_400_000;

/**
 * The calendar feed '/api/calendar/{token}/publish.ics' (doc 1 §2.9, doc 2 §2): the token (stored only as its hash)
 * names a user in an organisation; while it is not revoked and the user still holds the calendar feed capability
 * there, it answers their meetings (an assessor's or invigilator's own, all of the organisation's for an admin) from
 * 30 days back (from the start of that day, UTC) as ICS. Anything else is 'not found', the same answer for an unknown
 * and a revoked token. The person, their access and the feed versions are read together once the token is.
 */
export function createCalendarPublishService(deps: DataDeps) {
  const { clock } = deps;
  const windows = createFeedWindows(deps);
  const calendars = createCalendarStore(deps.db);
  const versions = createFeedVersionStore(deps.db);
  const users = createUserStore(deps.db);

  return {
    async feed(token: string): Promise<CalendarFeed> {
      const issued = await calendars.feedTokenOf(hashToken(token));
      if (!issued || issued.revoked) throw errors.notFound('Calendar');
      const { organisationId, userId } = issued;
      const [user, access, [whole, own, names]] = await Promise.all([
        users.personOf(userId),
        users.accessOf(organisationId, userId),
        versions.versionsOf(organisationId, [ORGANISATION_FEED, assessorFeed(userId), NAMES_FEED]),
      ]);
      const roles = user && user.status !== 'ARCHIVED' ? rolesFor(user.type, access ?? undefined) : [];
      if (!roles.includes('ROLE_CALENDAR_FEED')) throw errors.notFound('Calendar');

      const now = clock.now();
      const today = Math.floor(now.getTime() / DAY) * DAY;
      const from = new Date(today - FEED_DAYS_BACK * DAY).toISOString();
      const admin = roles.includes('ROLE_ADMIN_TYPE');
      const selection: FeedSelection = admin ? { kind: 'organisation', from } : { kind: 'assessor', assessorId: userId, from };
      const meetings = admin ? whole! : own!;
      const basis = [LAYOUT, selection.kind, from, meetings.version, names!.version];
      const changes = [today, ...[meetings.changedAt, names!.changedAt].map((at) => (at ? Date.parse(at) : 0))];
      return {
        etag: `W/"${createHash('sha256').update(JSON.stringify(basis), 'utf8').digest('base64url')}"`,
        lastModified: new Date(Math.max(...changes)),
        render: () =>
          windows.render(organisationId, admin ? ORGANISATION_FEED : assessorFeed(userId), selection, {
            layout: LAYOUT,
            refreshSeconds: FEED_MAX_AGE_SECONDS,
          }),
      };
    },
  };
}
