import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { PROOF_MESSAGES } from '@scheduler/contracts/schemas/current-proof';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { handler as organisationHandler } from '../organisation/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const { mailer, sms, pool } = givenRecordingDeps();

type Caller = { sub: string; sessionId: string; userId: string; email: string };
const ACCESS_TOKEN = 'the-callers.access.token';
const withToken = { authorization: `Bearer ${ACCESS_TOKEN}` };
const getCode = (who: Caller, userId: string, mfaType: string) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/auth/getMfaCode/{userId}/{mfaType}',
    params: { userId, mfaType },
    sub: who.sub,
    sessionId: who.sessionId,
    headers: withToken,
  });
const update = (who: Caller, userId: string, mfaType: string, code: string, proof: object = {}) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/auth/updateMfaType/{userId}/{mfaType}',
    params: { userId, mfaType },
    body: { code, ...proof },
    sub: who.sub,
    sessionId: who.sessionId,
    headers: withToken,
  });
const CURRENT = 'Current#Lantern48Quay';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

const world = await givenTwoOrganisations(db, { names: ['Two Step Org', 'Other Two Step Org'] });
const org = world.a.organisationId;
/** A signed-in user whose organisation requires 2-step and who has no method yet (session mfaPending). */
async function pendingUser(): Promise<Caller> {
  const caller = await world.signedIn(await world.member(org, 'ASSESSOR', {}, { firstName: 'Max' }));
  await db.session.patch({ sessionId: caller.sessionId }).set({ mfaPending: true }).go();
  pool.givenPoolUser(caller.username, { sub: caller.sub });
  return { ...caller, email: caller.username };
}
const otherCall = (who: Caller) =>
  invoke(organisationHandler, {
    method: 'GET',
    path: '/api/organisation/getTimezoneList/{organisationId}',
    params: { organisationId: org },
    sub: who.sub,
    sessionId: who.sessionId,
  });

beforeAll(async () => {
  await db.organisation.patch({ organisationId: org }).set({ mfaEnabled: true }).go();
});

describe('2-step setup on the mfa page', () => {
  it('sets up e-mail codes: sends a code, refuses a wrong one, sets the method and releases the session', async () => {
    const me = await pendingUser();
    expect((await otherCall(me)).statusCode).toBe(403);
    const sent = await getCode(me, me.userId, 'EMAIL');
    expect(sent.statusCode).toBe(200);
    expect(parseBody(sent)).toEqual({ status: 'SUCCESS', message: 'Code Sent: One-time verification code sent to your registered Email Address' });
    const code = codeIn(mailer.lastTo(me.email)!.text);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(parseBody(await update(me, me.userId, 'EMAIL', wrong))).toEqual({ status: 'CODE_INCORRECT', message: 'Verification Code Invalid' });
    expect(pool.callsOf('setPreferredMfa')).toEqual([]);

    expect(parseBody(await update(me, me.userId, 'EMAIL', code))).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.mfaSetEmail });
    expect(pool.callsOf('setPreferredMfa')).toEqual([[me.email, 'EMAIL']]);
    expect((await db.user.get({ userId: me.userId }).go()).data?.mfaType).toBe('EMAIL');
    expect((await db.session.get({ sessionId: me.sessionId }).go()).data?.mfaPending).toBe(false);
    expect((await otherCall(me)).statusCode).toBe(200);
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: me.userId }).go()).data.map((r) => r.logMsg);
    expect(audit).toContain('2-Step Authentication set to Email Address.');
    // The method is now set: replacing it asks for the current password first (issue 7 item 4).
    expect(parseBody(await update(me, me.userId, 'EMAIL', code))).toMatchObject({ status: 'PASSWORD_REQUIRED' });
  });

  it("sets up an authenticator app with a QR code, verified by the user pool with the caller's own token", async () => {
    const me = await pendingUser();
    const answer = parseBody(await getCode(me, me.userId, 'APP'));
    expect(answer).toMatchObject({ status: 'SUCCESS', message: pool.appSecret });
    expect(answer.mfaQRCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    expect(pool.callsOf('startAppSetup')).toContainEqual([ACCESS_TOKEN]);
    expect(parseBody(await update(me, me.userId, 'APP', '999999'))).toEqual({ status: 'CODE_INCORRECT', message: 'Verification Code Invalid' });
    expect(parseBody(await update(me, me.userId, 'APP', pool.appCode))).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.mfaSetApp });
    expect(pool.callsOf('verifyAppSetup')).toContainEqual([ACCESS_TOKEN, pool.appCode]);
    expect(pool.callsOf('setPreferredMfa')).toContainEqual([me.email, 'APP']);
    expect((await db.user.get({ userId: me.userId }).go()).data?.mfaType).toBe('APP');
  });

  it('sets up mobile codes only with a mobile number in the profile, and marks the number verified', async () => {
    const me = await pendingUser();
    expect(parseBody(await getCode(me, me.userId, 'MOBILE'))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.mfaNeedsMobile });
    await db.user.patch({ userId: me.userId }).set({ mobileNo: '+61411122233' }).go();
    expect(parseBody(await getCode(me, me.userId, 'MOBILE'))).toEqual({
      status: 'SUCCESS',
      message: 'Code Sent: One-time verification code sent to your registered Mobile Phone',
    });
    expect(parseBody(await getCode(me, me.userId, 'MOBILE'))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.codeTooSoon });
    const code = codeIn(sms.lastTo('+61411122233')!.body);
    expect(parseBody(await update(me, me.userId, 'MOBILE', code))).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.mfaSetMobile });
    expect(pool.callsOf('updateAttributes')).toContainEqual([me.email, { phoneNumber: '+61411122233', phoneVerified: true }]);
    expect(pool.callsOf('setPreferredMfa')).toContainEqual([me.email, 'MOBILE']);
  });

  it('replaces a method already set only with the current password, and never records a method the user pool refused', async () => {
    const me = await pendingUser();
    await db.user.patch({ userId: me.userId }).set({ mfaType: 'EMAIL' }).go();
    pool.users.get(me.email)!.password = CURRENT;
    await db.session.patch({ sessionId: me.sessionId }).set({ mfaPending: false }).go();
    const answer = parseBody(await getCode(me, me.userId, 'APP'));
    expect(answer).toMatchObject({ status: 'SUCCESS', message: pool.appSecret });
    const verified = pool.callsOf('verifyAppSetup').length;

    expect(parseBody(await update(me, me.userId, 'APP', pool.appCode))).toEqual({
      status: 'PASSWORD_REQUIRED',
      message: PROOF_MESSAGES.passwordRequired,
    });
    expect(parseBody(await update(me, me.userId, 'APP', pool.appCode, { currentPassword: 'a-guess' }))).toEqual({
      status: 'PASSWORD_INCORRECT',
      message: PROOF_MESSAGES.passwordIncorrect,
    });
    expect(pool.callsOf('verifyAppSetup')).toHaveLength(verified);
    expect(pool.callsOf('setPreferredMfa').filter(([u]) => u === me.email)).toEqual([]);
    expect((await db.user.get({ userId: me.userId }).go()).data?.mfaType).toBe('EMAIL');

    pool.failNext('setPreferredMfa');
    expect(parseBody(await update(me, me.userId, 'APP', pool.appCode, { currentPassword: CURRENT }))).toEqual({
      status: 'ERROR',
      message: ACCOUNT_MSG.mfaSetupFailed,
    });
    expect((await db.user.get({ userId: me.userId }).go()).data?.mfaType).toBe('EMAIL');
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: me.userId }).go({ order: 'desc' })).data.map((r) => r.logMsg);
    expect(audit.slice(0, 2)).toEqual([
      '2-Step Authentication change to a 3rd-party authentication app undone: the sign-in account could not be updated.',
      '2-Step Authentication set to a 3rd-party authentication app.',
    ]);

    expect(parseBody(await update(me, me.userId, 'APP', pool.appCode, { currentPassword: CURRENT }))).toEqual({
      status: 'SUCCESS',
      message: ACCOUNT_MSG.mfaSetApp,
    });
    expect((await db.user.get({ userId: me.userId }).go()).data?.mfaType).toBe('APP');
    expect(pool.callsOf('passwordSignIn')).toContainEqual([me.email]);
  });

  it("refuses another user's id, and reports a user pool failure without recording the method", async () => {
    const me = await pendingUser();
    const other = await pendingUser();
    expect((await getCode(me, other.userId, 'EMAIL')).statusCode).toBe(403);
    expect((await update(me, other.userId, 'EMAIL', '123456')).statusCode).toBe(403);

    await getCode(me, me.userId, 'EMAIL');
    pool.failNext('setPreferredMfa');
    const code = codeIn(mailer.lastTo(me.email)!.text);
    expect(parseBody(await update(me, me.userId, 'EMAIL', code))).toEqual({
      status: 'ERROR',
      message: 'Error Encountered setting up your 2-Step Authentication. Please try again.',
    });
    expect((await db.user.get({ userId: me.userId }).go()).data?.mfaType).toBeUndefined();
    expect((await db.session.get({ sessionId: me.sessionId }).go()).data?.mfaPending).toBe(true);
  });
});
