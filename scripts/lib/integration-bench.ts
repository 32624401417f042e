import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { measurePaired, row, type Timing } from './latency.ts';

export interface IntegrationBench {
  key: Timing;
  person: Timing;
  /** From the invite's answer to the verified webhook at a receiver on 127.0.0.1. */
  webhook: Timing;
}

/**
 * Issue 23: the cost of an API key beside a person's session on the same list call (both timed in turn, so the ratio
 * holds on a busy machine), and how soon a webhook follows the write that raised it: `webhooks` candidates invited
 * one after another with a key, each timed until the receiver has verified its candidate.invited delivery.
 */
export async function integrationBench(opts: { url: string; headers: Record<string, string>; organisationId: string; n: number; webhooks: number }) {
  const post = async (path: string, body: unknown, headers = opts.headers) => {
    const res = await fetch(`${opts.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const org = opts.organisationId;
  // Each key may make API_KEY_CALLS_PER_MINUTE (120) calls a minute: the timed list calls (at most 100, after 10 to warm
  // up) and the invites each have a key of their own.
  const newKey = async (name: string) => {
    const { secret } = (await post(`/api/integration/createApiKey/${org}`, {
      name,
      scopes: ['meetings:read', 'bookings:read', 'candidates:invite'],
    })) as {
      secret: string;
    };
    return { authorization: `Bearer ${secret}` };
  };
  const listKey = await newKey('Bench list');
  const keyHeaders = await newKey('Bench invites');
  const list = (headers: Record<string, string>) => () => post('/api/user-booking/getUserBookingList/UPCOMING/NA', { pageSize: 10 }, headers);
  const [key, person] = await measurePaired(Math.min(opts.n, 100), list(listKey), list(opts.headers));

  const arrived = new Map<string, number>();
  let webhookSecret = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = new Webhook(webhookSecret).verify(body, req.headers as Record<string, string>) as { data: { email?: string } };
        if (payload.data.email) arrived.set(payload.data.email, performance.now());
        res.writeHead(204).end();
      } catch {
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const port = (server.address() as AddressInfo).port;
    webhookSecret = (
      (await post(`/api/integration/saveWebhook/${org}`, { url: `http://127.0.0.1:${port}/bench`, events: ['candidate.invited'] })) as {
        secret: string;
      }
    ).secret;
    const projects = (await post('/api/project/getList/ACTIVE', { pageSize: 1 }, keyHeaders)) as { dataset: { encryptedId: string }[] };
    const projectId = projects.dataset[0]?.encryptedId;
    if (!projectId) throw new Error('integration bench: no active project');
    const times: number[] = [];
    for (let i = 0; i < opts.webhooks; i++) {
      const email = `bench.hook.${Date.now()}.${i}@candidates.example`;
      await post(
        '/api/user-booking/new-candidate',
        { encryptedProjectId: projectId, firstName: 'Bench', lastName: `Hook${i}`, email, uniqueId: `BENCH-${Date.now()}-${i}` },
        keyHeaders,
      );
      const sent = performance.now();
      const deadline = sent + 120_000;
      while (!arrived.has(email)) {
        if (performance.now() > deadline) throw new Error(`integration bench: no webhook for ${email} within 120 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      times.push(arrived.get(email)! - sent);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
    return { key, person, webhook: { p50: at(0.5), p95: at(0.95), max: at(1), n: times.length } } satisfies IntegrationBench;
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
}

export const integrationBenchLines = (b: IntegrationBench) => [
  'Integration API (issue 23)',
  row('booking list, first page, with an API key', b.key),
  row('booking list, first page, with a person’s session', b.person),
  `  key ÷ session at p95: ${(b.key.p95 / b.person.p95).toFixed(2)}×`,
  row('invite → verified webhook at the receiver', b.webhook),
];
