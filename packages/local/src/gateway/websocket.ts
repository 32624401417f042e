import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { lambdaContext } from './api-event.ts';
import type { ConnectionRegistry } from './connections.ts';
import type { WebSocketEvent, WebSocketResult } from '@scheduler/events/websocket-event';

/** The ws Lambda entry (functions/ws/index.ts): API Gateway WebSocket events in, `{ statusCode }` out. */
export type WsEvent = WebSocketEvent;
export type WsHandler = (event: WsEvent, context: ReturnType<typeof lambdaContext>) => Promise<WebSocketResult | void>;

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
  log: (line: string) => void;
}

/** WebSocket API on `/ws` of the HTTP server: $connect / $default / $disconnect to the real ws handler. */
export function attachWebSocketGateway(opts: WsGatewayOptions): { close(): void } {
  const wss = new WebSocketServer({ noServer: true });
  const load = opts.loadHandler ?? loadWsHandler;

  const baseContext = (id: string, routeKey: string, eventType: WebSocketEvent['requestContext']['eventType'], req: IncomingMessage, connectedAt: number) => {
    const now = Date.now();
    return {
      routeKey,
      eventType,
      connectionId: id,
      extendedRequestId: randomUUID(),
      requestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      requestTimeEpoch: now,
      messageDirection: 'IN' as const,
      stage: '$default',
      connectedAt,
      domainName: opts.domainName,
      apiId: 'local',
      identity: { sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''), userAgent: req.headers['user-agent'] ?? '' },
    };
  };

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
    const headers: Record<string, string> = {};
    const multiValueHeaders: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined) continue;
      const values = Array.isArray(v) ? v : [v];
      headers[k] = values.join(',');
      multiValueHeaders[k] = values;
    }
    const query: Record<string, string> = {};
    const multiQuery: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) {
      query[k] = v;
      (multiQuery[k] ??= []).push(v);
    }
    const ctx = (rk: string, type: WebSocketEvent['requestContext']['eventType']) => baseContext(id, rk, type, req, connectedAt);
    try {
      const result = await handler(
        {
          requestContext: ctx('$connect', 'CONNECT'),
          headers,
          multiValueHeaders,
          ...(Object.keys(query).length ? { queryStringParameters: query, multiValueQueryStringParameters: multiQuery } : {}),
          isBase64Encoded: false,
        },
        lambdaContext('ws', randomUUID()),
      );
      const status = result?.statusCode ?? 200;
      opts.log(`ws $connect ${id} -> ${status}`);
      if (status >= 300) return refuse(status, 'Forbidden');
    } catch (e) {
      opts.log(`ws $connect ${id} failed: ${String(e)}`);
      return refuse(500, 'Internal Server Error');
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const entry = { socket: ws, connectedAt: new Date(connectedAt), lastActiveAt: new Date(), sourceIp: ctx('$connect', 'CONNECT').identity.sourceIp, userAgent: headers['user-agent'] ?? '' };
      opts.registry.add(id, entry);
      ws.on('message', (data, isBinary) => {
        entry.lastActiveAt = new Date();
        const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
        const event = { requestContext: { ...ctx('$default', 'MESSAGE'), messageId: randomUUID() }, body: isBinary ? buf.toString('base64') : buf.toString('utf8'), isBase64Encoded: isBinary };
        handler(event, lambdaContext('ws', randomUUID())).catch((e) => opts.log(`ws $default ${id} failed: ${String(e)}`));
      });
      ws.on('close', (code, reason) => {
        opts.registry.remove(id);
        const event = { requestContext: { ...ctx('$disconnect', 'DISCONNECT'), disconnectStatusCode: code, disconnectReason: reason.toString() }, headers, isBase64Encoded: false };
        handler(event, lambdaContext('ws', randomUUID()))
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
