import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, WebSocket } from 'playwright-core';

/** One thing a page did or was told, `ms` after the scenario began, filed under the trace file it is written to. */
type TraceEntry = { ms: number; file: 'console' | 'sockets'; line: string } | NetworkEntry;
type NetworkEntry = { ms: number; file: 'network'; line: string; body?: string };

interface PageRecord {
  page: Page;
  openedMs: number;
  entries: TraceEntry[];
  /** How many WebSockets the page opened: each socket's lines carry its number. */
  sockets: number;
  /** Bodies of refused API answers still being read. */
  pending: Promise<void>[];
  /** Taken when the page's browser was closed by its scenario, for a page that is gone by the time a failure is written. */
  lastScreenshot?: Buffer;
}

/** A socket frame or an answer body is kept to this many characters; a page keeps its latest entries only. */
const TEXT_LIMIT = 2_000;
const ENTRY_LIMIT = 5_000;
const clip = (text: string) => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}… (${text.length} characters)` : text);
const payloadOf = (payload: string | Buffer) => (typeof payload === 'string' ? clip(payload) : `(binary, ${payload.length} bytes)`);
const TRACE_FILES = ['console', 'network', 'sockets'] as const;

/**
 * What every page of the end-to-end run did since its scenario began: console messages and page errors; every API
 * request with its answer's status (the body of a refused one), failed requests, refused assets and navigations; and
 * the page's WebSocket frames. Kept in memory while the scenario runs and written only when it fails, so a passing
 * scenario costs a few listeners.
 */
export function createPageTrace() {
  let started = Date.now();
  let pages: PageRecord[] = [];
  const now = () => Date.now() - started;

  function push(record: PageRecord, entry: TraceEntry) {
    record.entries.push(entry);
    if (record.entries.length > ENTRY_LIMIT) record.entries.splice(0, record.entries.length - ENTRY_LIMIT);
  }

  function watchSocket(record: PageRecord, socket: WebSocket) {
    const n = ++record.sockets;
    const add = (line: string) => push(record, { ms: now(), file: 'sockets', line: `socket ${n} ${line}` });
    add(`open ${socket.url().replace(/token=[^&]+/, 'token=…')}`);
    socket.on('framesent', (f) => add(`sent ${payloadOf(f.payload)}`));
    socket.on('framereceived', (f) => add(`received ${payloadOf(f.payload)}`));
    socket.on('socketerror', (error) => add(`error ${error}`));
    socket.on('close', () => add('close'));
  }

  function watchNetwork(record: PageRecord, page: Page) {
    const network = (line: string) => {
      const entry: NetworkEntry = { ms: now(), file: 'network', line };
      push(record, entry);
      return entry;
    };
    page.on('requestfailed', (r) => network(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText ?? ''}`));
    page.on('response', (r) => {
      const api = new URL(r.url()).pathname.startsWith('/api/');
      if (!api && r.status() < 400) return;
      const entry = network(`${r.request().method()} ${r.url()} → ${r.status()}`);
      if (api && r.status() >= 400)
        record.pending.push(
          r.text().then(
            (body) => void (entry.body = clip(body)),
            () => undefined,
          ),
        );
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) network(`navigated to ${f.url()}`);
    });
  }

  const lineOf = (e: TraceEntry) => {
    const at = `+${String(e.ms).padStart(6)} ms  ${e.line}`;
    return e.file === 'network' && e.body !== undefined ? `${at}\n            ${e.body}` : at;
  };

  return {
    /** Records `page` from now on (once, however many ways it was opened by). */
    watch(page: Page) {
      if (pages.some((r) => r.page === page)) return;
      const record: PageRecord = { page, openedMs: now(), entries: [], sockets: 0, pending: [] };
      pages.push(record);
      page.on('console', (m) => {
        const { url, lineNumber } = m.location();
        push(record, { ms: now(), file: 'console', line: `${m.type()}: ${clip(m.text())}${url ? ` (${url}:${lineNumber})` : ''}` });
      });
      page.on('pageerror', (e) => push(record, { ms: now(), file: 'console', line: `page error: ${clip(e.stack ?? e.message)}` }));
      page.on('crash', () => push(record, { ms: now(), file: 'console', line: 'the page crashed' }));
      watchNetwork(record, page);
      page.on('websocket', (socket) => watchSocket(record, socket));
    },

    /** Screenshots the watched pages among `open` that are about to close with their browser (kept for a failure). */
    async photograph(open: Page[]) {
      for (const record of pages)
        if (open.includes(record.page) && !record.page.isClosed())
          record.lastScreenshot = await record.page.screenshot({ fullPage: true }).catch(() => undefined);
    },

    /** Forgets the pages of the scenario before: the next one starts now. */
    restart() {
      started = Date.now();
      pages = [];
    },

    /**
     * Writes the failure (`failure.txt`) and, for each page of the scenario, a screenshot (`page-<n>.png`) and its
     * `page-<n>-console.txt`, `page-<n>-network.txt` and `page-<n>-sockets.txt` (one line per entry, with the time
     * since the scenario began, so the files read side by side) into `dir`.
     */
    async write(dir: string, failure: string) {
      mkdirSync(dir, { recursive: true });
      const index = [failure, ''];
      for (const [i, record] of pages.entries()) {
        const name = `page-${i + 1}`;
        const open = !record.page.isClosed();
        const shot = open ? await record.page.screenshot({ fullPage: true }).catch(() => undefined) : record.lastScreenshot;
        if (shot) writeFileSync(join(dir, `${name}.png`), shot);
        await Promise.all(record.pending);
        const where = open ? record.page.url() : '(closed before the failure)';
        index.push(`${name}: opened at +${record.openedMs} ms, ${where}${shot ? '' : ', no screenshot'}`);
        for (const file of TRACE_FILES) {
          const lines = record.entries.filter((e) => e.file === file).map(lineOf);
          writeFileSync(join(dir, `${name}-${file}.txt`), lines.length ? `${lines.join('\n')}\n` : '(nothing)\n');
        }
      }
      writeFileSync(join(dir, 'failure.txt'), `${index.join('\n')}\n`);
    },
  };
}

/** The run's one trace: every page a Chromium of the run opens is watched (web/e2e/browser.ts). */
export const pageTrace = createPageTrace();
