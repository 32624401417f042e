import { createHash } from 'node:crypto';
import type { DataDeps } from '../deps.ts';
import { createCalendarEntries, type MeetingSelection } from './calendar-entries.ts';
import { icsEventsOf } from './calendar-file.ts';
import { createFeedVersionStore, FEED_WINDOW_DAYS, type FeedVersion, feedWindowOf, NAMES_FEED, windowFeed } from './calendar-feed-version-store.ts';
import { createFeedWindowStore, type FeedWindowText } from './calendar-feed-window-store.ts';
import { icsCalendar, icsEventsText, utcDateTime } from './ics-writer.ts';

const DAY = 86_400_000;
/** Windows kept from the one the feed starts in (two years); the meetings after them are written on every read. */
const KEPT_WINDOWS = 12;
/**
 * A window changed this recently is written on every read but not kept: the start index it is read from may not show
 * the change yet (a burst of changes across many windows costs up to a whole build per read until it settles).
 */
export const FEED_SETTLE_MS = 5_000;
/** Kept windows are written with this DTSTAMP; the read puts its own in (every event's DTSTAMP is when the file is made). */
const WRITTEN_AT = new Date(0);
const WRITTEN_STAMP = `\r\nDTSTAMP:${utcDateTime(WRITTEN_AT)}\r\n`;
/** The end of the range after the kept windows. */
const LAST = '9999-12-31T23:59:59.999Z';

/** The meetings a feed lists: the organisation's (an admin's feed) or one person's, from `from` on. */
export type FeedSelection = Extract<MeetingSelection, { kind: 'organisation' | 'assessor' }>;

const basisOf = (parts: readonly unknown[]) => createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('base64url');

/**
 * A calendar feed written per window of meeting start (calendar-feed-version-store.ts feedWindowOf): the events of
 * each of the first KEPT_WINDOWS windows are kept (calendar-feed-window-entity.ts) under a basis hashed from the
 * window's version and the names version, read consistently, so a change writes again only the windows it moved and
 * a write committed before the read is never missed; the meetings after those windows are written on every read. The
 * file is the windows' events in order under one head and one VTIMEZONE per zone: what icsOf writes of the whole.
 */
export function createFeedWindows(deps: DataDeps) {
  const entries = createCalendarEntries(deps);
  const versions = createFeedVersionStore(deps.db);
  const windows = createFeedWindowStore(deps.db);

  return {
    /** The ICS of `feed` (its version name, calendar-feed-version-store.ts) listing `selection`; `layout` names the file's layout. */
    async render(organisationId: string, feed: string, selection: FeedSelection, opts: { layout: string; refreshSeconds: number }): Promise<string> {
      const now = deps.clock.now();
      const from = Date.parse(selection.from);
      const first = Date.parse(feedWindowOf(selection.from));
      const bounds = Array.from({ length: KEPT_WINDOWS + 1 }, (_, i) => first + i * FEED_WINDOW_DAYS * DAY);
      const kept = bounds.slice(0, -1).map((start, i) => ({
        window: feedWindowOf(new Date(start).toISOString()),
        from: new Date(Math.max(start, from)).toISOString(),
        to: new Date(bounds[i + 1]! - 1).toISOString(),
        expiresAt: Math.floor((bounds[i + 1]! + FEED_WINDOW_DAYS * DAY) / 1000),
      }));
      const [names, ...own] = await versions.versionsOf(organisationId, [NAMES_FEED, ...kept.map((w) => windowFeed(feed, w.window))], {
        consistent: true,
      });
      const bases = new Map(kept.map((w, i) => [w.window, basisOf([opts.layout, feed, w.from, w.to, own[i]!.version, names!.version])]));
      const stored = await windows.windowsOf(organisationId, feed, bases);
      const stale = kept.map((w, i) => ({ ...w, version: own[i]! })).filter((w) => !stored.has(w.window));
      const ranges = [...stale, { from: new Date(bounds.at(-1)!).toISOString(), to: LAST }];
      const sources = await entries.readEach(
        organisationId,
        ranges.map((r) => ({ ...selection, from: r.from, to: r.to })),
      );
      const files = sources.map((source) => icsEventsOf(source, { candidateNames: false }));
      const written = files.map((f) => icsEventsText(f.events, WRITTEN_AT));

      const settled = (v: FeedVersion) => !v.changedAt || Date.parse(v.changedAt) <= now.getTime() - FEED_SETTLE_MS;
      await Promise.all(
        stale.map((w, i) =>
          settled(w.version) && settled(names!)
            ? windows.putWindow(organisationId, feed, w.window, { ...written[i]!, basis: bases.get(w.window)! }, w.expiresAt)
            : undefined,
        ),
      );
      const fresh = new Map<string, FeedWindowText | (typeof written)[number]>(stale.map((w, i) => [w.window, written[i]!]));
      const parts = [...kept.map((w) => stored.get(w.window) ?? fresh.get(w.window)!), written.at(-1)!];
      const text = icsCalendar(parts, { name: files.at(-1)!.name, refreshSeconds: opts.refreshSeconds });
      return text.split(WRITTEN_STAMP).join(`\r\nDTSTAMP:${utcDateTime(now)}\r\n`);
    },
  };
}
