import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import { readBody } from '../emulators/listen.ts';

export interface LocalConnection {
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
}

/** Open WebSocket connections by API Gateway connection id. */
export class ConnectionRegistry {
  private readonly open = new Map<string, LocalConnection>();
  add(id: string, c: LocalConnection): void {
    this.open.set(id, c);
  }
  get(id: string): LocalConnection | undefined {
    const c = this.open.get(id);
    return c && c.socket.readyState === c.socket.OPEN ? c : undefined;
  }
  remove(id: string): void {
    this.open.delete(id);
  }
  ids(): string[] {
    return [...this.open.keys()];
  }
  closeAll(): void {
    for (const c of this.open.values()) c.socket.terminate();
    this.open.clear();
  }
}

const PATH = /^(?:\/[^/@]+)?\/@connections\/([^/]+)$/;

const gone = (res: ServerResponse) =>
  res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }).end(JSON.stringify({ message: null }));

/**
 * The API Gateway management API (`@connections`) for ApiGatewayManagementApiClient with endpoint
 * http://127.0.0.1:3000: POST pushes to the socket, GET describes it, DELETE closes it; 410 GoneException once closed.
 * Answers false for other paths.
 */
export function createConnectionsEndpoint(registry: ConnectionRegistry) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const m = PATH.exec(pathname);
    if (!m) return false;
    const id = decodeURIComponent(m[1]);
    const body = await readBody(req);
    const c = registry.get(id);
    if (!c) {
      gone(res);
      return true;
    }
    switch (req.method) {
      case 'POST':
        await new Promise<void>((resolve, reject) => c.socket.send(body.toString('utf8'), (e) => (e ? reject(e) : resolve())));
        res.writeHead(200).end();
        return true;
      case 'GET':
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            connectedAt: c.connectedAt.toISOString(),
            identity: { sourceIp: c.sourceIp, userAgent: c.userAgent },
            lastActiveAt: c.lastActiveAt.toISOString(),
          }),
        );
        return true;
      case 'DELETE':
        c.socket.close(1000);
        registry.remove(id);
        res.writeHead(204).end();
        return true;
      default:
        res.writeHead(405, { 'x-amzn-errortype': 'ForbiddenException' }).end();
        return true;
    }
  };
}
