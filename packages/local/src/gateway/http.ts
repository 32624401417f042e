import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@scheduler/contracts/runtime-config';
import type { RouteDef } from '@scheduler/contracts/route';
import { close, listen } from '../emulators/listen.ts';
import { handleOutboxRequest } from '../outbox/outbox-routes.ts';
import type { WebhookSection } from '../outbox/outbox-page.ts';
import type { OutboxStore } from '../outbox/outbox-store.ts';
import type { WebhookReceiver } from '../webhooks/webhook-receiver.ts';
import { createApiDispatcher, type AreaLoader } from './api-dispatch.ts';
import { ConnectionRegistry, createConnectionsEndpoint } from './connections.ts';
import { createJwtAuthorizer, type JwtAuthConfig } from './jwt-auth.ts';
import { staticWebApp, viteWebApp, type WebHandler } from './web-app.ts';
import { attachWebSocketGateway, type WsHandler } from './websocket.ts';

export const GATEWAY_PORT = 3000;

export interface GatewayOptions {
  port?: number;
  /** The route table; by default `ROUTES` from @scheduler/contracts/routes/index. */
  routes?: readonly RouteDef[];
  /** Loads an area Lambda; by default AREA_MODULES from functions/registry.ts. */
  loadArea?: AreaLoader;
  auth: JwtAuthConfig;
  /**
   * The header CloudFront adds on its /api/* origin (deployed, from the ORIGIN_VERIFY secret): the gateway adds it to
   * every API event, replacing a caller's own header of that name, as CloudFront does.
   */
  origin?: { header: string; value: string };
  outbox: OutboxStore;
  /** The built-in webhook receiver and the outbox page's Webhooks section (the local runtime's). */
  webhooks?: { receiver: WebhookReceiver; section: () => Promise<WebhookSection> };
  runtimeConfig: RuntimeConfig;
  /** `{ dist }` serves a built SPA, `{ viteRoot }` runs Vite in middleware mode, absent: no web app. */
  web?: { dist: string } | { viteRoot: string };
  loadWsHandler?: () => Promise<WsHandler | undefined>;
  log?: (line: string) => void;
}

export interface Gateway {
  url: string;
  connections: ConnectionRegistry;
  stop(): Promise<void>;
}

async function defaultRoutes(): Promise<readonly RouteDef[]> {
  const mod = (await import('@scheduler/contracts/routes/index')) as { ROUTES: readonly RouteDef[] };
  return mod.ROUTES;
}

const defaultLoadArea: AreaLoader = async (area) => {
  const { AREA_MODULES } = await import('@scheduler/functions/registry');
  return AREA_MODULES[area]();
};

/**
 * The local front door on 127.0.0.1:3000: `/api/*` to the real area Lambdas, `/ws` WebSocket API,
 * `/@connections/*` management API, `/config.json`, the outbox, the built-in webhook receiver, and the web app on the
 * same origin.
 */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const port = opts.port ?? GATEWAY_PORT;
  const log = opts.log ?? ((line: string) => console.log(line));
  const domainName = `127.0.0.1:${port}`;
  const connections = new ConnectionRegistry();
  const api = createApiDispatcher({
    routes: opts.routes ?? (await defaultRoutes()),
    loadArea: opts.loadArea ?? defaultLoadArea,
    authorize: createJwtAuthorizer(opts.auth),
    domainName,
    origin: opts.origin,
  });
  const manage = createConnectionsEndpoint(connections);
  let web: WebHandler | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) return api(req, res, pathname);
    if (await manage(req, res, pathname)) return;
    if (opts.webhooks && (await opts.webhooks.receiver.handle(req, res, pathname))) return;
    if (await handleOutboxRequest(opts.outbox, req, res, pathname, opts.webhooks?.section)) return;
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(opts.runtimeConfig));
      return;
    }
    if (web) return web.handle(req, res);
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    const path = req.url ?? '/';
    res.on('finish', () => {
      if (path.startsWith('/api') || path.startsWith('/@connections')) log(`${req.method} ${path} ${res.statusCode} ${Date.now() - started}ms`);
    });
    handle(req, res).catch((e: unknown) => {
      log(`${req.method} ${path} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error' }));
      else res.end();
    });
  });
  const ws = attachWebSocketGateway({ server, registry: connections, domainName, loadHandler: opts.loadWsHandler, origin: opts.origin, log });
  if (opts.web && 'dist' in opts.web) web = staticWebApp(opts.web.dist);
  else if (opts.web) web = await viteWebApp(opts.web.viteRoot, server);
  await listen(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    async stop() {
      ws.close();
      await web?.close();
      await close(server);
    },
  };
}
