import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderOutboxPage } from './outbox-page.ts';
import type { OutboxStore } from './outbox-store.ts';

/** Serves `/_outbox` (HTML) and `/_outbox/messages.json`; answers false for any other path. */
export function handleOutboxRequest(outbox: OutboxStore, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (pathname === '/_outbox/messages.json') {
    if (req.method === 'DELETE') {
      outbox.clear();
      res.writeHead(204).end();
      return true;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(outbox.list()));
    return true;
  }
  if (pathname === '/_outbox' || pathname === '/_outbox/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(renderOutboxPage(outbox.list()));
    return true;
  }
  return false;
}
