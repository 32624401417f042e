import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt } from 'jose';
import { ulid } from 'ulid';
import { createCognitoIdentity } from '@scheduler/aws/cognito-identity';
import { hashToken } from '@scheduler/core/token-hash';
import type { Realtime } from '@scheduler/core/ports/realtime';
import { startCognitoLocal, type CognitoLocal } from '@scheduler/local/emulators/cognito/server';
import { cognitoClient } from '@scheduler/local/emulators/cognito/user-pool';
import { renderClaims } from '@scheduler/local/gateway/jwt-auth';
import { OutboxStore } from '@scheduler/local/outbox/outbox-store';
import { testDb } from '@scheduler/local/testing/test-db';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { recordingMailer } from '../testing/recording-ports.ts';
import { handler } from './index.ts';
import { handler as userHandler } from '../user/index.ts';

/**
 * Issue 7, item 2, against the local Cognito (real tokens, refresh, global sign-out and RevokeToken) and the real
 * handlers: after each revocation the old access token and the old refresh token open nothing, through auth/login,
 * auth/refresh, a signed-in call, or Cognito itself.
 */
const { db } = testDb();
const PASSWORD = 'Quiet-Harbour-Lantern-73';
const now = () => new Date().toISOString();
let dir: string;
let cognito: CognitoLocal;
const closed: string[] = [];
const realtime: Realtime = { post: async () => 'sent', disconnect: async (id) => void closed.push(id) };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
/** Revocations are whole seconds (a token's iat): a new sign-in waits for the next one. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'revocation-'));
  cognito = await startCognitoLocal({ dataDir: dir, outbox: new OutboxStore(), port: await freePort() });
  const identity = createCognitoIdentity(cognitoClient(cognito.endpoint), { userPoolId: cognito.userPoolId, clientId: cognito.clientId });
  const verifyAccessToken = createAccessTokenVerifier({
    issuer: cognito.issuer,
    clientId: cognito.clientId,
    jwks: createRemoteJWKSet(new URL(cognito.jwksUrl)),
  });
  setDeps({ ...getDeps(), identity, verifyAccessToken, realtime, mailer: recordingMailer() });
});
afterAll(async () => {
  setDeps(undefined);
  await cognito?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const identity = () => getDeps().identity!;

interface Tokens {
  access: string;
  refresh: string;
  id: string;
  sessionId: string;
}

/** A person in the pool and the table with an access to `organisationId`. */
async function givenPerson(type: 'ASSESSOR' | 'CANDIDATE', organisationId: string) {
  const username = `${ulid().toLowerCase()}@revoke.example`;
  const { sub } = await identity().createUser({ username, email: username, password: PASSWORD });
  return world.member(organisationId, type, {}, { firstName: 'Rae', lastName: 'Revoked', username, identitySub: sub });
}

const login = (accessToken: string) =>
  invoke(handler, { method: 'POST', path: '/api/auth/login', body: {}, headers: { authorization: `Bearer ${accessToken}` } });

/** Signs in at Cognito with the password, then opens the server session with the access token (as the web does). */
async function signIn(username: string): Promise<Tokens> {
  const out = await identity().passwordSignIn(username, PASSWORD);
  if (out.kind !== 'signedIn') throw new Error(`sign-in of ${username}: ${JSON.stringify(out)}`);
  const answer = await login(out.accessToken);
  expect(answer.statusCode).toBe(200);
  return { access: out.accessToken, refresh: out.refreshToken!, id: out.idToken, sessionId: parseBody(answer).sessionId };
}

/** A signed-in call as API Gateway's JWT authorizer hands it over: the token's claims, as strings. */
const profile = (token: string, sessionId?: string) =>
  invoke(userHandler, {
    method: 'GET',
    path: '/api/user/getCurrentUserProfile',
    sub: String(decodeJwt(token).sub),
    claims: renderClaims(decodeJwt(token)),
    sessionId,
  });
const refresh = (t: Tokens, force: 'Y' | 'N', bearer?: string) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/auth/refresh',
    sessionId: t.sessionId,
    headers: { 'refresh-token': t.refresh, forcerefresh: force, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });

/** Everything the old sign-in could try: all refused. */
async function expectRevoked(t: Tokens) {
  expect((await login(t.access)).statusCode).toBe(401);
  for (const call of [await profile(t.access, t.sessionId), await profile(t.access)]) expect([401, 409]).toContain(call.statusCode);
  for (const call of [await refresh(t, 'Y'), await refresh(t, 'N', t.access)]) expect([401, 403, 409]).toContain(call.statusCode);
  expect(await identity().refresh(t.refresh)).toMatchObject({ kind: 'refused' });
}

const world = await givenTwoOrganisations(db, { names: ['Revocation Org', 'Revocation Other Org'] });
const {
  a: { organisationId: org, admin },
  b: { organisationId: other, admin: otherAdmin },
} = world;
const adminCall = (who: SignedIn, path: string, params: Record<string, string>, body?: unknown) =>
  invoke(userHandler, { method: 'POST', path, params, body, sub: who.sub, sessionId: who.sessionId });

describe('every revocation is real', () => {
  it('a deactivation: tokens issued before it open nothing, and the identity provider signed the person out', async () => {
    const person = await givenPerson('ASSESSOR', org);
    const t = await signIn(person.username);
    expect((await profile(t.access, t.sessionId)).statusCode).toBe(200);
    expect(
      (
        await adminCall(
          admin,
          '/api/user/deactivateAssessor/{organisationId}/{userId}',
          { organisationId: org, userId: person.userId },
          { reason: 'Left' },
        )
      ).statusCode,
    ).toBe(200);
    await expectRevoked(t);
    expect((await db.user.get({ userId: person.userId }).go()).data?.tokensValidAfter).toBeGreaterThan(decodeJwt(t.access).iat!);
  });

  it('an access change (activation elsewhere) ends the sessions and tokens of every organisation', async () => {
    const person = await givenPerson('ASSESSOR', org);
    await world.grantAccess(person, other, { status: 'INACTIVE', statusReason: 'Deactivated' });
    const t = await signIn(person.username);
    expect(
      (
        await adminCall(
          otherAdmin,
          '/api/user/activateAssessor/{organisationId}/{userId}',
          { organisationId: other, userId: person.userId },
          { reason: 'Back' },
        )
      ).statusCode,
    ).toBe(200);
    await expectRevoked(t);
    await nextSecond();
    const fresh = await signIn(person.username);
    expect((await profile(fresh.access, fresh.sessionId)).statusCode).toBe(200);
  });

  it('an archive', async () => {
    const person = await givenPerson('CANDIDATE', org);
    const t = await signIn(person.username);
    expect((await adminCall(admin, '/api/user/archive/{organisationId}/{userId}', { organisationId: org, userId: person.userId })).statusCode).toBe(
      200,
    );
    await expectRevoked(t);
  });

  it("an administrator's 2-step reset; a new sign-in afterwards works", async () => {
    const person = await givenPerson('CANDIDATE', org);
    await identity().setPreferredMfa(person.username, 'EMAIL');
    await db.user.patch({ userId: person.userId }).set({ mfaType: 'EMAIL' }).go();
    await identity().resetMfa(person.username);
    const t = await signIn(person.username);
    await identity().setPreferredMfa(person.username, 'EMAIL');
    expect((await adminCall(admin, '/api/user/resetMfa/{userId}', { userId: person.userId })).statusCode).toBe(200);
    await expectRevoked(t);
    await nextSecond();
    const fresh = await signIn(person.username);
    expect((await profile(fresh.access, fresh.sessionId)).statusCode).toBe(200);
  });

  it('a password reset through the e-mailed link', async () => {
    const person = await givenPerson('CANDIDATE', org);
    const t = await signIn(person.username);
    const link = ulid();
    const expires = new Date(Date.now() + 3600_000);
    await db.passwordResetToken
      .create({
        tokenHash: hashToken(link),
        userId: person.userId,
        status: 'ISSUED',
        expiresOn: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
        createdAt: now(),
      })
      .go();
    const reset = await invoke(handler, {
      method: 'POST',
      path: '/api/auth/resetPassword',
      body: { encryptedId: link, password: 'Amber#Fjord71-Willow', confirmPassword: 'Amber#Fjord71-Willow' },
    });
    expect(parseBody(reset).status).toBe('SUCCESS');
    await expectRevoked(t);
  });

  it('a logout ends its own sign-in (session, refresh token, access tokens) and leaves the other sign-ins alone', async () => {
    const person = await givenPerson('CANDIDATE', org);
    const t = await signIn(person.username);
    const elsewhere = await signIn(person.username);
    const out = await invoke(handler, {
      method: 'POST',
      path: '/api/auth/logout',
      sub: person.sub,
      claims: renderClaims(decodeJwt(t.access)),
      sessionId: t.sessionId,
      headers: { 'refresh-token': t.refresh },
    });
    expect(out.statusCode).toBe(200);
    await expectRevoked(t);
    // The person's other sign-in (another device) keeps working.
    expect((await profile(elsewhere.access, elsewhere.sessionId)).statusCode).toBe(200);
    expect(parseBody(await refresh(elsewhere, 'Y')).status).toBe('SUCCESS');
  });

  it('closes the WebSocket connections of a revoked session: all of them on a revocation, the own one on a logout', async () => {
    const person = await givenPerson('ASSESSOR', org);
    const a = await signIn(person.username);
    const b = await signIn(person.username);
    const at = Math.floor(Date.now() / 1000);
    for (const [connectionId, sessionId] of [
      [`ws-a-${ulid()}`, a.sessionId],
      [`ws-b-${ulid()}`, b.sessionId],
    ]) {
      await db.wsConnection
        .create({ connectionId, userId: person.userId, identitySub: person.sub, sessionId, connectedAt: now(), expiresAt: at + 3600 })
        .go();
    }
    closed.length = 0;
    await invoke(handler, {
      method: 'POST',
      path: '/api/auth/logout',
      sub: person.sub,
      claims: renderClaims(decodeJwt(a.access)),
      sessionId: a.sessionId,
    });
    expect(closed).toEqual([expect.stringMatching(/^ws-a-/)]);
    expect(
      (
        await adminCall(
          admin,
          '/api/user/deactivateAssessor/{organisationId}/{userId}',
          { organisationId: org, userId: person.userId },
          { reason: 'Left' },
        )
      ).statusCode,
    ).toBe(200);
    expect(closed).toEqual([expect.stringMatching(/^ws-a-/), expect.stringMatching(/^ws-b-/)]);
    expect((await db.wsConnection.query.byUser({ userId: person.userId }).go()).data).toEqual([]);
  });
});

describe('what a token may open', () => {
  it('only access tokens: an ID token is refused by a signed-in call and by auth/login', async () => {
    const person = await givenPerson('CANDIDATE', org);
    const t = await signIn(person.username);
    expect((await profile(t.id, t.sessionId)).statusCode).toBe(401);
    expect((await login(t.id)).statusCode).toBe(401);
    expect((await profile(t.access, t.sessionId)).statusCode).toBe(200);
  });

  it("a token opens only its own sign-in's session", async () => {
    const person = await givenPerson('CANDIDATE', org);
    const a = await signIn(person.username);
    const b = await signIn(person.username);
    expect((await profile(a.access, b.sessionId)).statusCode).toBe(401);
    expect((await profile(a.access)).statusCode).toBe(200);
  });

  it('a malformed or oversized session id is no session (401)', async () => {
    const person = await givenPerson('CANDIDATE', org);
    const t = await signIn(person.username);
    expect((await profile(t.access, 'x'.repeat(5000))).statusCode).toBe(401);
    expect((await profile(t.access, '../../etc')).statusCode).toBe(401);
    expect((await refresh({ ...t, sessionId: 'x'.repeat(5000) }, 'N', t.access)).statusCode).toBe(401);
  });
});

describe('the absolute session lifetime', () => {
  it('renewals never pass 12 hours from sign-in, or less where the organisation sets it', async () => {
    const person = await givenPerson('CANDIDATE', org);
    const t = await signIn(person.username);
    const { data: session } = await db.session.get({ sessionId: t.sessionId }).go();
    expect(session!.absoluteExpiresAt! - Math.floor(new Date(session!.createdAt).getTime() / 1000)).toBe(12 * 3600);
    const soon = Math.floor(Date.now() / 1000) + 90;
    await db.session.patch({ sessionId: t.sessionId }).set({ absoluteExpiresAt: soon }).go();
    const renewed = parseBody(await refresh(t, 'Y'));
    expect(renewed.status).toBe('SUCCESS');
    expect(new Date(renewed.sessionExpiry.expiresOn).getTime()).toBe(soon * 1000);

    const short = (
      await world.organisation('Short Sessions Org', { config: { sessionExpiryAlert: { minutesPrior: 5, message: 'Soon', maxSessionMinutes: 30 } } })
    ).organisationId;
    const brief = await givenPerson('CANDIDATE', short);
    const s = await signIn(brief.username);
    const opened = (await db.session.get({ sessionId: s.sessionId }).go()).data!;
    expect(opened.expiresAt).toBeLessThanOrEqual(opened.absoluteExpiresAt!);
    expect(opened.absoluteExpiresAt! - Math.floor(new Date(opened.createdAt).getTime() / 1000)).toBe(30 * 60);
    expect(new Date(parseBody(await refresh(s, 'Y')).sessionExpiry.expiresOn).getTime()).toBeLessThanOrEqual(opened.absoluteExpiresAt! * 1000);
  });
});
