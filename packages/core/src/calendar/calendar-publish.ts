import { createHash } from 'node:crypto';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { hashToken } from '../token-hash.ts';
import { rolesFor } from '../user/roles-for.ts';
import { createUserStore } from '../user/user-store.ts';
import { createCalendarEntries, type MeetingSelection } from './calendar-entries.ts';
import { icsOf } from './calendar-file.ts';
import { createCalendarStore } from './calendar-store.ts';

/** The feed starts this many days back (doc 2 §2 Calendar feed). */
export const FEED_DAYS_BACK = 30;
/** How long a calendar client may keep the feed before asking again (Cache-Control max-age, REFRESH-INTERVAL). */
export const FEED_MAX_AGE_SECONDS = 900;

export interface CalendarFeed {
  /**
   * A weak validator of the body (W/"…"), hashed from what the body is written from (each meeting's id, last change
   * and sequence, the names shown, the labels): a client sending it back in If-None-Match gets 304 without the ICS
   * being written, which is most of the feed's cost at thousands of events. Weak because two bodies of one version
   * differ in their DTSTAMP, the time each was made (RFC 5545 §3.8.7.2); every change of a meeting moves its
   * sequence, which is in the hash, so a new version never answers 304.
   */
  etag: string;
  /** Writes the ICS. */
  render(): string;
}

/** Raised when the ICS layout changes, so clients holding an older ETag get the new body. */
const LAYOUT = 'ics-2';

/**
 * The calendar feed '/api/calendar/{token}/publish.ics' (doc 1 §2.9, doc 2 §2): the token (stored only as its hash)
 * names a user in an organisation; while it is not revoked and the user still holds the calendar feed capability
 * there, it answers their meetings (an assessor's or invigilator's own, all of the organisation's for an admin) from
 * 30 days back as ICS. Anything else is 'not found', the same answer for an unknown and a revoked token.
 */
export function createCalendarPublishService(deps: DataDeps) {
  const { clock } = deps;
  const entries = createCalendarEntries(deps);
  const calendars = createCalendarStore(deps.db);
  const users = createUserStore(deps.db);

  return {
    async feed(token: string): Promise<CalendarFeed> {
      const issued = await calendars.feedTokenOf(hashToken(token));
      if (!issued || issued.revoked) throw errors.notFound('Calendar');
      const { organisationId, userId } = issued;
      const [user, access] = await Promise.all([users.personOf(userId), users.accessOf(organisationId, userId)]);
      const roles = user && user.status !== 'ARCHIVED' ? rolesFor(user.type, access ?? undefined) : [];
      if (!roles.includes('ROLE_CALENDAR_FEED')) throw errors.notFound('Calendar');

      const from = new Date(clock.now().getTime() - FEED_DAYS_BACK * 86_400_000).toISOString();
      const selection: MeetingSelection = roles.includes('ROLE_ADMIN_TYPE')
        ? { kind: 'organisation', from }
        : { kind: 'assessor', assessorId: userId, from };
      const source = await entries.read(organisationId, selection);
      const basis = [
        LAYOUT,
        source.organisationName,
        source.labels,
        source.entries.map((e) => [
          e.meeting.meetingId,
          e.meeting.updatedAt,
          e.meeting.sequence ?? 0,
          e.projectName,
          e.assessorName,
          e.candidateNames.length,
        ]),
      ];
      return {
        etag: `W/"${createHash('sha256').update(JSON.stringify(basis), 'utf8').digest('base64url')}"`,
        render: () => icsOf(source, { candidateNames: false, now: clock.now(), refreshSeconds: FEED_MAX_AGE_SECONDS }),
      };
    },
  };
}
