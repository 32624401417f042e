import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet } from 'jose';
import { ulid } from 'ulid';
import type { Identity, PasswordSignIn } from '@scheduler/core/ports/identity';
import { testDb } from '@scheduler/local/testing/test-db';
import { meetingSessionRoutes } from '@scheduler/contracts/routes/meeting-session';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { createArea } from '../lib/create-area.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';
import { handler } from './index.ts';
import { handler as userHandler } from '../user/index.ts';

const { db } = testDb();
const now = new Date().toISOString();
const ISSUER = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_test';
const tokens = await testTokenIssuer(ISSUER);
/** What the fake identity provider answers for the next password sign-in. */
let nextPasswordSignIn: PasswordSignIn = { kind: 'refused', message: 'Incorrect username or password.' };
const fakeIdentity = { passwordSignIn: async () => nextPasswordSignIn } as unknown as Identity;
const base = getDeps();
setDeps({
  ...base,
  identity: fakeIdentity,
  verifyAccessToken: createAccessTokenVerifier({ issuer: ISSUER, clientId: 'client-1', jwks: createLocalJWKSet(tokens.jwks) }),
});
afterAll(() => setDeps(undefined));

/** A person who signed up (an identity the pool knows as `sub`) with one access to the organisation. */
const givenIdentity = (type: 'ORG_ADMIN' | 'ASSESSOR', organisationId: string, opts: { active?: boolean; status?: 'ACTIVE' | 'INVITED' } = {}) =>
  world.member(organisationId, type, { active: opts.active ?? true }, { firstName: 'Sam', lastName: 'Signin', status: opts.status });

/** auth/login with a signed access token of this sub, as the web sends it after Amplify sign-in. */
const login = async (sub: string, tokenKey = ulid()) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/auth/login',
    body: {},
    headers: { authorization: `Bearer ${await tokens.sign({ sub, origin_jti: tokenKey })}` },
  });
const profile = (sub: string, sessionId: string) => invoke(userHandler, { method: 'GET', path: '/api/user/getCurrentUserProfile', sub, sessionId });

const world = await givenTwoOrganisations(db, { names: ['Sign-in Org', 'Other Sign-in Org'] });
const org = world.a.organisationId;
beforeAll(async () => {
  await db.configLabel
    .create({ organisationId: org, codeGroup: 'ASSESSOR', labelId: ulid(), code: 'ASSESSOR', display: 'Coach', createdAt: now, updatedAt: now })
    .go();
});

describe('auth/login and the session it opens', () => {
  it('answers health without a login', async () => {
    const answer = await invoke(handler, { method: 'GET', path: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toMatchObject({ status: 'SUCCESS', service: 'scheduler' });
  });

  it('opens a session carrying labels, page sizes and the expiry settings, and the profile follows', async () => {
    const { sub, userId } = await givenIdentity('ASSESSOR', org);
    const answer = parseBody(await login(sub));
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      encryptedId: userId,
      configLabels: [{ code: 'ASSESSOR', display: 'Coach' }],
      pageSize: [10, 10],
    });
    expect(answer.sessionExpiry.minutesPrior).toBe(5);
    expect(answer.sessionExpiry.encodedRefreshTokenExpiry).toMatch(/^\d{14}$/);
    const me = parseBody(await profile(sub, answer.sessionId));
    expect(me).toMatchObject({
      encryptedId: userId,
      encryptedOrganisationId: org,
      organisationName: 'Sign-in Org',
      roles: ['ROLE_ASSESSOR'],
      userOrgAccessList: [{ encryptedOrgId: org, organisationName: 'Sign-in Org', active: true }],
    });
  });

  it('needs a verified identity, and refuses users the table does not know or who have no active access', async () => {
    const none = await invoke(handler, { method: 'POST', path: '/api/auth/login', body: {} });
    expect(none.statusCode).toBe(400);
    expect(parseBody(none)).toMatchObject({ status: 'ERROR', message: 'Please enter your username and password' });
    const forged = await invoke(handler, { method: 'POST', path: '/api/auth/login', body: {}, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect((await login('sub-unknown')).statusCode).toBe(403);
    const inactive = await givenIdentity('ORG_ADMIN', org, { active: false });
    const refused = await login(inactive.sub);
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toMatch(/do not have access/);
  });

  it("answers 409 once the user's access is taken away, and 401 for someone else's session", async () => {
    const a = await givenIdentity('ORG_ADMIN', org);
    const b = await givenIdentity('ORG_ADMIN', org);
    const session = parseBody(await login(a.sub)).sessionId;
    expect((await profile(b.sub, session)).statusCode).toBe(401);
    // A write of the access state names its user-list tab (core user/member-list.ts): inactive without a reason shows only under All.
    await db.userOrgAccess
      .patch({ organisationId: org, userId: a.userId })
      .set({ active: false, listTab: 'NONE' })
      .composite({ userType: 'ORG_ADMIN' })
      .go();
    expect((await profile(a.sub, session)).statusCode).toBe(409);
  });

  it('accepts the spec form, username and password, and answers the tokens; the bearer alone then finds the session', async () => {
    const { sub, userId } = await givenIdentity('ORG_ADMIN', org);
    const tokenKey = ulid();
    nextPasswordSignIn = {
      kind: 'signedIn',
      accessToken: 'access-token',
      idToken: 'id-token',
      refreshToken: 'refresh-token',
      expiresInSeconds: 3600,
      claims: { sub, tokenKey },
    };
    const answer = parseBody(
      await invoke(handler, { method: 'POST', path: '/api/auth/login', body: { username: 'u@example.test', password: 'Some-Password-42!' } }),
    );
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      encryptedId: userId,
      token: 'access-token',
      tokens: { accessToken: 'access-token', idToken: 'id-token', refreshToken: 'refresh-token' },
    });
    expect(answer.sessionExpiry.refreshToken).toBe('refresh-token');
    const me = await invoke(userHandler, { method: 'GET', path: '/api/user/getCurrentUserProfile', sub, claims: { origin_jti: tokenKey } });
    expect(me.statusCode).toBe(200);
    expect(parseBody(me).encryptedId).toBe(userId);
  });

  it("answers 'Login Failed' reasons from the identity provider with 400 ERROR, and a 2-step challenge as mfaRequired", async () => {
    nextPasswordSignIn = { kind: 'refused', message: 'Incorrect username or password.' };
    const refused = await invoke(handler, { method: 'POST', path: '/api/auth/login', body: { username: 'u@example.test', password: 'wrong' } });
    expect(refused.statusCode).toBe(400);
    expect(parseBody(refused)).toMatchObject({ status: 'ERROR', message: 'Incorrect username or password.' });
    nextPasswordSignIn = { kind: 'challenge', challenge: 'SOFTWARE_TOKEN_MFA' };
    expect(
      parseBody(await invoke(handler, { method: 'POST', path: '/api/auth/login', body: { username: 'u@example.test', password: 'x' } })),
    ).toMatchObject({ status: 'MFA_REQUIRED', mfaRequired: true });
  });

  it('ends the session on logout', async () => {
    const a = await givenIdentity('ORG_ADMIN', org);
    const session = parseBody(await login(a.sub)).sessionId;
    const out = await invoke(handler, { method: 'POST', path: '/api/auth/logout', sub: a.sub, sessionId: session });
    expect(out.statusCode).toBe(200);
    expect((await profile(a.sub, session)).statusCode).toBe(409);
  });

  it('answers 501 with the call name for calls not built yet', async () => {
    // Every route of the table is built now: an area Lambda given none of its handlers stands in for one being built.
    const { handler: sessionHandler } = createArea('meeting-session', meetingSessionRoutes, []);
    const a = await givenIdentity('ORG_ADMIN', org);
    const sessionId = parseBody(await login(a.sub)).sessionId;
    const answer = await invoke(sessionHandler, {
      method: 'GET',
      path: '/api/meeting-session/isMeetingStarted/{id}',
      params: { id: '01J00000000000000000000000' },
      sub: a.sub,
      sessionId,
    });
    expect(answer.statusCode).toBe(501);
    expect(parseBody(answer)).toEqual({
      status: 'NOT_IMPLEMENTED',
      code: 'not_implemented',
      message: 'meeting-session.isMeetingStarted is not implemented yet',
    });
  });
});
