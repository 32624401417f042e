import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderOutboxPage, type WebhookSection } from './outbox-page.ts';
import type { OutboxStore } from './outbox-store.ts';

/**
 * Serves `/_outbox` (HTML), `/_outbox/messages.json` and, where the runtime has webhooks, `/_outbox/webhooks.json`
 * (the delivery records and what the built-in receiver got); answers false for any other path.
 */
export async function handleOutboxRequest(
  outbox: OutboxStore,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  webhooks?: () => Promise<WebhookSection>,
): Promise<boolean> {
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
  if (pathname === '/_outbox/webhooks.json' && webhooks) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(await webhooks()));
    return true;
  }
  if (pathname === '/_outbox' || pathname === '/_outbox/') {
    const section = webhooks ? await webhooks() : undefined;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(renderOutboxPage(outbox.list(), section));
    return true;
  }
  return false;
}
