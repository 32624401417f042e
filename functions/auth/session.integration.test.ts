import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet } from 'jose';
import { ulid } from 'ulid';
import type { Identity, IdentityMfaMethod, SignedInTokens } from '@scheduler/core/ports/identity';
import { testDb } from '@scheduler/local/testing/test-db';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';
import { handler } from './index.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler as departmentHandler } from '../department/index.ts';

const { db } = testDb();
const ISSUER = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_session';
const tokens = await testTokenIssuer(ISSUER);
/** What the fake Cognito answers when a refresh token is redeemed. */
let nextRefresh: SignedInTokens | { kind: 'refused'; message: string } = { kind: 'refused', message: 'Refresh Token has been revoked' };
/** The 2-step methods the fake pool has turned on, by username. */
const poolMethods = new Map<string, IdentityMfaMethod[]>();
const fakeIdentity = {
  refresh: async () => nextRefresh,
  mfaMethodsOf: async (username: string) => poolMethods.get(username) ?? [],
} as unknown as Identity;
setDeps({
  ...getDeps(),
  identity: fakeIdentity,
  verifyAccessToken: createAccessTokenVerifier({ issuer: ISSUER, clientId: 'client-1', jwks: createLocalJWKSet(tokens.jwks) }),
});
afterAll(() => setDeps(undefined));

/** An admin of the organisation; with a 2-step method, the identity provider has that method turned on. */
async function givenAdmin(organisationId: string, mfaType?: 'EMAIL' | 'MOBILE' | 'APP') {
  const admin = await world.member(organisationId, 'ORG_ADMIN', {}, { firstName: 'Sol', lastName: 'Session', mfaType });
  if (mfaType) poolMethods.set(admin.username, [mfaType]);
  return admin;
}

const login = async (sub: string, headers: Record<string, string> = {}) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/auth/login',
    body: {},
    headers: { authorization: `Bearer ${await tokens.sign({ sub, origin_jti: ulid() })}`, ...headers },
  });
const profile = (sub: string, sessionId: string, headers: Record<string, string> = {}) =>
  invoke(userHandler, { method: 'GET', path: '/api/user/getCurrentUserProfile', sub, sessionId, headers });
const departments = (sub: string, sessionId: string, organisationId: string) =>
  invoke(departmentHandler, {
    method: 'POST',
    path: '/api/department/list/{organisationId}',
    params: { organisationId },
    body: { pageIndex: 0, pageSize: 10 },
    sub,
    sessionId,
  });
const refresh = (sessionId: string, headers: Record<string, string>) =>
  invoke(handler, { method: 'POST', path: '/api/auth/refresh', sessionId, headers: { 'refresh-token': 'the-refresh-token', ...headers } });

const world = await givenTwoOrganisations(db, { names: ['2-Step Org', 'Restricted Org'] });
const {
  a: { organisationId: mfaOrg },
  b: { organisationId: restrictedOrg },
} = world;
let plainOrg: string;
beforeAll(async () => {
  await db.organisation.patch({ organisationId: mfaOrg }).set({ mfaEnabled: true }).go();
  await db.organisation
    .patch({ organisationId: restrictedOrg })
    .set({ config: { countryRestriction: ['AU', 'NZ'] } })
    .go();
  plainOrg = (await world.organisation('Plain Org')).organisationId;
});

describe('a session whose organisation requires 2-step authentication', () => {
  it('is limited to the 2-step setup calls until a method is set', async () => {
    const admin = await givenAdmin(mfaOrg);
    const answer = parseBody(await login(admin.sub));
    expect(answer).toMatchObject({ status: 'SUCCESS', mfaEnabled: true });
    expect(answer.mfaType).toBeUndefined();
    expect((await profile(admin.sub, answer.sessionId)).statusCode).toBe(200);
    const refused = await departments(admin.sub, answer.sessionId, mfaOrg);
    expect(refused.statusCode).toBe(403);
    expect(parseBody(refused).message).toBe('2-Step Authentication set-up is required before you continue.');
    await db.session.patch({ sessionId: answer.sessionId }).set({ mfaPending: false }).go();
    expect((await departments(admin.sub, answer.sessionId, mfaOrg)).statusCode).toBe(200);
  });

  it('is not limited once the user has a method', async () => {
    const admin = await givenAdmin(mfaOrg, 'APP');
    const answer = parseBody(await login(admin.sub));
    expect(answer).toMatchObject({ mfaEnabled: true, mfaType: 'APP' });
    expect((await departments(admin.sub, answer.sessionId, mfaOrg)).statusCode).toBe(200);
  });
});

describe('the country restriction of an organisation', () => {
  it('answers 503 COUNTRY_NOT_ALLOWED at login from elsewhere, or with no country at all', async () => {
    const admin = await givenAdmin(restrictedOrg);
    for (const headers of [{}, { 'cloudfront-viewer-country': 'US' }] as Record<string, string>[]) {
      const refused = await login(admin.sub, headers);
      expect(refused.statusCode).toBe(503);
      expect(parseBody(refused)).toMatchObject({
        status: 'COUNTRY_NOT_ALLOWED',
        message: 'This application is not accessible from your current location',
      });
    }
  });

  it('lets a listed country in, and refuses a later call from elsewhere', async () => {
    const admin = await givenAdmin(restrictedOrg);
    const answer = parseBody(await login(admin.sub, { 'cloudfront-viewer-country': 'NZ' }));
    expect(answer.status).toBe('SUCCESS');
    expect((await profile(admin.sub, answer.sessionId, { 'cloudfront-viewer-country': 'AU' })).statusCode).toBe(200);
    expect((await profile(admin.sub, answer.sessionId, { 'cloudfront-viewer-country': 'GB' })).statusCode).toBe(503);
  });

  it('does not apply to organisations without one', async () => {
    const admin = await givenAdmin(plainOrg);
    expect((await login(admin.sub, { 'cloudfront-viewer-country': 'GB' })).statusCode).toBe(200);
  });
});

describe('auth/refresh', () => {
  it('reads the expiry on the poll, and extends it when renewing with a refresh token Cognito accepts', async () => {
    const admin = await givenAdmin(plainOrg);
    const answer = parseBody(await login(admin.sub));
    const bearer = `Bearer ${await tokens.sign({ sub: admin.sub })}`;
    const poll = await refresh(answer.sessionId, { authorization: bearer, forcerefresh: 'N' });
    expect(poll.statusCode).toBe(200);
    expect(parseBody(poll).sessionExpiry.expiresOn).toBe(answer.sessionExpiry.expiresOn);

    const short = new Date(Date.now() + 60_000);
    await db.session
      .patch({ sessionId: answer.sessionId })
      .set({ expiresOn: short.toISOString(), expiresAt: Math.floor(short.getTime() / 1000) })
      .go();
    nextRefresh = { kind: 'signedIn', accessToken: 'new-access', idToken: 'new-id', expiresInSeconds: 3600, claims: { sub: admin.sub } };
    const renewed = parseBody(await refresh(answer.sessionId, { forcerefresh: 'Y' }));
    expect(renewed).toMatchObject({ status: 'SUCCESS', tokens: { accessToken: 'new-access', idToken: 'new-id' } });
    expect(new Date(renewed.sessionExpiry.expiresOn).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(renewed.sessionExpiry.encodedRefreshTokenExpiry).toMatch(/^\d{14}$/);
  });

  it("refuses a refresh token Cognito refuses (403), another user's token, a revoked session (409) and missing headers (400)", async () => {
    const admin = await givenAdmin(plainOrg);
    const other = await givenAdmin(plainOrg);
    const answer = parseBody(await login(admin.sub));
    nextRefresh = { kind: 'refused', message: 'Refresh Token has been revoked' };
    const refused = await refresh(answer.sessionId, { forcerefresh: 'Y' });
    expect(refused.statusCode).toBe(403);
    expect(parseBody(refused).message).toBe('Session Renew Failed - Error encountered in renewing application session');
    nextRefresh = { kind: 'signedIn', accessToken: 'a', idToken: 'i', expiresInSeconds: 3600, claims: { sub: other.sub } };
    expect((await refresh(answer.sessionId, { forcerefresh: 'Y' })).statusCode).toBe(401);
    await db.session.patch({ sessionId: answer.sessionId }).set({ revoked: true }).go();
    nextRefresh = { kind: 'signedIn', accessToken: 'a', idToken: 'i', expiresInSeconds: 3600, claims: { sub: admin.sub } };
    expect((await refresh(answer.sessionId, { forcerefresh: 'Y' })).statusCode).toBe(409);
    const bare = await invoke(handler, { method: 'POST', path: '/api/auth/refresh' });
    expect(bare.statusCode).toBe(400);
  });
});

describe('the new-organisation-access message', () => {
  it('tells an assessor at login about organisations whose invitation is still open', async () => {
    const assessor = await world.member(plainOrg, 'ASSESSOR', {}, { firstName: 'Ava', lastName: 'Assessor' });
    const { sub } = assessor;
    expect(parseBody(await login(sub)).msgOrgAccessActivate).toBeUndefined();
    await world.grantAccess(assessor, mfaOrg, { status: 'INVITED' });
    expect(parseBody(await login(sub)).msgOrgAccessActivate).toBe(
      'You have been given access to 2-Step Org. Open the invitation e-mail sent to you to activate it.',
    );
  });
});

describe('the own profile', () => {
  it('carries the time zone, mobile, company and 2-step method the profile page shows', async () => {
    const details = {
      firstName: 'Pia',
      lastName: 'Perth',
      timezoneId: 'Australia/Perth',
      mobileNo: '+61412345678',
      companyName: 'West Panels',
      mfaType: 'APP',
    } as const;
    const { sub } = await world.member(plainOrg, 'ASSESSOR', {}, details);
    const session = parseBody(await login(sub));
    expect(session.mobileNo).toBe('******5678');
    const me = parseBody(await profile(sub, session.sessionId));
    expect(me).toMatchObject({
      encryptedTimezoneId: 'Australia/Perth',
      timezoneCode: 'Per',
      mobileNo: '+61412345678',
      companyName: 'West Panels',
      mfaType: 'APP',
    });
    expect(me.timezoneName).toMatch(/Perth/);
    expect(me.mfaTypeDisplay).toBeTruthy();
  });
});
