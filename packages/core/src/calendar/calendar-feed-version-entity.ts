import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The version of a calendar feed's content (calendar-feed-version.ts), kept by the writes: every write that changes
 * what a feed shows adds one in place to a shard of the feed's version, in its own transaction, and stamps the shard
 * with when. A feed's version is the sum of its shards, its last change the latest stamp; the feed answers its ETag
 * and Last-Modified from them, so a calendar application asking again gets 304 after one small read.
 * `feed` names the content: `organisation` (every meeting of the organisation: an admin's feed), `assessor#{userId}`
 * (the meetings one person runs), `names` (what every feed of the organisation shows beside its meetings: the
 * organisation's name, its labels, project and people's names), and `{feed}@{window}` the meetings of one of the
 * first two starting in one window of 60 days (calendar-feed-version-store.ts feedWindowOf): a changed feed rewrites
 * the events of the windows whose version moved (calendar-feed-windows.ts).
 * Access patterns:
 * - the shards of one feed's version (primary, pk organisationId, sk feed + shard): a batch get
 */
export const calendarFeedVersionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'calendarFeedVersion', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        feed: { type: 'string', required: true },
        shard: { type: 'number', required: true },
        version: { type: 'number', required: true, default: 0 },
        /** The time of the last write that added to this shard (UTC ISO). */
        changedAt: { type: 'string', required: true },
      },
      indexes: {
        byFeed: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['feed', 'shard'] } },
      },
    },
    config,
  );
export type CalendarFeedVersionEntity = ReturnType<typeof calendarFeedVersionEntity>;
export type CalendarFeedVersion = EntityItem<CalendarFeedVersionEntity>;
