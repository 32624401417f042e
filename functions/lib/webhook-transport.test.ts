import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeWebhookTransport } from './webhook-transport.ts';

const seen: { host?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => {
    body += c.toString('utf8');
  });
  req.on('end', () => {
    seen.push({ host: req.headers.host, headers: req.headers, body });
    res.writeHead(req.url === '/big' ? 200 : 202).end(req.url === '/big' ? 'x'.repeat(200_000) : '');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the node webhook transport', () => {
  it('connects to the checked address only: a name that resolves nowhere still reaches it, named in Host', async () => {
    const answer = await nodeWebhookTransport.post({
      url: `http://hooks.invalid:${port}/in`,
      address: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      body: '{"a":1}',
      timeoutMs: 2_000,
    });
    expect(answer).toEqual({ status: 202 });
    expect(seen.at(-1)).toMatchObject({ host: `hooks.invalid:${port}`, body: '{"a":1}' });
    expect(seen.at(-1)?.headers['webhook-id']).toBe('msg_1');
  });

  it('answers the status of a large answer without keeping it', async () => {
    expect(
      await nodeWebhookTransport.post({ url: `http://127.0.0.1:${port}/big`, address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 2_000 }),
    ).toEqual({
      status: 200,
    });
  });

  it('resolves an IP literal to itself; says so when a name resolves nowhere', async () => {
    expect(await nodeWebhookTransport.resolve('203.0.113.9')).toEqual(['203.0.113.9']);
    await expect(nodeWebhookTransport.resolve('hooks.invalid')).rejects.toThrow();
  });

  it('fails a refused connection with a short reason and no address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      nodeWebhookTransport.post({ url: `http://127.0.0.1:${deadPort}/x`, address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 2_000 }),
    ).rejects.toThrow('Could not reach the receiver (ECONNREFUSED)');
  });
});
