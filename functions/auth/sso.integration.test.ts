import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { Identity } from '@scheduler/core/ports/identity';
import { signSsoAssertion, type SsoAssertion } from '@scheduler/core/rules/sso-assertion';
import { testDb } from '@scheduler/local/testing/test-db';
import { handler as customAuth } from '../auth-triggers/custom-auth.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { apiEvent, lambdaContext, parseBody } from '../testing/api-event.ts';
import { givenOrganisation } from '../testing/fixtures.ts';
import { handler } from './index.ts';

const { db } = testDb();
const SECRET = 'sso-secret-for-the-integration-test-0001';
const now = new Date().toISOString();
const subs = new Map<string, string>();

/**
 * Cognito's CUSTOM_AUTH as the pool runs it: define → create → (client answers) → verify → define, with the
 * real trigger handler; tokens only when define says issueTokens.
 */
const fakeCognito = {
  async customSignIn(username: string, answer: string) {
    const base = { userName: 'uuid-' + username, request: { userAttributes: { email: username } }, response: {} };
    const first = await customAuth({ ...base, triggerSource: 'DefineAuthChallenge_Authentication', request: { ...base.request, session: [] } });
    if (first.response.challengeName !== 'CUSTOM_CHALLENGE') return { kind: 'refused', message: 'no challenge' };
    const verified = await customAuth({ ...base, triggerSource: 'VerifyAuthChallengeResponse_Authentication', request: { ...base.request, challengeAnswer: answer } });
    const last = await customAuth({
      ...base,
      triggerSource: 'DefineAuthChallenge_Authentication',
      request: { ...base.request, session: [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: verified.response.answerCorrect === true }] },
    });
    if (!last.response.issueTokens) return { kind: 'refused', message: 'Incorrect username or password.' };
    return { kind: 'signedIn', accessToken: 'sso-access', idToken: 'sso-id', refreshToken: 'sso-refresh', expiresInSeconds: 3600, claims: { sub: subs.get(username)!, tokenKey: ulid() } };
  },
} as unknown as Identity;

const base = getDeps();
setDeps({ ...base, identity: fakeCognito, config: { ...base.config, ssoSharedSecret: SECRET } });
afterAll(() => setDeps(undefined));

let org: string;
let otherOrg: string;
const gridOrg = `grid-${ulid()}`;

async function givenMember(organisationId: string, opts: { active?: boolean } = {}) {
  const userId = ulid();
  const username = `${userId.toLowerCase()}@sso.example`;
  subs.set(username, `sub-${userId}`);
  await db.user.create({ userId, username, identitySub: `sub-${userId}`, firstName: 'Sia', lastName: 'Sso', type: 'CANDIDATE', status: 'ACTIVE', createdAt: now, updatedAt: now }).go();
  await db.userOrgAccess.create({ organisationId, userId, userType: 'CANDIDATE', active: opts.active ?? true, status: 'ACTIVE', createdAt: now, updatedAt: now }).go();
  return { userId, username };
}

const assertion = (email: string, over: Partial<SsoAssertion> = {}): SsoAssertion => {
  const t = Math.floor(Date.now() / 1000);
  return { org: gridOrg, email, iat: t, exp: t + 120, jti: ulid(), ...over };
};
const redirect = (keys: { key1: string; key2: string }) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/redirect', body: new URLSearchParams(keys).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }), lambdaContext);

beforeAll(async () => {
  org = (await givenOrganisation(db, 'SSO Org')).organisationId;
  await db.organisation.patch({ organisationId: org }).set({ config: { integrationConfig: JSON.stringify([{ name: 'GridIntegration', config: { enabled: true, grid_org_uuid: gridOrg, tokenExpiry: 300 } }]) } }).go();
  otherOrg = (await givenOrganisation(db, 'No SSO Org')).organisationId;
});

describe('auth/redirect (single sign-on)', () => {
  it('signs a member in from a valid assertion: a session in that organisation, and the tokens', async () => {
    const member = await givenMember(org);
    const answer = await redirect(signSsoAssertion(assertion(member.username.toUpperCase()), SECRET));
    expect(answer.statusCode).toBe(200);
    const body = parseBody(answer);
    expect(body).toMatchObject({ status: 'SUCCESS', encryptedId: member.userId, tokens: { accessToken: 'sso-access', idToken: 'sso-id', refreshToken: 'sso-refresh' } });
    const { data: session } = await db.session.get({ sessionId: body.sessionId }).go();
    expect(session?.organisationId).toBe(org);
  });

  it('refuses a replayed assertion', async () => {
    const member = await givenMember(org);
    const keys = signSsoAssertion(assertion(member.username), SECRET);
    expect((await redirect(keys)).statusCode).toBe(200);
    const again = await redirect(keys);
    expect(again.statusCode).toBe(400);
    expect(parseBody(again)).toMatchObject({ status: 'ERROR', message: expect.stringMatching(/already been used/) });
  });

  it('refuses expired, badly signed, unknown-partner and non-member assertions', async () => {
    const member = await givenMember(org);
    const t = Math.floor(Date.now() / 1000);
    const expired = await redirect(signSsoAssertion(assertion(member.username, { iat: t - 400, exp: t - 10 }), SECRET));
    expect(parseBody(expired).message).toMatch(/expired/);
    expect((await redirect(signSsoAssertion(assertion(member.username), 'another-secret-that-is-long-enough-000'))).statusCode).toBe(400);
    expect((await redirect(signSsoAssertion(assertion(member.username, { org: 'unknown-partner' }), SECRET))).statusCode).toBe(400);
    const outsider = await givenMember(otherOrg);
    expect((await redirect(signSsoAssertion(assertion(outsider.username), SECRET))).statusCode).toBe(400);
    const inactive = await givenMember(org, { active: false });
    expect((await redirect(signSsoAssertion(assertion(inactive.username), SECRET))).statusCode).toBe(400);
  });

  it('lets the verify trigger accept a sign-in answer once, for its own user only', async () => {
    const { createSingleSignOnService } = await import('@scheduler/core/services/single-sign-on');
    const sso = createSingleSignOnService({ ...getDeps() });
    await db.oneTimeProof.create({ proofHash: (await import('@scheduler/core/entities/token-hash')).hashToken('the-answer'), kind: 'SIGN_IN_ANSWER', username: 'a@sso.example', expiresAt: Math.floor(Date.now() / 1000) + 60, createdAt: now }).go();
    expect(await sso.consumeAnswer('b@sso.example', 'the-answer')).toBe(false);
    expect(await sso.consumeAnswer('A@sso.example', 'the-answer')).toBe(true);
    expect(await sso.consumeAnswer('a@sso.example', 'the-answer')).toBe(false);
    expect(await sso.consumeAnswer('a@sso.example', 'never-issued')).toBe(false);
  });
});
