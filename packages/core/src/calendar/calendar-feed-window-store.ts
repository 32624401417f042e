import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../db.ts';
import type { IcsEventsText } from './ics-writer.ts';

/**
 * Characters of a window's stored text per chunk (an item holds at most 400 KB). The text is kept gzipped, in base64
 * (ASCII: a character is a byte): a window of a few hundred meetings is one chunk of a few dozen KB, a tenth of its
 * text, which is what a feed read moves and parses.
 */
const CHUNK_CHARS = 350_000;
/** Chunks asked for per window at first: a window of a few thousand meetings is one. */
const FIRST_CHUNKS = 1;

/** The written events of a window and the basis they were written from (calendar-feed-window-entity.ts). */
export interface FeedWindowText extends IcsEventsText {
  basis: string;
}

const chunksOf = (stored: string) =>
  Array.from({ length: Math.max(1, Math.ceil(stored.length / CHUNK_CHARS)) }, (_, i) => stored.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS));

/** The written windows of the calendar feeds: the feed build's reads and writes of them. */
export function createFeedWindowStore(db: Db) {
  return {
    /**
     * The windows of `feed` stored under the basis each is asked for: a window missing, in part unread, or with a chunk
     * of another basis is left out.
     */
    async windowsOf(organisationId: string, feed: string, asked: ReadonlyMap<string, string>): Promise<Map<string, FeedWindowText>> {
      const keys = (window: string, from: number, to: number) =>
        Array.from({ length: to - from }, (_, i) => ({ organisationId, feed, window, chunk: from + i }));
      const first = await db.calendarFeedWindow.get([...asked.keys()].flatMap((w) => keys(w, 0, FIRST_CHUNKS))).go({ concurrency: 4 });
      const more = new Map<string, number>();
      for (const item of first.data) if (item.chunk === 0 && item.chunks > FIRST_CHUNKS) more.set(item.window, item.chunks);
      const rest = more.size
        ? (await db.calendarFeedWindow.get([...more].flatMap(([w, chunks]) => keys(w, FIRST_CHUNKS, chunks))).go({ concurrency: 4 })).data
        : [];
      const byWindow = new Map<string, (typeof first.data)[number][]>();
      for (const item of [...first.data, ...rest]) {
        if (item.basis !== asked.get(item.window)) continue;
        byWindow.set(item.window, [...(byWindow.get(item.window) ?? []), item]);
      }
      const out = new Map<string, FeedWindowText>();
      for (const [window, items] of byWindow) {
        const head = items.find((i) => i.chunk === 0);
        if (!head) continue;
        const parts = Array.from({ length: head.chunks }, (_, chunk) => items.find((i) => i.chunk === chunk && i.digest === head.digest));
        if (parts.some((p) => !p)) continue;
        out.set(window, {
          basis: head.basis,
          text: gunzipSync(Buffer.from(parts.map((p) => p!.text).join(''), 'base64')).toString('utf8'),
          zones: head.zones,
          fromYear: head.fromYear,
          toYear: head.toYear,
        });
      }
      return out;
    },

    /** Stores a window's text under its basis, in place of what was stored of it; kept until `expiresAt` (epoch seconds). */
    async putWindow(organisationId: string, feed: string, window: string, written: FeedWindowText, expiresAt: number): Promise<void> {
      const chunks = chunksOf(gzipSync(written.text).toString('base64'));
      const { zones, fromYear, toYear, basis } = written;
      const digest = createHash('sha256').update(written.text, 'utf8').digest('base64url');
      const items = chunks.map((text, chunk) => ({
        organisationId,
        feed,
        window,
        chunk,
        chunks: chunks.length,
        basis,
        digest,
        text,
        zones,
        fromYear,
        toYear,
        expiresAt,
      }));
      const { unprocessed } = await db.calendarFeedWindow.put(items).go({ concurrency: 2 });
      if (unprocessed.length > 0) throw new Error(`feed window ${window}: ${unprocessed.length} chunks stayed unwritten`);
    },
  };
}
