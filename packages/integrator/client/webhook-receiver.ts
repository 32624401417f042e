import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  body: string;
  headers: Record<string, string>;
  /** What standardwebhooks' verify answered: the payload, or why it refused. */
  verified: boolean;
  payload?: { type: string; timestamp: string; data: Record<string, unknown> };
  error?: string;
}

/**
 * An integrator's webhook endpoint: every POST is verified with the standardwebhooks package and the subscription's
 * secret, answered 204 when it verifies and 401 when it does not (so the sender retries a delivery it could not prove).
 */
export async function startWebhookReceiver(opts: { port: number; secret: () => string | undefined }) {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
      const secret = opts.secret();
      let entry: ReceivedWebhook;
      try {
        if (!secret) throw new Error('no secret yet');
        const payload = new Webhook(secret).verify(body, headers) as ReceivedWebhook['payload'];
        entry = { id: headers['webhook-id'] ?? '', body, headers, verified: true, payload };
      } catch (e) {
        entry = { id: headers['webhook-id'] ?? '', body, headers, verified: false, error: e instanceof Error ? e.message : String(e) };
      }
      received.push(entry);
      for (const w of waiters.splice(0)) w();
      res.writeHead(entry.verified ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    received,
    port: (server.address() as AddressInfo).port,
    /** Waits (up to `ms`) for a verified delivery that `match` accepts. */
    async waitFor(match: (w: ReceivedWebhook) => boolean, ms: number): Promise<ReceivedWebhook> {
      const end = Date.now() + ms;
      for (;;) {
        const hit = received.find((w) => w.verified && match(w));
        if (hit) return hit;
        const left = end - Date.now();
        if (left <= 0)
          throw new Error(
            `no matching webhook within ${ms} ms; received: ${JSON.stringify(received.map((r) => ({ id: r.id, verified: r.verified, error: r.error })))}`,
          );
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 1000));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
