import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

export type WebHandler = { handle(req: IncomingMessage, res: ServerResponse): void; close(): Promise<void> };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain', '.wasm': 'application/wasm',
};

/** The built SPA (`web/dist`): files as they are, `index.html` for every other GET (client-side routes). */
export function staticWebApp(dist: string): WebHandler {
  const root = resolve(dist);
  return {
    handle(req, res) {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root + sep) && file !== root) return void res.writeHead(403).end();
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
      if (!existsSync(file)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end(`No web build at ${root}`);
      const immutable = file.includes(`${sep}assets${sep}`);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
      createReadStream(file).pipe(res);
    },
    close: async () => undefined,
  };
}

/** Vite in middleware mode with web/vite.config.ts (HMR over the same HTTP server). */
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
