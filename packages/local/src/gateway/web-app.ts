import { createReadStream, existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';

export type WebHandler = { handle(req: IncomingMessage, res: ServerResponse): void; close(): Promise<void> };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.wasm': 'application/wasm',
};

/**
 * The built SPA (`web/dist`): files as they are (the API reference's renderer at /api-docs/scalar.js among them),
 * `index.html` for every other GET (client-side routes).
 */
export function staticWebApp(dist: string): WebHandler {
  const root = resolve(dist);
  return {
    handle(req, res) {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root + sep) && file !== root) return void res.writeHead(403).end();
      const missing = !existsSync(file) || statSync(file).isDirectory();
      // Static files the app loads by name (the API reference's renderer): never index.html in their place.
      if (missing && path.startsWith('/api-docs/')) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      if (missing) file = join(root, 'index.html');
      if (!existsSync(file)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end(`No web build at ${root}`);
      const immutable = file.includes(`${sep}assets${sep}`);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      createReadStream(file).pipe(res);
    },
    close: async () => undefined,
  };
}

/** Vite in middleware mode with web/vite.config.ts (HMR over the same HTTP server): `npm run dev`. */
export async function viteWebApp(webRoot: string, httpServer: Server): Promise<WebHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'spa',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    handle: (req, res) => vite.middlewares(req, res, () => void res.writeHead(404).end()),
    close: () => vite.close(),
  };
}

/** What the web build is made from: its sources, page, config and static files, the contracts it reads, the packages. */
export function webBuildSources(webRoot: string): string[] {
  const repo = resolve(webRoot, '..');
  return [
    join(webRoot, 'src'),
    join(webRoot, 'public'),
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(webRoot, 'package.json'),
    join(repo, 'packages/contracts/src'),
    join(repo, 'package-lock.json'),
  ];
}

/** The newest file under `paths` (files or folders, recursively; tests, test helpers and node_modules left out). */
export function newestSource(paths: string[]): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const e of readdirSync(path)) if (!['node_modules', 'test', 'testing'].includes(e)) visit(join(path, e));
    } else if (!/\.test\.tsx?$/.test(path) && (!newest || st.mtimeMs > newest.mtimeMs)) {
      newest = { file: path, mtimeMs: st.mtimeMs };
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

/** Why `dist` has to be built again (missing, or a source changed after it was built); undefined when it is current. */
export function staleWebBuild(dist: string, sources: string[]): string | undefined {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return `${dist} has no build`;
  const newest = newestSource(sources);
  if (newest && newest.mtimeMs > statSync(index).mtimeMs) return `${relative(resolve(dist, '../..'), newest.file)} changed after the last build`;
  return undefined;
}

/**
 * The production build of the SPA in `webRoot/dist`, built first when it is missing or older than its sources.
 * The build is stamped with the time it started, so a source saved while it ran makes the next start build again.
 */
export async function ensureWebBuild(webRoot: string, log: (line: string) => void = console.log): Promise<string> {
  const dist = join(webRoot, 'dist');
  const reason = staleWebBuild(dist, webBuildSources(webRoot));
  if (!reason) return dist;
  log(`Building the web app (${reason})...`);
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
  utimesSync(join(dist, 'index.html'), started / 1000, started / 1000);
  log(`Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return dist;
}
