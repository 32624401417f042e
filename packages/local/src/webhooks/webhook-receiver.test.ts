import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '@scheduler/core/integration/webhooks/webhook-signature';
import { afterAll, describe, expect, it } from 'vitest';
import { renderOutboxPage } from '../outbox/outbox-page.ts';
import { createWebhookReceiver } from './webhook-receiver.ts';

const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
let origin = '';
const receiver = createWebhookReceiver({
  origin: 'http://127.0.0.1',
  secretsAt: async (url) => (new URL(url).pathname === '/_webhooks/receiver/ats' ? [secret] : []),
});
const server = createServer((req, res) => {
  void receiver.handle(req, res, new URL(req.url ?? '/', 'http://x').pathname).then((done) => {
    if (!done) res.writeHead(404).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const body = JSON.stringify({ type: 'booking.confirmed', timestamp: '2027-01-01T00:00:00.000Z', data: {} });
const signed = (id: string, at = new Date(), key = secret) => ({
  'content-type': 'application/json',
  ...signWebhook(key, id, at, body),
});
const post = (path: string, headers: Record<string, string>, text = body) => fetch(`${origin}${path}`, { method: 'POST', headers, body: text });

describe('the built-in webhook receiver', () => {
  it('verifies a delivery with the secret of the subscription at its address, and refuses (401) one that does not verify', async () => {
    expect((await post('/_webhooks/receiver/ats', signed('msg_1'))).status).toBe(200);
    expect((await post('/_webhooks/receiver/ats', signed('msg_2'), body.replace('confirmed', 'cancelled'))).status).toBe(401);
    expect((await post('/_webhooks/receiver/ats', signed('msg_3', new Date(Date.now() - 3_600_000)))).status).toBe(401);
    expect((await post('/_webhooks/receiver/other', signed('msg_4'))).status).toBe(401);
    const [other, old, tampered, good] = receiver.list();
    expect(good).toMatchObject({ webhookId: 'msg_1', type: 'booking.confirmed', verified: true, answered: 200 });
    expect(tampered).toMatchObject({ webhookId: 'msg_2', verified: false });
    expect(old).toMatchObject({ webhookId: 'msg_3', verified: false });
    expect(old?.verifyError).toMatch(/too old/i);
    expect(other).toMatchObject({ verified: false, verifyError: 'No webhook subscription has this address' });
  });

  it('marks a verified webhook-id it saw before as a repeat (retry, redelivery or replay), and only verified ones', async () => {
    const replay = signed('msg_replayed');
    expect((await post('/_webhooks/receiver/ats', replay)).status).toBe(200);
    expect((await post('/_webhooks/receiver/ats', replay)).status).toBe(200);
    const [again, first] = receiver.list();
    expect(first).toMatchObject({ webhookId: 'msg_replayed', verified: true });
    expect(first?.repeat).toBeUndefined();
    expect(again).toMatchObject({ webhookId: 'msg_replayed', verified: true, repeat: true });
  });

  it('answers a failure on demand, and only to POST', async () => {
    expect((await post('/_webhooks/receiver/ats?fail=503', signed('msg_5'))).status).toBe(503);
    expect((await post('/_webhooks/receiver/ats?fail', signed('msg_6'))).status).toBe(500);
    expect((await fetch(`${origin}/_webhooks/receiver/ats`)).status).toBe(405);
    expect((await post('/elsewhere', signed('msg_7'))).status).toBe(404);
  });

  it('shows the delivery records and what it received, verified yes or no, escaped, on the outbox page', () => {
    const html = renderOutboxPage([], {
      deliveries: [
        {
          encryptedId: 'wd-1',
          webhookId: 'msg_1',
          event: 'booking.confirmed',
          status: 'FAILED',
          attempts: 8,
          responseCode: 500,
          lastError: 'The receiver answered HTTP 500 <b>',
          createdOn: '2027-01-01T00:00:00.000Z',
          url: 'http://127.0.0.1:3000/_webhooks/receiver/ats?fail=500',
        },
      ],
      received: receiver.list(),
    });
    expect(html).toContain('<h2>Webhooks</h2>');
    expect(html).toMatch(/<tr class="delivery failed" data-id="wd-1">/);
    expect(html).toContain('HTTP 500 &lt;b&gt;');
    expect(html).toMatch(/<td class="verified-cell">yes<\/td>/);
    expect(html).toMatch(/<td class="verified-cell">no \(/);
  });
});
