import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { Identity, IdentityMfaMethod } from '@scheduler/core/ports/identity';
import { signSsoAssertion, type SsoAssertion } from '@scheduler/core/identity/sso-assertion';
import { testDb } from '@scheduler/local/testing/test-db';
import { handler as customAuth } from '../auth-triggers/custom-auth.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { recordingMailer, recordingSms } from '../testing/recording-ports.ts';
import { handler } from './index.ts';
import { handler as userHandler } from '../user/index.ts';

const { db } = testDb();
const KEYS = {
  'partner-a': 'partner-a-key-for-the-integration-test-0001',
  'partner-b': 'partner-b-key-for-the-integration-test-0002',
  'partner-strict': 'partner-strict-key-for-the-integration-test-3',
};
const now = new Date().toISOString();
const subs = new Map<string, string>();
/** The 2-step methods the fake pool has turned on, by username. */
const methods = new Map<string, IdentityMfaMethod[]>();
const mailer = recordingMailer();
const sms = recordingSms();

/**
 * Cognito's CUSTOM_AUTH as the pool runs it: define → create → (client answers) → verify → define, with the
 * real trigger handler; tokens only when define says issueTokens.
 */
const fakeCognito = {
  async customSignIn(username: string, answer: string) {
    const base = { userName: 'uuid-' + username, request: { userAttributes: { email: username } }, response: {} };
    const first = await customAuth({ ...base, triggerSource: 'DefineAuthChallenge_Authentication', request: { ...base.request, session: [] } });
    if (first.response.challengeName !== 'CUSTOM_CHALLENGE') return { kind: 'refused', message: 'no challenge' };
    const verified = await customAuth({
      ...base,
      triggerSource: 'VerifyAuthChallengeResponse_Authentication',
      request: { ...base.request, challengeAnswer: answer },
    });
    const last = await customAuth({
      ...base,
      triggerSource: 'DefineAuthChallenge_Authentication',
      request: { ...base.request, session: [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: verified.response.answerCorrect === true }] },
    });
    if (!last.response.issueTokens) return { kind: 'refused', message: 'Incorrect username or password.' };
    const issuedAt = Math.floor(Date.now() / 1000);
    return {
      kind: 'signedIn',
      accessToken: 'sso-access',
      idToken: 'sso-id',
      refreshToken: 'sso-refresh',
      expiresInSeconds: 3600,
      claims: { sub: subs.get(username)!, tokenKey: ulid(), issuedAt },
    };
  },
  mfaMethodsOf: async (username: string) => methods.get(username) ?? [],
} as unknown as Identity;

const base = getDeps();
setDeps({ ...base, identity: fakeCognito, mailer, sms, secrets: async (name) => (name === 'SSO_KEYS' ? JSON.stringify(KEYS) : undefined) });
afterAll(() => setDeps(undefined));

const world = await givenTwoOrganisations(db, { names: ['SSO Org', 'SSO Org B'] });
const {
  a: { organisationId: org },
  b: { organisationId: orgB },
} = world;
let strict: string;
let otherOrg: string;
const gridOrg = `grid-${ulid()}`;
const gridB = `grid-b-${ulid()}`;
const gridStrict = `grid-strict-${ulid()}`;
const integration = (grid: string, keyId: string) =>
  JSON.stringify([{ name: 'GridIntegration', config: { enabled: true, grid_org_uuid: grid, keyId, tokenExpiry: 300 } }]);

/** A candidate of the organisation whom the identity provider knows (with a 2-step method when given). */
async function givenMember(organisationId: string, opts: { active?: boolean; mfa?: IdentityMfaMethod; mobileNo?: string } = {}) {
  const details = { firstName: 'Sia', lastName: 'Sso', username: `${ulid().toLowerCase()}@sso.example`, mfaType: opts.mfa, mobileNo: opts.mobileNo };
  const member = await world.member(organisationId, 'CANDIDATE', { active: opts.active ?? true }, details);
  subs.set(member.username, member.sub);
  if (opts.mfa) methods.set(member.username, [opts.mfa]);
  return member;
}

const assertion = (email: string, over: Partial<SsoAssertion> = {}): SsoAssertion => {
  const t = Math.floor(Date.now() / 1000);
  return { kid: 'partner-a', org: gridOrg, email, iat: t, exp: t + 120, jti: ulid(), ...over };
};
const signed = (a: SsoAssertion, key = KEYS[a.kid as keyof typeof KEYS]) => signSsoAssertion(a, key);
const redirect = (keys: { key1: string; key2: string; otpCode?: string }) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/auth/redirect',
    body: new URLSearchParams(keys).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const sessionsOf = async (userId: string) => (await db.session.query.byUser({ userId }).go()).data;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

beforeAll(async () => {
  await db.organisation
    .patch({ organisationId: org })
    .set({ config: { integrationConfig: integration(gridOrg, 'partner-a') } })
    .go();
  await db.organisation
    .patch({ organisationId: orgB })
    .set({ config: { integrationConfig: integration(gridB, 'partner-b') } })
    .go();
  strict = (await world.organisation('SSO Strict', { mfaEnabled: true, config: { integrationConfig: integration(gridStrict, 'partner-strict') } }))
    .organisationId;
  otherOrg = (await world.organisation('No SSO Org')).organisationId;
});

describe('auth/redirect (single sign-on)', () => {
  it('signs a member in from a valid assertion: a session in that organisation, and the tokens', async () => {
    const member = await givenMember(org);
    const answer = await redirect(signed(assertion(member.username.toUpperCase())));
    expect(answer.statusCode).toBe(200);
    const body = parseBody(answer);
    expect(body).toMatchObject({
      status: 'SUCCESS',
      encryptedId: member.userId,
      tokens: { accessToken: 'sso-access', idToken: 'sso-id', refreshToken: 'sso-refresh' },
    });
    const { data: session } = await db.session.get({ sessionId: body.sessionId }).go();
    expect(session?.organisationId).toBe(org);
  });

  it('refuses a replayed assertion', async () => {
    const member = await givenMember(org);
    const keys = signed(assertion(member.username));
    expect((await redirect(keys)).statusCode).toBe(200);
    const again = await redirect(keys);
    expect(again.statusCode).toBe(400);
    expect(parseBody(again)).toMatchObject({ status: 'ERROR', message: expect.stringMatching(/already been used/) });
  });

  it('refuses expired, badly signed, unknown-partner and non-member assertions', async () => {
    const member = await givenMember(org);
    const t = Math.floor(Date.now() / 1000);
    const expired = await redirect(signed(assertion(member.username, { iat: t - 400, exp: t - 10 })));
    expect(parseBody(expired).message).toMatch(/expired/);
    expect((await redirect(signed(assertion(member.username), 'another-key-that-is-long-enough-00000000'))).statusCode).toBe(400);
    expect((await redirect(signed(assertion(member.username, { kid: 'unknown-partner' }), KEYS['partner-a']))).statusCode).toBe(400);
    expect((await redirect(signed(assertion(member.username, { kid: undefined as unknown as string }), KEYS['partner-a']))).statusCode).toBe(400);
    const outsider = await givenMember(otherOrg);
    expect((await redirect(signed(assertion(outsider.username)))).statusCode).toBe(400);
    const inactive = await givenMember(org, { active: false });
    expect((await redirect(signed(assertion(inactive.username)))).statusCode).toBe(400);
    expect(await sessionsOf(member.userId)).toEqual([]);
  });

  it("signs in only to the key's own organisation: another partner's key, or another organisation named, opens nothing", async () => {
    const member = await givenMember(org);
    // Partner B signs with its own key for a member of A: B's integration is B's organisation, where they have no access.
    expect((await redirect(signed(assertion(member.username, { kid: 'partner-b', org: undefined })))).statusCode).toBe(400);
    // Partner B names A's organisation: the key belongs to B.
    expect((await redirect(signed(assertion(member.username, { kid: 'partner-b', org: gridOrg })))).statusCode).toBe(400);
    // A's key id with B's key: the signature does not hold.
    expect((await redirect(signed(assertion(member.username, { kid: 'partner-a' }), KEYS['partner-b']))).statusCode).toBe(400);
    expect(await sessionsOf(member.userId)).toEqual([]);
    const both = await givenMember(org);
    await world.grantAccess(both, orgB);
    const viaB = parseBody(await redirect(signed(assertion(both.username, { kid: 'partner-b', org: gridB }))));
    expect((await db.session.get({ sessionId: viaB.sessionId }).go()).data?.organisationId).toBe(orgB);
  });

  it('lets the verify trigger accept a sign-in answer once, for its own user only', async () => {
    const { createSingleSignOnService } = await import('@scheduler/core/identity/single-sign-on');
    const sso = createSingleSignOnService({ ...getDeps() });
    await db.oneTimeProof
      .create({
        proofHash: (await import('@scheduler/core/token-hash')).hashToken('the-answer'),
        kind: 'SIGN_IN_ANSWER',
        username: 'a@sso.example',
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        createdAt: now,
      })
      .go();
    expect(await sso.consumeAnswer('b@sso.example', 'the-answer')).toBe(false);
    expect(await sso.consumeAnswer('A@sso.example', 'the-answer')).toBe(true);
    expect(await sso.consumeAnswer('a@sso.example', 'the-answer')).toBe(false);
    expect(await sso.consumeAnswer('a@sso.example', 'never-issued')).toBe(false);
  });
});

describe('single sign-on into an organisation that requires 2-step', () => {
  const strictAssertion = (email: string) => assertion(email, { kid: 'partner-strict', org: gridStrict });

  it('asks a person with an e-mail method for the code it sent, and signs in only with it', async () => {
    const member = await givenMember(strict, { mfa: 'EMAIL' });
    const keys = signed(strictAssertion(member.username));
    const first = parseBody(await redirect(keys));
    expect(first).toEqual({
      status: 'MFA_REQUIRED',
      message: 'Code Sent: One-time verification code sent to your registered Email Address',
      mfaRequired: true,
      mfaType: 'EMAIL',
      username: member.username,
    });
    expect(await sessionsOf(member.userId)).toEqual([]);
    const code = codeIn(mailer.lastTo(member.username)!.text)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(parseBody(await redirect({ ...keys, otpCode: wrong }))).toMatchObject({
      status: 'CODE_INCORRECT',
      message: 'Verification Code Invalid',
      mfaRequired: true,
    });
    expect(await sessionsOf(member.userId)).toEqual([]);
    const signedIn = parseBody(await redirect({ ...keys, otpCode: code }));
    expect(signedIn).toMatchObject({ status: 'SUCCESS', mfaEnabled: true, mfaType: 'EMAIL', tokens: { accessToken: 'sso-access' } });
    const { data: session } = await db.session.get({ sessionId: signedIn.sessionId }).go();
    expect(session).toMatchObject({ organisationId: strict, mfaPending: false });
    // The step is used once; without a code the link is a replay.
    expect((await redirect({ ...keys, otpCode: code })).statusCode).toBe(400);
    expect(parseBody(await redirect(keys)).message).toMatch(/already been used/);
  });

  it('texts the code to a person with a mobile method, and gives up after five wrong codes', async () => {
    const member = await givenMember(strict, { mfa: 'MOBILE', mobileNo: '+61412345678' });
    const keys = signed(strictAssertion(member.username));
    expect(parseBody(await redirect(keys))).toMatchObject({
      status: 'MFA_REQUIRED',
      mfaType: 'MOBILE',
      mobileNo: '******5678',
      message: 'Code Sent: One-time verification code sent to your registered Mobile Phone',
    });
    const code = codeIn(sms.lastTo('+61412345678')!.body)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(parseBody(await redirect({ ...keys, otpCode: wrong })).status).toBe('CODE_INCORRECT');
    const locked = await redirect({ ...keys, otpCode: code });
    expect(locked.statusCode).toBe(400);
    expect(parseBody(locked).message).toMatch(/start again/);
    expect(await sessionsOf(member.userId)).toEqual([]);
  });

  it('sends a person with an authenticator app to the password sign-in, without tokens', async () => {
    const member = await givenMember(strict, { mfa: 'APP' });
    const answer = parseBody(await redirect(signed(strictAssertion(member.username))));
    expect(answer).toEqual({
      status: 'MFA_REQUIRED',
      message: 'Your organisation requires 2-Step Authentication: please sign in with your password and the code from your authentication app.',
      mfaRequired: true,
      mfaType: 'APP',
      username: member.username,
    });
    expect(await sessionsOf(member.userId)).toEqual([]);
  });

  it('decides by the identity provider: a method only in the table leads to set-up, held to the setup calls', async () => {
    const member = await givenMember(strict);
    await db.user.patch({ userId: member.userId }).set({ mfaType: 'EMAIL' }).go();
    const answer = parseBody(await redirect(signed(strictAssertion(member.username))));
    expect(answer).toMatchObject({ status: 'SUCCESS', mfaEnabled: true });
    expect(answer.mfaType).toBeUndefined();
    expect((await db.session.get({ sessionId: answer.sessionId }).go()).data?.mfaPending).toBe(true);
    const blocked = await invoke(userHandler, {
      method: 'POST',
      path: '/api/user/getUserList',
      body: {},
      sub: member.sub,
      sessionId: answer.sessionId,
    });
    expect(blocked.statusCode).toBe(403);
  });
});
