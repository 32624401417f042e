import type { Db } from '../db.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';

/**
 * The versions of the calendar feeds (calendar-feed-version-entity.ts). A version is hot when a crowd books one
 * organisation's meetings: on DynamoDB two transactions in flight that write one item cancel each other, so each write
 * adds to one of a few shards, picked at random, and a read sums them.
 */
export const FEED_VERSION_SHARDS = 8;

/** An admin's feed: every meeting of the organisation. */
export const ORGANISATION_FEED = 'organisation';
/** An assessor's or invigilator's feed: the meetings they run. */
export const assessorFeed = (userId: string) => `assessor#${userId}`;
/** What every feed of the organisation shows beside its meetings: names and labels. */
export const NAMES_FEED = 'names';

type VersionEntities = Pick<TransactionEntities, 'calendarFeedVersion'>;

const bump = (e: VersionEntities, organisationId: string, feed: string, now: string) =>
  e.calendarFeedVersion
    .update({ organisationId, feed, shard: Math.floor(Math.random() * FEED_VERSION_SHARDS) })
    .add({ version: 1 })
    .set({ changedAt: now })
    .commit();

/**
 * THE feed version writes of a transaction that changes meetings as a feed shows them (a meeting saved, dragged,
 * edited in bulk, archived or completed; a seat taken or freed; a booking confirmed or leaving CONFIRMED): the
 * organisation's feed and the feed of each person who ran or now runs one of them.
 */
export function feedVersionWrites(e: VersionEntities, organisationId: string, assessorIds: Iterable<string | undefined>, now: string) {
  const people = [...new Set([...assessorIds].filter((id): id is string => Boolean(id)))];
  return [bump(e, organisationId, ORGANISATION_FEED, now), ...people.map((id) => bump(e, organisationId, assessorFeed(id), now))];
}

/** The feed version write of a transaction that changes a name or label every feed of the organisation shows. */
export const feedNamesWrite = (e: VersionEntities, organisationId: string, now: string) => bump(e, organisationId, NAMES_FEED, now);

/** A feed's version: the sum of its shards (0 before its first change) and the latest change (absent before it). */
export interface FeedVersion {
  version: number;
  changedAt?: string;
}

/** The feed version reads (the writes are feedVersionWrites and feedNamesWrite, in other areas' transactions). */
export function createFeedVersionStore(db: Db) {
  return {
    /** The versions of `feeds` of the organisation, in their order: one batch get of their shards. */
    async versionsOf(organisationId: string, feeds: readonly string[]): Promise<FeedVersion[]> {
      const out = new Map<string, FeedVersion>(feeds.map((feed) => [feed, { version: 0 }]));
      let todo = feeds.flatMap((feed) => Array.from({ length: FEED_VERSION_SHARDS }, (_, shard) => ({ organisationId, feed, shard })));
      for (let attempt = 0; attempt < 5 && todo.length > 0; attempt++) {
        const { data, unprocessed } = await db.calendarFeedVersion.get(todo).go({ concurrency: 2 });
        for (const shard of data) {
          const seen = out.get(shard.feed)!;
          seen.version += shard.version;
          if (!seen.changedAt || shard.changedAt > seen.changedAt) seen.changedAt = shard.changedAt;
        }
        todo = unprocessed;
      }
      if (todo.length > 0) throw new Error(`feed versions: ${todo.length} shards stayed unprocessed`);
      return feeds.map((feed) => out.get(feed)!);
    },
  };
}
