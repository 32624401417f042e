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

/** Days of meeting start in one window of a feed: a feed keeps a version, and its written events, per window. */
export const FEED_WINDOW_DAYS = 60;
const WINDOW_MS = FEED_WINDOW_DAYS * 86_400_000;

/** The window a meeting starting at `start` is in, named by the UTC day it starts on (windows counted from 1970-01-01). */
export const feedWindowOf = (start: string) => new Date(Math.floor(Date.parse(start) / WINDOW_MS) * WINDOW_MS).toISOString().slice(0, 10);

/** The version of one window of a feed: the meetings of `feed` starting in `window` (feedWindowOf). */
export const windowFeed = (feed: string, window: string) => `${feed}@${window}`;

/**
 * Of a meeting, or a booking of one, what decides which feeds show it: who runs it and when it starts (a booking
 * without a start is on no meeting: no window shows it).
 */
export interface FeedShown {
  assessorId?: string;
  start?: string;
}

/**
 * THE feed version writes of a transaction that changes meetings as a feed shows them (a meeting saved, dragged,
 * edited in bulk, archived or completed; a seat taken or freed; a booking confirmed or leaving CONFIRMED), given the
 * meetings before and after the change: the organisation's feed and the feed of each person who ran or now runs one
 * of them, and of each of those feeds the windows their starts were or now are in.
 */
export function feedVersionWrites(e: VersionEntities, organisationId: string, shown: Iterable<FeedShown | undefined>, now: string) {
  return feedsShowing(shown).map((feed) => bump(e, organisationId, feed, now));
}

/** The feeds (and their windows) that show the meetings: the organisation's, and each of their runners'. */
function feedsShowing(shown: Iterable<FeedShown | undefined>): string[] {
  const feeds = new Set([ORGANISATION_FEED]);
  for (const m of shown) {
    if (!m) continue;
    const window = m.start ? feedWindowOf(m.start) : undefined;
    if (window) feeds.add(windowFeed(ORGANISATION_FEED, window));
    if (m.assessorId) feeds.add(assessorFeed(m.assessorId));
    if (m.assessorId && window) feeds.add(windowFeed(assessorFeed(m.assessorId), window));
  }
  return [...feeds];
}

/** Feed versions moved at once outside a transaction. */
const BUMP_CONCURRENCY = 8;

/**
 * The versions of the feeds that showed meetings a write took away outside feedVersionWrites' transactions (the
 * purge deletes its meetings a group at a time, many to a window): moved after the deletes, each once, so no feed
 * serves them from a window written before.
 */
export async function feedVersionsMoved(db: Db, organisationId: string, shown: Iterable<FeedShown | undefined>, now: string): Promise<void> {
  const feeds = feedsShowing(shown);
  for (let i = 0; i < feeds.length; i += BUMP_CONCURRENCY)
    await Promise.all(
      feeds.slice(i, i + BUMP_CONCURRENCY).map((feed) =>
        db.calendarFeedVersion
          .update({ organisationId, feed, shard: Math.floor(Math.random() * FEED_VERSION_SHARDS) })
          .add({ version: 1 })
          .set({ changedAt: now })
          .go(),
      ),
    );
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
    /**
     * The versions of `feeds` of the organisation, in their order: one batch get of their shards; `consistent` reads
     * every write committed before the read.
     */
    async versionsOf(organisationId: string, feeds: readonly string[], opts: { consistent?: boolean } = {}): Promise<FeedVersion[]> {
      const out = new Map<string, FeedVersion>(feeds.map((feed) => [feed, { version: 0 }]));
      let todo = feeds.flatMap((feed) => Array.from({ length: FEED_VERSION_SHARDS }, (_, shard) => ({ organisationId, feed, shard })));
      for (let attempt = 0; attempt < 5 && todo.length > 0; attempt++) {
        const { data, unprocessed } = await db.calendarFeedVersion.get(todo).go({ concurrency: 2, consistent: opts.consistent ?? false });
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
