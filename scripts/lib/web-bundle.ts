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
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  return { initial: all.filter((f) => first.has(f)).map(size), lazy: all.filter((f) => !first.has(f)).map(size) };
}
