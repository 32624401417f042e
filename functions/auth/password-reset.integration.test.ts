import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { PASSWORD_RULE_MESSAGES } from '@scheduler/contracts/password-rule';
import { hashToken, newToken } from '@scheduler/core/entities/token-hash';
import { testDb } from '@scheduler/local/testing/test-db';
import { getDeps, setDeps } from '../lib/deps.ts';
import { apiEvent, lambdaContext, parseBody } from '../testing/api-event.ts';
import { givenOrganisation, givenSignedInUser } from '../testing/fixtures.ts';
import { recordingMailer, recordingSms } from '../testing/recording-ports.ts';
import { recordingIdentity } from '../testing/recording-identity.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const mailer = recordingMailer();
const pool = recordingIdentity();
setDeps({ ...getDeps(), mailer, sms: recordingSms(), identity: pool.identity });
afterAll(() => setDeps(undefined));

const PASSWORD = 'Harbour#Violet58Lagoon';
const GENERIC = { status: 'SUCCESS', message: ACCOUNT_MSG.resetRequested };

/** The forgot-password modal posts its one field form-encoded. */
const requestReset = async (email: string) => {
  const started = performance.now();
  const answer = await handler(
    apiEvent({ method: 'POST', path: '/api/auth/requestResetPassword', body: `email=${encodeURIComponent(email)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    lambdaContext,
  );
  return { statusCode: answer.statusCode, body: parseBody(answer), ms: performance.now() - started };
};
const reset = (body: object) => handler(apiEvent({ method: 'POST', path: '/api/auth/resetPassword', body }), lambdaContext);
const tokenIn = (text: string) => /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

let org: string;
async function activeUser() {
  const caller = await givenSignedInUser(db, { type: 'ASSESSOR', organisationId: org, firstName: 'Rita' });
  const userId = caller.sub.replace('sub-', '');
  const email = (await db.user.get({ userId }).go()).data!.username;
  pool.givenPoolUser(email, { password: 'an-old-password' });
  return { ...caller, userId, email };
}

beforeAll(async () => {
  org = (await givenOrganisation(db, 'Reset Org')).organisationId;
});

describe('forgotten password', () => {
  it('answers the same generic message, in about the same time, whether or not the account exists', async () => {
    const { email } = await activeUser();
    const before = mailer.sent.length;
    const unknown = await requestReset(`nobody-${ulid()}@nowhere.test`);
    expect(unknown).toMatchObject({ statusCode: 200, body: GENERIC });
    const now = new Date().toISOString();
    const invitedEmail = `${ulid().toLowerCase()}@invited.test`;
    await db.user.create({ userId: ulid(), username: invitedEmail, firstName: 'Ivy', lastName: 'Invited', type: 'ASSESSOR', status: 'INVITED', createdAt: now, updatedAt: now }).go();
    const invited = await requestReset(invitedEmail);
    expect(invited).toMatchObject({ statusCode: 200, body: GENERIC });
    expect(mailer.sent.length).toBe(before);

    const known = await requestReset(email.toUpperCase());
    expect(known).toMatchObject({ statusCode: 200, body: GENERIC });
    const mail = mailer.lastTo(email)!;
    expect(mail.subject).toBe('Reset your Scheduler password');
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.text).toContain(`http://127.0.0.1:3000/resetPassword/${tokenIn(mail.text)}`);
    for (const t of [unknown, invited, known]) expect(t.ms).toBeGreaterThanOrEqual(990);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(800);
  });

  it('sets the new password with the e-mailed link once, ends every session and audits it', async () => {
    const user = await activeUser();
    await requestReset(user.email);
    const token = tokenIn(mailer.lastTo(user.email)!.text);
    expect((await db.passwordResetToken.get({ tokenHash: hashToken(token) }).go()).data).toMatchObject({ status: 'ISSUED', userId: user.userId });

    const weak = 'Harbour#Violet58Rita';
    expect(parseBody(await reset({ encryptedId: token, password: weak, confirmPassword: weak }))).toEqual({ status: 'ERROR', message: PASSWORD_RULE_MESSAGES.commonWord });
    const mismatch = await reset({ encryptedId: token, password: PASSWORD, confirmPassword: `${PASSWORD}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(parseBody(mismatch).errors.confirmPassword).toBe('Password & Confirm Password do not match, please check again.');
    expect(pool.callsOf('setPassword')).toEqual([]);

    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD }))).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.passwordReset });
    expect(pool.callsOf('setPassword')).toEqual([[user.email, PASSWORD, true]]);
    const profile = await userHandler(apiEvent({ method: 'GET', path: '/api/user/getCurrentUserProfile', sub: user.sub, sessionId: user.sessionId }), lambdaContext);
    expect(profile.statusCode).toBe(409);
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: user.userId }).go()).data.map((r) => r.logMsg);
    expect(audit).toContain('Password reset through the emailed reset link.');

    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD }))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    expect(pool.callsOf('setPassword')).toHaveLength(1);
  });

  it('refuses a link that is unknown, expired or replaced by a newer request', async () => {
    const user = await activeUser();
    await requestReset(user.email);
    const first = tokenIn(mailer.lastTo(user.email)!.text);
    await requestReset(user.email);
    const second = tokenIn(mailer.lastTo(user.email)!.text);
    const attempt = (encryptedId: string) => reset({ encryptedId, password: PASSWORD, confirmPassword: PASSWORD }).then(parseBody);
    expect(await attempt(first)).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    expect(await attempt(newToken())).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    await db.passwordResetToken.patch({ tokenHash: hashToken(second) }).set({ expiresOn: new Date(Date.now() - 1000).toISOString() }).go();
    expect(await attempt(second)).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    expect(pool.callsOf('setPassword').filter(([u]) => u === user.email)).toEqual([]);
  });

  it('keeps the link usable when the user pool refuses the password', async () => {
    const user = await activeUser();
    await requestReset(user.email);
    const token = tokenIn(mailer.lastTo(user.email)!.text);
    pool.failNext('setPassword', Object.assign(new Error('Password does not conform to policy'), { name: 'InvalidPasswordException' }));
    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD }))).toEqual({ status: 'ERROR', message: 'Password does not conform to policy' });
    expect((await db.passwordResetToken.get({ tokenHash: hashToken(token) }).go()).data?.status).toBe('ISSUED');
    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe('SUCCESS');
  });
});
