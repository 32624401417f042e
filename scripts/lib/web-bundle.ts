import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built SPA's first load (the scripts index.html loads or preloads) and its lazy chunks, gzip bytes. */
export function webBundleSizes(dist: string): { initial: { file: string; gzip: number }[]; lazy: { file: string; gzip: number }[] } | undefined {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const html = readFileSync(indexHtml, 'utf8');
  const first = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const size = (file: string) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).byteLength });
  const all = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  return { initial: all.filter((f) => first.has(f)).map(size), lazy: all.filter((f) => !first.has(f)).map(size) };
}

/** DESIGN.md §5: the web's initial JavaScript at most 200 KB gzip. */
export const WEB_INITIAL_BUDGET_BYTES = 200_000;

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const short = (f: { file: string; gzip: number }) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`;

/** The bench's lines: the first load against the budget, chunk by chunk, and the largest lazy chunks. */
export function webBundleLines(sizes: NonNullable<ReturnType<typeof webBundleSizes>>, budget = WEB_INITIAL_BUDGET_BYTES): string[] {
  const initial = sizes.initial.reduce((a, f) => a + f.gzip, 0);
  const lazy = [...sizes.lazy].sort((a, b) => b.gzip - a.gzip);
  return [
    `Web first load (gzip): ${kb(initial)} of ${kb(budget)} ${initial > budget ? 'OVER' : 'OK'} — ${[...sizes.initial]
      .sort((a, b) => b.gzip - a.gzip)
      .map(short)
      .join(', ')}`,
    `Web lazy chunks (gzip): ${lazy.length} chunks, ${kb(lazy.reduce((a, f) => a + f.gzip, 0))} in all; largest ${lazy.slice(0, 5).map(short).join(', ')}`,
  ];
}
