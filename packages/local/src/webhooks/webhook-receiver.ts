import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyWebhook, type WebhookHeaders } from '@scheduler/core/integration/webhooks/webhook-signature';

/** The path of the built-in receiver; anything below it is the receiver too (one address per subscription). */
export const WEBHOOK_RECEIVER_PATH = '/_webhooks/receiver';
const MAX_KEPT = 200;
const MAX_BODY = 256 * 1024;

/** One request the receiver got: its headers of Standard Webhooks, its body, whether it verified, what it answered. */
export interface ReceivedWebhook {
  at: string;
  path: string;
  webhookId?: string;
  timestamp?: string;
  type?: string;
  body: string;
  verified: boolean;
  /** Why it did not verify (no subscription at this address, a bad signature, an old timestamp...). */
  verifyError?: string;
  /** A verified delivery whose webhook-id was verified here before (a retry, a redelivery or a replay): processed once. */
  repeat?: boolean;
  answered: number;
}

/**
 * The local runtime's webhook receiver (`POST /_webhooks/receiver...`): verifies each delivery with the
 * `standardwebhooks` package (core webhook-signature.ts) and the secret of the subscription whose address it is,
 * keeps what it received (newest first) and answers as a careful receiver does: 200 for a verified delivery (a repeat
 * of a webhook-id it already verified is marked, not processed twice), 401 for one that does not verify (so it is never
 * acted on, and the sender retries). `?fail=<status>` (or `?fail` for 500) makes it answer that failure, to show retries.
 */
export function createWebhookReceiver(opts: { origin: string; secretsAt: (url: string) => Promise<string[]> }) {
  const received: ReceivedWebhook[] = [];

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) throw new Error('body too large');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function verify(url: string, body: string, headers: WebhookHeaders): Promise<{ verified: boolean; verifyError?: string }> {
    const secrets = await opts.secretsAt(url);
    if (!secrets.length) return { verified: false, verifyError: 'No webhook subscription has this address' };
    let error = 'Signature did not verify';
    for (const secret of secrets) {
      try {
        verifyWebhook(secret, body, headers);
        return { verified: true };
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    return { verified: false, verifyError: error };
  }

  return {
    /** Newest first. */
    list: (): readonly ReceivedWebhook[] => received,
    clear: () => void received.splice(0),

    /** Answers a request to the receiver's path; false for any other path. */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      if (pathname !== WEBHOOK_RECEIVER_PATH && !pathname.startsWith(`${WEBHOOK_RECEIVER_PATH}/`)) return false;
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return true;
      }
      const url = new URL(req.url ?? '/', opts.origin);
      const fail = url.searchParams.get('fail');
      const body = await readBody(req);
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const headers = {
        'webhook-id': header('webhook-id') ?? '',
        'webhook-timestamp': header('webhook-timestamp') ?? '',
        'webhook-signature': header('webhook-signature') ?? '',
      };
      const outcome = await verify(url.toString(), body, headers);
      const answered = fail !== null ? (Number(fail) >= 300 && Number(fail) <= 599 ? Number(fail) : 500) : outcome.verified ? 200 : 401;
      const repeat = outcome.verified && received.some((r) => r.verified && r.webhookId === headers['webhook-id']);
      let type: string | undefined;
      try {
        type = (JSON.parse(body) as { type?: string }).type;
      } catch {
        type = undefined;
      }
      received.unshift({
        at: new Date().toISOString(),
        path: url.pathname + url.search,
        ...(headers['webhook-id'] ? { webhookId: headers['webhook-id'] } : {}),
        ...(headers['webhook-timestamp'] ? { timestamp: headers['webhook-timestamp'] } : {}),
        ...(type ? { type } : {}),
        body,
        ...outcome,
        ...(repeat ? { repeat } : {}),
        answered,
      });
      received.splice(MAX_KEPT);
      res.writeHead(answered, { 'content-type': 'application/json' }).end(JSON.stringify({ received: true, verified: outcome.verified }));
      return true;
    },
  };
}
export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
