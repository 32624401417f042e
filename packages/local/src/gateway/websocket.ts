import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { lambdaContext } from '@scheduler/events/lambda-context';
import { webSocketEvent, type WebSocketEvent, type WebSocketEventInput, type WebSocketResult } from '@scheduler/events/websocket-event';
import type { ConnectionRegistry } from './connections.ts';

/** The ws Lambda entry (functions/ws/index.ts): API Gateway WebSocket events in, `{ statusCode }` out. */
export type WsEvent = WebSocketEvent;
export type WsHandler = (event: WsEvent, context: Context) => Promise<WebSocketResult | void>;

/** Loads the real ws handler lazily, so the gateway starts without importing it. */
export async function loadWsHandler(): Promise<WsHandler> {
  const mod = await import('@scheduler/functions/ws/index');
  return mod.handler as WsHandler;
}

const connectionId = () => randomBytes(12).toString('base64url').slice(0, 16) + '=';

interface WsGatewayOptions {
  server: Server;
  registry: ConnectionRegistry;
  domainName: string;
  loadHandler?: () => Promise<WsHandler | undefined>;
  /**
   * The header CloudFront adds on its origins (GatewayOptions.origin): added to the $connect event, replacing a caller's
   * own of that name, as deployed; the ws handler then takes the CloudFront-Viewer-Country header a local caller sends.
   */
  origin?: { header: string; value: string };
  log: (line: string) => void;
}

/** WebSocket API on `/ws` of the HTTP server: $connect / $default / $disconnect to the real ws handler. */
export function attachWebSocketGateway(opts: WsGatewayOptions): { close(): void } {
  const wss = new WebSocketServer({ noServer: true });
  const load = opts.loadHandler ?? loadWsHandler;

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== '/ws') return; // other upgrades (Vite HMR) are not ours
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    const handler = await load().catch((e) => {
      opts.log(`ws: loading functions/ws/index.ts failed: ${String(e)}`);
      return undefined;
    });
    if (!handler) {
      opts.log('ws: functions/ws/index.ts (handler) is not available: WebSocket connection refused');
      return refuse(503, 'Service Unavailable');
    }
    const id = connectionId();
    const connectedAt = Date.now();
    const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string | string[]] => e[1] !== undefined));
    if (opts.origin) headers[opts.origin.header.toLowerCase()] = opts.origin.value;
    const query: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) (query[k] ??= []).push(v);
    const event = (input: Pick<WebSocketEventInput, 'routeKey'> & Partial<WebSocketEventInput>) =>
      webSocketEvent({ connectionId: id, connectedAt, domainName: opts.domainName, sourceIp, userAgent: req.headers['user-agent'] ?? '', ...input });
    const invoke = (e: WebSocketEvent) => handler(e, lambdaContext('scheduler-local-ws'));
    try {
      const result = await invoke(event({ routeKey: '$connect', headers, query }));
      const status = result?.statusCode ?? 200;
      opts.log(`ws $connect ${id} -> ${status}`);
      if (status >= 300) return refuse(status, 'Forbidden');
    } catch (e) {
      opts.log(`ws $connect ${id} failed: ${String(e)}`);
      return refuse(500, 'Internal Server Error');
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const entry = {
        socket: ws,
        connectedAt: new Date(connectedAt),
        lastActiveAt: new Date(),
        sourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      };
      opts.registry.add(id, entry);
      ws.on('message', (data, isBinary) => {
        entry.lastActiveAt = new Date();
        const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
        invoke(
          event({
            routeKey: '$default',
            messageId: randomUUID(),
            body: isBinary ? buf.toString('base64') : buf.toString('utf8'),
            isBase64Encoded: isBinary,
          }),
        ).catch((e) => opts.log(`ws $default ${id} failed: ${String(e)}`));
      });
      ws.on('close', (code, reason) => {
        opts.registry.remove(id);
        invoke(event({ routeKey: '$disconnect', headers, disconnect: { statusCode: code, reason: reason.toString() } }))
          .then(() => opts.log(`ws $disconnect ${id}`))
          .catch((e) => opts.log(`ws $disconnect ${id} failed: ${String(e)}`));
      });
    });
  };

  const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void onUpgrade(req, socket, head);
  opts.server.on('upgrade', listener);
  return {
    close() {
      opts.server.off('upgrade', listener);
      opts.registry.closeAll();
      wss.close();
    },
  };
}
