import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@scheduler/contracts/api-scopes';
import { hashToken } from '@scheduler/core/token-hash';
import { API_KEY_CALLS_PER_MINUTE } from '@scheduler/core/integration/api-keys/api-key-rules';
import { testDb } from '@scheduler/local/testing/test-db';
import { apiEvent, parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { bookingRecords } from '../user-booking/testing/booking-records.ts';
import { handler as auditHandler } from '../audit-log/index.ts';
import { handler as meetingHandler } from '../meeting/index.ts';
import { handler as bookingHandler } from '../user-booking/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { firstNames: { a: { admin: 'Alice' } } });
const { a, b } = world;

const as = (who: SignedIn) => ({ sub: who.sub, sessionId: who.sessionId });
const create = (who: SignedIn, organisationId: string, body: unknown) =>
  invoke(handler, { method: 'POST', path: '/api/integration/createApiKey/{organisationId}', params: { organisationId }, body, ...as(who) });
const list = (who: SignedIn, organisationId: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: '/api/integration/getApiKeyList/{organisationId}', params: { organisationId }, body, ...as(who) });
const revoke = (who: SignedIn, organisationId: string, apiKeyId: string) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/integration/revokeApiKey/{organisationId}/{apiKeyId}',
    params: { organisationId, apiKeyId },
    ...as(who),
  });
const keyLog = (who: SignedIn, apiKeyId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'ApiKey', refId: apiKeyId },
    body: { pageSize: 50 },
    ...as(who),
  });

/** Calls made with a key, as an integrator sends them. */
const withKey = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
const bookings = (key: string) =>
  invoke(bookingHandler, {
    method: 'POST',
    path: '/api/user-booking/getUserBookingList/{listType}/{refId}',
    params: { listType: 'UPCOMING', refId: 'NA' },
    body: {},
    ...withKey(key),
  });
const meeting = (key: string, id: string) =>
  invoke(meetingHandler, { method: 'GET', path: '/api/meeting/get/{id}', params: { id }, ...withKey(key) });

async function newKey(scopes: string[], name = 'ATS sync', who = a.admin, organisationId = a.organisationId) {
  const answer = parseBody(await create(who, organisationId, { name, scopes }));
  expect(answer.status, JSON.stringify(answer)).toBe('SUCCESS');
  return { key: answer.secret as string, id: answer.apiKey.encryptedId as string, answer };
}

describe('integration/createApiKey, getApiKeyList', () => {
  it('shows the key once and keeps only its hash, its hint, scopes and creator', async () => {
    const { key, id, answer } = await newKey(['bookings:read', 'candidates:invite']);
    expect(key).toMatch(API_KEY_PATTERN);
    expect(API_KEY_PATTERN.exec(key)?.[1]).toBe(id);
    expect(answer.apiKey).toMatchObject({
      name: 'ATS sync',
      scopes: ['bookings:read', 'candidates:invite'],
      status: 'ACTIVE',
      createdBy: 'Alice Tester',
    });
    expect(answer.apiKey.hint).toBe(key.slice(0, `sch_${id}_`.length + 4));
    const { data: stored } = await db.apiKey.get({ apiKeyId: id }).go();
    expect(stored?.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(stored)).not.toContain(key.slice(-39));

    const rows = parseBody(await list(a.admin, a.organisationId, { filter: 'ats' }));
    const row = rows.dataset.find((r: { encryptedId: string }) => r.encryptedId === id);
    expect(row).toMatchObject({ name: 'ATS sync', status: 'ACTIVE', hint: answer.apiKey.hint });
    expect(JSON.stringify(rows)).not.toContain(key.slice(-39));
    const log = parseBody(await keyLog(a.admin, id));
    expect(log.dataset.map((r: { logMsg: string }) => r.logMsg).join('\n')).toMatch(/API key 'ATS sync' created .*bookings:read, candidates:invite/);
  });

  it("refuses another organisation's admin, and a key without a scope", async () => {
    expect((await list(b.admin, a.organisationId)).statusCode).toBe(403);
    expect((await create(b.admin, a.organisationId, { name: 'x', scopes: ['bookings:read'] })).statusCode).toBe(403);
    const none = await create(a.admin, a.organisationId, { name: 'x', scopes: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await create(a.admin, a.organisationId, { name: 'x', scopes: ['users:delete'] });
    expect(unknown.statusCode).toBe(400);
    const theirs = await newKey(['bookings:read'], 'B sync', b.admin, b.organisationId);
    expect(parseBody(await list(a.admin, a.organisationId)).dataset.map((r: { encryptedId: string }) => r.encryptedId)).not.toContain(theirs.id);
    expect((await revoke(a.admin, a.organisationId, theirs.id)).statusCode).toBe(404);
    expect((await revoke(a.admin, b.organisationId, theirs.id)).statusCode).toBe(403);
  });
});

describe('a call made with a key', () => {
  it('works within its scopes, 403 beyond them, and every use is audited with its route', async () => {
    const records = bookingRecords(db, a.organisationId);
    const meetingId = await records.meeting(await records.project(), 72);
    const { key, id } = await newKey(['bookings:read']);
    const listed = await bookings(key);
    expect(listed.statusCode, listed.body).toBe(200);
    const refused = await meeting(key, meetingId);
    expect(refused.statusCode).toBe(403);
    expect(parseBody(refused)).toMatchObject({
      status: 'FORBIDDEN',
      message: "Not Allowed - This API key does not have the 'meetings:read' scope this call needs.",
    });

    const log = parseBody(await keyLog(a.admin, id)).dataset as { logBy: string; logMsg: string }[];
    expect(log.map((r) => r.logMsg)).toEqual(
      expect.arrayContaining(['Called user-booking.getUserBookingList', 'Refused meeting.get: the key has no meetings:read scope']),
    );
    const uses = log.filter((r) => /^(Called|Refused) /.test(r.logMsg));
    expect(uses).toHaveLength(2);
    expect(uses.every((r) => r.logBy === 'ATS sync (API key)')).toBe(true);
    const { data: stored } = await db.apiKey.get({ apiKeyId: id }).go();
    expect(stored?.lastUsedOn).toBeDefined();

    const withBoth = await newKey(['bookings:read', 'meetings:read']);
    expect((await meeting(withBoth.key, meetingId)).statusCode).toBe(200);
  });

  it('fails at once once revoked; a malformed, unknown or altered key is 401', async () => {
    const { key, id } = await newKey(['bookings:read']);
    expect((await bookings(key)).statusCode).toBe(200);
    const revoked = parseBody(await revoke(a.admin, a.organisationId, id));
    expect(revoked).toMatchObject({ status: 'SUCCESS' });
    const after = await bookings(key);
    expect(after.statusCode).toBe(401);
    expect(parseBody(after)).toMatchObject({ status: 'UNAUTHORIZED' });
    const again = await revoke(a.admin, a.organisationId, id);
    expect(again.statusCode).toBe(422);
    expect(parseBody(again).message).toBe('Not Allowed - This API key has already been revoked.');
    const row = parseBody(await list(a.admin, a.organisationId)).dataset.find((r: { encryptedId: string }) => r.encryptedId === id);
    expect(row).toMatchObject({ status: 'REVOKED', revokedBy: 'Alice Tester' });
    expect(parseBody(await keyLog(a.admin, id)).dataset.map((r: { logMsg: string }) => r.logMsg)).toContain(
      `API key 'ATS sync' revoked (${row.hint}…)`,
    );

    const live = await newKey(['bookings:read']);
    const altered = `${live.key.slice(0, -1)}${live.key.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'sch_nope', `sch_01ARZ3NDEKTSV4RRFFQ69G5FAV_${'x'.repeat(43)}`]) {
      const answer = await bookings(bad);
      expect(answer.statusCode, bad).toBe(401);
      expect(parseBody(answer)).toMatchObject({ status: 'UNAUTHORIZED' });
    }
    expect((await bookings(live.key)).statusCode).toBe(200);
  });

  it('stops working when its organisation is deactivated', async () => {
    const org = await world.organisation('Closing Co');
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'), org.organisationId);
    const { key } = await newKey(['bookings:read'], 'Closing sync', admin, org.organisationId);
    expect((await bookings(key)).statusCode).toBe(200);
    await db.organisation.patch({ organisationId: org.organisationId }).set({ active: false }).go();
    expect((await bookings(key)).statusCode).toBe(401);
  });

  it("keeps its organisation's country rule: 503 from elsewhere, as for a person", async () => {
    const org = await world.organisation('Onshore Co');
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'), org.organisationId);
    const { key } = await newKey(['bookings:read'], 'Onshore sync', admin, org.organisationId);
    await db.organisation
      .patch({ organisationId: org.organisationId })
      .set({ config: { countryRestriction: ['AU'] } })
      .go();
    const from = (country: string) =>
      invoke(bookingHandler, {
        method: 'POST',
        path: '/api/user-booking/getUserBookingList/{listType}/{refId}',
        params: { listType: 'UPCOMING', refId: 'NA' },
        body: {},
        headers: { authorization: `Bearer ${key}`, 'cloudfront-viewer-country': country },
      });
    expect((await from('AU')).statusCode).toBe(200);
    const refused = await from('US');
    expect(refused.statusCode).toBe(503);
    expect(parseBody(refused)).toMatchObject({ status: 'COUNTRY_NOT_ALLOWED' });
  });

  it(`answers 429 with Retry-After past ${API_KEY_CALLS_PER_MINUTE} calls in a minute, and counts per key`, async () => {
    const { key, id } = await newKey(['bookings:read']);
    const other = await newKey(['bookings:read']);
    // This minute's and the next one's counters full (the test may cross a minute).
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    for (const start of [now, now + 60_000])
      await db.apiKeyCallCounter
        .put({ apiKeyId: id, minute: new Date(start).toISOString(), calls: API_KEY_CALLS_PER_MINUTE, expiresAt: start / 1000 + 120 })
        .go();
    const limited = await bookings(key);
    expect(limited.statusCode).toBe(429);
    expect(parseBody(limited)).toMatchObject({ status: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too Many Requests - /) });
    const retryAfter = Number(limited.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await bookings(other.key)).statusCode).toBe(200);
  });

  it('counts each call: the last one of a minute passes, the next is refused', async () => {
    const { key, id } = await newKey(['bookings:read']);
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    if (Date.now() - start > 50_000) await new Promise((r) => setTimeout(r, start + 61_000 - Date.now()));
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    await db.apiKeyCallCounter.put({ apiKeyId: id, minute, calls: API_KEY_CALLS_PER_MINUTE - 2 }).go();
    expect((await bookings(key)).statusCode).toBe(200);
    expect((await bookings(key)).statusCode).toBe(200);
    expect((await bookings(key)).statusCode).toBe(429);
    const { data } = await db.apiKeyCallCounter.get({ apiKeyId: id, minute }).go();
    expect(data?.calls).toBe(API_KEY_CALLS_PER_MINUTE);
  });
});

describe('a person on a route a key may call (the Lambda authorizer deployed)', () => {
  const viaLambdaAuthorizer = (context: Record<string, string | number | boolean>, sessionId: string) => {
    const event = apiEvent({
      method: 'POST',
      path: '/api/user-booking/getUserBookingList/{listType}/{refId}',
      params: { listType: 'UPCOMING', refId: 'NA' },
      body: {},
      sessionId,
    });
    (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: context };
    return invoke(bookingHandler, event);
  };

  it("is the person of the verified token's claims; nothing verified is 401", async () => {
    const ok = await viaLambdaAuthorizer(
      { credential: 'access-token', sub: a.admin.sub, token_use: 'access', username: a.admin.sub },
      a.admin.sessionId,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const unverified: Record<string, string>[] = [
      { credential: 'none' },
      { credential: 'api-key' },
      { credential: 'access-token', sub: a.admin.sub, token_use: 'id' },
    ];
    for (const context of unverified) {
      const refused = await viaLambdaAuthorizer(context, a.admin.sessionId);
      expect(refused.statusCode, JSON.stringify(context)).toBe(401);
      expect(parseBody(refused)).toMatchObject({ status: 'UNAUTHORIZED' });
    }
  });
});
