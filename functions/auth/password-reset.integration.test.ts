import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { PASSWORD_RULE_MESSAGES } from '@scheduler/contracts/password-rule';
import { hashToken, newToken } from '@scheduler/core/token-hash';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { handler as notify } from '../jobs/notify.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
/** The bus: events wait here until delivered to the notify function, as EventBridge does after the answer. */
const published: { type: string; detail: Record<string, unknown> }[] = [];
/** Minutes the clock is moved on (the 5-minute interval between reset e-mails). */
let minutesLater = 0;
const { mailer, pool } = givenRecordingDeps({
  clock: { now: () => new Date(Date.now() + minutesLater * 60_000) },
  events: { publish: async (event) => void published.push(event) },
});

/** Hands every published event to the notify function, as the bus rule does. */
async function deliver(): Promise<void> {
  for (const event of published.splice(0)) {
    await notify({
      id: ulid(),
      version: '0',
      account: '0',
      region: 'ap-southeast-2',
      time: new Date().toISOString(),
      resources: [],
      source: 'scheduler',
      'detail-type': event.type,
      detail: event.detail,
    });
  }
}

const PASSWORD = 'Harbour#Violet58Lagoon';
const GENERIC = { status: 'SUCCESS', message: ACCOUNT_MSG.resetRequested };

/** The forgot-password modal posts its one field form-encoded. */
const requestReset = async (email: string) => {
  const started = performance.now();
  const answer = await invoke(handler, {
    method: 'POST',
    path: '/api/auth/requestResetPassword',
    body: `email=${encodeURIComponent(email)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const ms = performance.now() - started;
  await deliver();
  return { statusCode: answer.statusCode, body: parseBody(answer), ms };
};
const reset = (body: object) => invoke(handler, { method: 'POST', path: '/api/auth/resetPassword', body });
const tokenIn = (text: string) => /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

const world = await givenTwoOrganisations(db, { names: ['Reset Org', 'Other Reset Org'] });
const org = world.a.organisationId;
/** An active member whom the identity provider knows with a password. */
async function activeUser() {
  const caller = await world.signedIn(await world.member(org, 'ASSESSOR', {}, { firstName: 'Rita' }));
  pool.givenPoolUser(caller.username, { password: 'an-old-password' });
  return { ...caller, email: caller.username };
}

describe('forgotten password', () => {
  it('answers the same generic message, in about the same time, whether or not the account exists', async () => {
    const { email } = await activeUser();
    const before = mailer.sent.length;
    const unknown = await requestReset(`nobody-${ulid()}@nowhere.test`);
    expect(unknown).toMatchObject({ statusCode: 200, body: GENERIC });
    const now = new Date().toISOString();
    const invitedEmail = `${ulid().toLowerCase()}@invited.test`;
    await db.user
      .create({
        userId: ulid(),
        username: invitedEmail,
        firstName: 'Ivy',
        lastName: 'Invited',
        type: 'ASSESSOR',
        status: 'INVITED',
        createdAt: now,
        updatedAt: now,
      })
      .go();
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
    expect(parseBody(await reset({ encryptedId: token, password: weak, confirmPassword: weak }))).toEqual({
      status: 'ERROR',
      message: PASSWORD_RULE_MESSAGES.commonWord,
    });
    const mismatch = await reset({ encryptedId: token, password: PASSWORD, confirmPassword: `${PASSWORD}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(parseBody(mismatch).errors.confirmPassword).toBe('Password & Confirm Password do not match, please check again.');
    expect(pool.callsOf('setPassword')).toEqual([]);

    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD }))).toEqual({
      status: 'SUCCESS',
      message: ACCOUNT_MSG.passwordReset,
    });
    expect(pool.callsOf('setPassword')).toEqual([[user.email, PASSWORD, true]]);
    const profile = await invoke(userHandler, { method: 'GET', path: '/api/user/getCurrentUserProfile', sub: user.sub, sessionId: user.sessionId });
    expect(profile.statusCode).toBe(409);
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: user.userId }).go()).data.map((r) => r.logMsg);
    expect(audit).toContain('Password reset through the emailed reset link.');

    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD }))).toEqual({
      status: 'ERROR',
      message: ACCOUNT_MSG.resetLinkInvalid,
    });
    expect(pool.callsOf('setPassword')).toHaveLength(1);
  });

  it('refuses a link that is unknown, expired or replaced by a newer request', async () => {
    const user = await activeUser();
    await requestReset(user.email);
    const first = tokenIn(mailer.lastTo(user.email)!.text);
    minutesLater += 6;
    await requestReset(user.email);
    const second = tokenIn(mailer.lastTo(user.email)!.text);
    expect(second).not.toBe(first);
    const attempt = (encryptedId: string) => reset({ encryptedId, password: PASSWORD, confirmPassword: PASSWORD }).then(parseBody);
    expect(await attempt(first)).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    expect(await attempt(newToken())).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    await db.passwordResetToken
      .patch({ tokenHash: hashToken(second) })
      .set({ expiresOn: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect(await attempt(second)).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.resetLinkInvalid });
    expect(pool.callsOf('setPassword').filter(([u]) => u === user.email)).toEqual([]);
  });

  it('sends at most one e-mail per person in 5 minutes, with the same answer either way', async () => {
    const user = await activeUser();
    const first = await requestReset(user.email);
    const again = await requestReset(user.email);
    expect(first).toMatchObject({ statusCode: 200, body: GENERIC });
    expect(again).toMatchObject({ statusCode: 200, body: GENERIC });
    expect(again.ms).toBeGreaterThanOrEqual(990);
    expect(mailer.sent.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    minutesLater += 4;
    await requestReset(user.email);
    expect(mailer.sent.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    minutesLater += 2;
    await requestReset(user.email);
    expect(mailer.sent.filter((m) => m.to.includes(user.email))).toHaveLength(2);
  });

  it('lets two simultaneous requests through the conditional write once', async () => {
    const user = await activeUser();
    await Promise.all([requestReset(user.email), requestReset(user.email), requestReset(user.email)]);
    expect(mailer.sent.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('answers on time when the mail service is slow: the e-mail goes out after the answer, through the bus', async () => {
    const user = await activeUser();
    const slowSend = mailer.send;
    mailer.send = async (mail) => {
      await new Promise((r) => setTimeout(r, 2500));
      return slowSend(mail);
    };
    try {
      const started = performance.now();
      const answer = await invoke(handler, {
        method: 'POST',
        path: '/api/auth/requestResetPassword',
        body: `email=${encodeURIComponent(user.email)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const ms = performance.now() - started;
      expect(parseBody(answer)).toEqual(GENERIC);
      expect(ms).toBeGreaterThanOrEqual(990);
      expect(ms).toBeLessThan(2000);
      expect(mailer.lastTo(user.email)).toBeUndefined();
      expect(published.map((e) => e.type)).toEqual(['user.password-reset-requested']);
      expect(JSON.stringify(published)).not.toMatch(/resetPassword\//);
      await deliver();
      expect(tokenIn(mailer.lastTo(user.email)!.text)).not.toBe('');
    } finally {
      mailer.send = slowSend;
    }
  });

  it('sends once however often the bus delivers the event, and again after a failed send is retried', async () => {
    const user = await activeUser();
    await invoke(handler, {
      method: 'POST',
      path: '/api/auth/requestResetPassword',
      body: `email=${encodeURIComponent(user.email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const [event] = published.splice(0);
    const delivery = {
      id: ulid(),
      version: '0',
      account: '0',
      region: 'ap-southeast-2',
      time: new Date().toISOString(),
      resources: [],
      source: 'scheduler',
      'detail-type': event.type,
      detail: event.detail,
    };
    mailer.failNext();
    await expect(notify(delivery)).rejects.toThrow('mail service unavailable');
    expect(mailer.lastTo(user.email)).toBeUndefined();
    await notify(delivery);
    await notify(delivery);
    expect(mailer.sent.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('keeps the link usable when the user pool refuses the password', async () => {
    const user = await activeUser();
    await requestReset(user.email);
    const token = tokenIn(mailer.lastTo(user.email)!.text);
    pool.failNext('setPassword', Object.assign(new Error('Password does not conform to policy'), { name: 'InvalidPasswordException' }));
    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD }))).toEqual({
      status: 'ERROR',
      message: 'Password does not conform to policy',
    });
    expect((await db.passwordResetToken.get({ tokenHash: hashToken(token) }).go()).data?.status).toBe('ISSUED');
    expect(parseBody(await reset({ encryptedId: token, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe('SUCCESS');
  });
});
