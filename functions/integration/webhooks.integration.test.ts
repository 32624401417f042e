import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_PAYLOADS } from '@scheduler/contracts/schemas/webhook-payloads';
import type { DomainEvent } from '@scheduler/events/domain-event';
import { WEBHOOK_RETRY_SECONDS } from '@scheduler/core/integration/webhooks/webhook-sender';
import { WEBHOOK_ADDRESS_MESSAGES } from '@scheduler/core/integration/webhooks/webhook-address';
import { testDb } from '@scheduler/local/testing/test-db';
import { getDeps } from '../lib/deps.ts';
import { handler as notify } from '../jobs/notify.ts';
import { handler as webhookJob } from '../jobs/webhook-deliveries.ts';
import { nodeWebhookTransport } from '../lib/webhook-transport.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Webhook Org A', 'Webhook Org B'] });
const { a, b } = world;

/** The test's clock: real time until a test moves it on (the retries are driven across hours). */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const config = { ...getDeps().config, webhookAllowLoopback: true };
givenRecordingDeps({ clock, config });

/** A receiver on 127.0.0.1: records every request; answers 200, or 500 while `failing`. */
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let failing = false;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => {
    body += c.toString('utf8');
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    res.statusCode = failing ? 500 : 200;
    res.end(failing ? 'broken' : 'ok');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const receiverUrl = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

beforeEach(() => {
  failing = false;
  offsetMs = 0;
  config.webhookAllowLoopback = true;
});

const call = (who: SignedIn, operation: string, params: Record<string, string>, body?: unknown) =>
  invoke(handler, {
    method: 'POST',
    path: `/api/integration/${operation}/${Object.keys(params)
      .map((k) => `{${k}}`)
      .join('/')}`,
    params,
    ...(body !== undefined ? { body } : {}),
    sub: who.sub,
    sessionId: who.sessionId,
  });

async function subscribe(who: SignedIn, organisationId: string, url: string, events: string[] = ['candidate.invited', 'meeting.archived']) {
  const answer = await call(who, 'saveWebhook', { organisationId }, { url, events, description: 'ATS' });
  expect(answer.statusCode, answer.body).toBe(200);
  const saved = parseBody(answer);
  return { id: saved.webhook.encryptedId as string, secret: saved.secret as string };
}

let seq = 0;
/** A candidate invited in `organisationId`, as the bus hands it to notify. */
function invited(organisationId: string): DomainEvent {
  seq += 1;
  return {
    type: 'user.invited',
    detail: {
      organisationId,
      occurredAt: new Date(Date.now() + seq).toISOString(),
      userId: `01JQ0USR000000000000000${String(seq).padStart(3, '0')}`,
      email: `invitee${seq}@example.com`,
      userType: 'CANDIDATE',
      invitationExpiresAt: '2030-01-01T00:00:00.000Z',
      projectIds: ['01JQ0PRJ0000000000000000A1'],
    },
  } as DomainEvent;
}
const busEvent = (e: DomainEvent, id = `bus-${seq}`) =>
  ({
    id,
    version: '0',
    account: '1',
    region: 'ap-southeast-2',
    time: e.detail.occurredAt,
    resources: [],
    source: 'scheduler',
    'detail-type': e.type,
    detail: e.detail,
  }) as never;

const deliveriesOf = async (organisationId: string, subscriptionId: string) =>
  (await db.webhookDelivery.query.bySubscription({ organisationId, subscriptionId }).go({ pages: 'all' })).data;
const headersOf = (r: (typeof received)[number]) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

describe('webhook subscriptions', () => {
  it('a new subscription answers its whsec_ secret once; the list and the audit never carry it', async () => {
    const { id, secret } = await subscribe(a.admin, a.organisationId, receiverUrl('/list'));
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const list = await call(a.admin, 'getWebhookList', { organisationId: a.organisationId }, { pageIndex: 0, pageSize: 100 });
    expect(list.body).not.toContain(secret.slice(6));
    expect(parseBody(list).dataset.map((r: { encryptedId: string }) => r.encryptedId)).toContain(id);
    const audit = await db.auditLog.query.byRef({ refType: 'Organisation', refId: a.organisationId }).go({ pages: 'all' });
    expect(audit.data.some((r) => r.logMsg.startsWith('Webhook subscribed'))).toBe(true);
    expect(JSON.stringify(audit.data)).not.toContain(secret.slice(6));
  });

  it('refuses an address that is not https, or resolves to a private, loopback or link-local range (loopback setting off)', async () => {
    config.webhookAllowLoopback = false;
    const refused = async (url: string) => {
      const answer = await call(a.admin, 'saveWebhook', { organisationId: a.organisationId }, { url, events: ['booking.confirmed'] });
      expect(answer.statusCode, url).toBe(422);
      return parseBody(answer).message as string;
    };
    expect(await refused(receiverUrl('/hook'))).toBe(WEBHOOK_ADDRESS_MESSAGES.https);
    for (const url of [
      'https://10.1.2.3/hook',
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://100.64.0.1/x',
      'https://localhost/x',
    ]) {
      expect(await refused(url)).toBe(WEBHOOK_ADDRESS_MESSAGES.private);
    }
    const ok = await call(
      a.admin,
      'saveWebhook',
      { organisationId: a.organisationId },
      { url: 'https://8.8.8.8/hooks', events: ['booking.confirmed'] },
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('webhook deliveries', () => {
  it('signs each delivery per Standard Webhooks: it verifies; a tampered body or an old timestamp does not', async () => {
    const { id, secret } = await subscribe(a.admin, a.organisationId, receiverUrl('/signed'));
    const event = invited(a.organisationId);
    await notify(busEvent(event));
    const got = received.filter((r) => r.path === '/signed');
    expect(got).toHaveLength(1);
    const wh = new Webhook(secret);
    const payload = wh.verify(got[0]!.body, headersOf(got[0]!)) as { type: string; data: { email: string } };
    expect(WEBHOOK_PAYLOADS['candidate.invited'].parse(payload)).toMatchObject({
      type: 'candidate.invited',
      encryptedOrganisationId: a.organisationId,
      data: { email: (event.detail as { email: string }).email },
    });
    expect(() => wh.verify(got[0]!.body.replace('invitee', 'attacker'), headersOf(got[0]!))).toThrow();
    const old = { ...headersOf(got[0]!), 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    expect(() => wh.verify(got[0]!.body, old)).toThrow(/too old/i);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got[0]!.body, headersOf(got[0]!))).toThrow();
    const [record] = await deliveriesOf(a.organisationId, id);
    expect(record).toMatchObject({ status: 'DELIVERED', attempts: 1, responseCode: 200, messageId: got[0]!.headers['webhook-id'] });
    expect(JSON.stringify(record)).not.toContain(secret.slice(6));
  });

  it('the same event handed over twice writes one record and sends once', async () => {
    const { id } = await subscribe(a.admin, a.organisationId, receiverUrl('/twice'));
    const event = invited(a.organisationId);
    await notify(busEvent(event, 'bus-first'));
    await notify(busEvent(event, 'bus-again'));
    expect(await deliveriesOf(a.organisationId, id)).toHaveLength(1);
    expect(received.filter((r) => r.path === '/twice')).toHaveLength(1);
  });

  it('keeps a delivery record (and its payload) for 30 days only: the table expires it', async () => {
    const { id } = await subscribe(a.admin, a.organisationId, receiverUrl('/expiring'));
    await notify(busEvent(invited(a.organisationId), 'bus-expiring'));
    const [row] = await deliveriesOf(a.organisationId, id);
    expect(row?.expiresAt).toBe(Math.floor(Date.parse(row!.createdOn) / 1000) + 30 * 24 * 60 * 60);
  });

  it('a redelivery sends the same webhook-id again, and is audited', async () => {
    const { id } = await subscribe(a.admin, a.organisationId, receiverUrl('/again'));
    await notify(busEvent(invited(a.organisationId)));
    const list = await call(a.admin, 'getWebhookDeliveryList', { organisationId: a.organisationId, webhookId: id }, { pageIndex: 0, pageSize: 10 });
    const [row] = parseBody(list).dataset;
    const answer = await call(a.admin, 'redeliverWebhook', { organisationId: a.organisationId, deliveryId: row.encryptedId });
    expect(parseBody(answer)).toMatchObject({ status: 'SUCCESS', message: 'Webhook Redelivered' });
    const got = received.filter((r) => r.path === '/again');
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    expect(got[1]!.headers['webhook-id']).toBe(row.webhookId);
    const [record] = await deliveriesOf(a.organisationId, id);
    expect(record).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    const audit = await db.auditLog.query.byRef({ refType: 'Organisation', refId: a.organisationId }).go({ pages: 'all' });
    expect(audit.data.some((r) => r.logMsg.includes(row.webhookId) && r.logMsg.startsWith('Webhook delivery redelivered'))).toBe(true);
  });

  it('a failing receiver is retried with backoff over hours, then the record is FAILED', async () => {
    // An organisation of its own: its one subscription is the only one the job finds due at these hours.
    const organisation = await world.organisation('Webhook Org Failing');
    const admin = await world.signedIn(await world.member(organisation.organisationId, 'ORG_ADMIN'));
    const { id } = await subscribe(admin, organisation.organisationId, receiverUrl('/failing'));
    failing = true;
    await notify(busEvent(invited(organisation.organisationId)));
    const waits: number[] = [];
    for (;;) {
      const [record] = await deliveriesOf(organisation.organisationId, id);
      if (record!.status !== 'PENDING') break;
      expect(record!.responseCode).toBe(500);
      waits.push((Date.parse(record!.nextAttemptOn!) - Date.parse(record!.lastAttemptOn!)) / 1000);
      // Just before it is due nothing is sent; once due, the job sends it.
      offsetMs = Date.parse(record!.nextAttemptOn!) - Date.now() - 2_000;
      const before = received.length;
      await webhookJob({ id: 'tick' } as never);
      expect(received.slice(before).map((r) => r.path)).not.toContain('/failing');
      offsetMs += 2_000;
      await webhookJob({ id: 'tick' } as never);
    }
    expect(waits).toEqual([...WEBHOOK_RETRY_SECONDS]);
    const [record] = await deliveriesOf(organisation.organisationId, id);
    expect(record).toMatchObject({ status: 'FAILED', attempts: WEBHOOK_RETRY_SECONDS.length + 1, responseCode: 500 });
    expect(record!.nextAttemptOn).toBeUndefined();
    const got = received.filter((r) => r.path === '/failing');
    expect(got).toHaveLength(WEBHOOK_RETRY_SECONDS.length + 1);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const subscription = (await db.webhookSubscription.get({ organisationId: organisation.organisationId, subscriptionId: id }).go()).data;
    expect(subscription?.failingSince).toBeDefined();
  });

  it('a subscription failing with no success for five days is disabled and its admins are e-mailed', async () => {
    const organisation = await world.organisation('Webhook Org C');
    const admin = await world.signedIn(await world.member(organisation.organisationId, 'ORG_ADMIN'));
    const { id } = await subscribe(admin, organisation.organisationId, receiverUrl('/days'));
    failing = true;
    await notify(busEvent(invited(organisation.organisationId)));
    offsetMs = 5 * 24 * 3_600_000 + 60_000;
    await notify(busEvent(invited(organisation.organisationId)));
    const subscription = (await db.webhookSubscription.get({ organisationId: organisation.organisationId, subscriptionId: id }).go()).data;
    expect(subscription).toMatchObject({ status: 'DISABLED' });
    expect(subscription?.disabledReason).toMatch(/5 days/);
    const mails = (await db.deliveryRecord.query.byOrganisation({ organisationId: organisation.organisationId }).go({ pages: 'all' })).data;
    const disabledMails = mails.filter((m) => m.alertCode === 'WEBHOOK_DISABLED');
    expect(disabledMails.map((m) => m.recipient)).toContain(admin.username);
    // Sent by the outbox like any alert: a subject, a text and an HTML part naming the address; never the secret.
    expect(disabledMails[0]).toMatchObject({ subject: 'Webhook Org C: a webhook was disabled' });
    expect(disabledMails[0]?.html ?? disabledMails[0]?.text).toContain(receiverUrl('/days'));
    const before = received.length;
    await notify(busEvent(invited(organisation.organisationId)));
    expect(received.length).toBe(before);
  });

  it('checks the address again at each send: with the loopback setting off nothing is sent to 127.0.0.1', async () => {
    const { id } = await subscribe(a.admin, a.organisationId, receiverUrl('/rebound'));
    config.webhookAllowLoopback = false;
    await notify(busEvent(invited(a.organisationId)));
    expect(received.filter((r) => r.path === '/rebound')).toHaveLength(0);
    const [record] = await deliveriesOf(a.organisationId, id);
    expect(record).toMatchObject({ status: 'PENDING', attempts: 1, lastError: WEBHOOK_ADDRESS_MESSAGES.https });
  });

  it("refuses another organisation's subscription and delivery ids", async () => {
    const { id } = await subscribe(a.admin, a.organisationId, receiverUrl('/private'));
    await notify(busEvent(invited(a.organisationId)));
    const [record] = await deliveriesOf(a.organisationId, id);
    const asB = { organisationId: b.organisationId };
    expect(
      (await call(b.admin, 'getWebhookDeliveryList', { organisationId: a.organisationId, webhookId: id }, { pageIndex: 0, pageSize: 10 })).statusCode,
    ).toBe(403);
    expect((await call(b.admin, 'getWebhookDeliveryList', { ...asB, webhookId: id }, { pageIndex: 0, pageSize: 10 })).statusCode).toBe(404);
    expect((await call(b.admin, 'redeliverWebhook', { ...asB, deliveryId: record!.deliveryId })).statusCode).toBe(404);
    expect((await call(b.admin, 'archiveWebhook', { ...asB, webhookId: id })).statusCode).toBe(404);
    expect((await call(b.admin, 'saveWebhook', asB, { encryptedId: id, url: 'https://8.8.8.8/x', events: ['booking.confirmed'] })).statusCode).toBe(
      404,
    );
    const listB = await call(b.admin, 'getWebhookList', asB, { pageIndex: 0, pageSize: 100 });
    expect(listB.body).not.toContain(id);
    expect(received.filter((r) => r.path === '/private')).toHaveLength(1);
  });

  it('times out a receiver that does not answer, and follows no redirect', async () => {
    const hanging = createServer((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(307, { location: receiverUrl('/redirected') });
        res.end();
      }
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = (path: string) => `http://127.0.0.1:${(hanging.address() as AddressInfo).port}${path}`;
    const post = (path: string) => nodeWebhookTransport.post({ url: url(path), address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 300 });
    const started = Date.now();
    await expect(post('/slow')).rejects.toThrow(/did not answer/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await post('/moved')).toEqual({ status: 307 });
    expect(received.filter((r) => r.path === '/redirected')).toHaveLength(0);
    hanging.closeAllConnections();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  });
});
