import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { PASSWORD_RULE_MESSAGES } from '@scheduler/contracts/password-rule';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import { hashToken, newToken } from '@scheduler/core/token-hash';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { handler as organisationHandler } from '../organisation/index.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const { mailer, sms, pool } = givenRecordingDeps();

const PASSWORD = 'Harbour#Violet58Lagoon';
type Caller = SignedIn;

const post = (path: string, body: unknown) => invoke(handler, { method: 'POST', path, body });
const check = (invitation: string) =>
  invoke(handler, { method: 'GET', path: '/api/signup/check/{invitation}', params: { invitation } }).then(parseBody);
const checkPassword = (body: object) => post('/api/signup/checkPassword', body).then(parseBody);
const sendCode = (body: object) => post('/api/signup/otp/send', body).then(parseBody);
const verifyCode = (body: object) => post('/api/signup/otp/verify', body).then(parseBody);
const create = (body: object) => post('/api/signup/create', body).then(parseBody);
const accept = (body: object) => post('/api/signup/accept', body).then(parseBody);
const zones = (x: string) => invoke(handler, { method: 'GET', path: '/api/signup/getTimeZoneList/{x}', params: { x } });

const tokenIn = (text: string) => /signup\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

const world = await givenTwoOrganisations(db, { names: ['Signup Org', 'Other Signup Org'], firstNames: { a: { admin: 'Olive' } } });
const { organisationId: org, admin } = world.a;

/** An assessor or invigilator invited through user/create; the token is read from the invitation e-mail. */
async function invited(userType: 'ASSESSOR' | 'INVIGILATOR' = 'ASSESSOR') {
  const email = `${ulid().toLowerCase()}@invitee.test`;
  const answer = await invoke(userHandler, {
    method: 'POST',
    path: '/api/user/create',
    body: { userType, firstName: 'Nadia', lastName: 'Newcomer', email, encryptedOrganisationId: org },
    ...admin,
  });
  expect(parseBody(answer)).toMatchObject({ status: 'SUCCESS' });
  const mail = mailer.lastTo(email)!;
  const userId = (await db.user.query.byUsername({ username: email }).go()).data[0]!.userId;
  return { email, token: tokenIn(mail.text), userId, mail };
}

/** Sends an e-mail code for the invitation and verifies it, as the VerifyAccount step does. */
async function verified(token: string, email: string) {
  expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toMatchObject({ status: 'SUCCESS' });
  const code = codeIn(mailer.lastTo(email)!.text);
  expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code, email })).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.codeVerified });
}

const form = (token: string, email: string, extra: object = {}) => ({
  firstName: 'Nadia',
  lastName: 'Newcomer',
  mobileNo: '+61412345678',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  encryptedTimezoneId: 'Australia/Perth',
  username: email,
  invitation: token,
  ...extra,
});

beforeAll(async () => {
  const now = new Date().toISOString();
  await db.configLabel
    .create({ organisationId: org, codeGroup: 'ASSESSOR', labelId: ulid(), code: 'ASSESSOR', display: 'Coach', createdAt: now, updatedAt: now })
    .go();
});

describe('invitation sign-up through the real handlers', () => {
  it('invites, checks, verifies by e-mail code and creates the account once', async () => {
    const { email, token, userId, mail } = await invited('ASSESSOR');
    expect(mail.text).toContain('Olive Tester has invited you to join Signup Org on The Scheduler as Coach.');
    expect(mail.text).toMatch(/expires on [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) \(Australia\/Sydney time\)/);
    expect(mail.html).toContain(`http://127.0.0.1:3000/signup?invitation=${token}`);
    const stored = (await db.invitation.get({ tokenHash: hashToken(token) }).go()).data;
    expect(stored).toMatchObject({ status: 'PENDING', organisationId: org, invitedUserId: userId });
    expect(JSON.stringify(stored)).not.toContain(token);

    const request = await check(token);
    expect(request).toMatchObject({
      status: 'SUCCESS',
      countryCode: 'AU',
      username: email,
      organisationName: 'Signup Org',
      timeZoneRequired: true,
      isRoleCandidate: false,
      mfaRequired: false,
      encryptedUserId: userId,
      acceptBy: 'SIGN_UP',
      firstName: 'Nadia',
      lastName: 'Newcomer',
    });
    expect(request.privacyText).toBeUndefined();
    expect(request.timezoneList).toContainEqual({
      encryptedId: 'Australia/Sydney',
      name: 'Sydney (New South Wales, Victoria, ACT, Tasmania)',
      timezoneCode: 'Syd',
    });
    expect(request.timezoneList.map((z: { encryptedId: string }) => z.encryptedId)).not.toContain('Pacific/Auckland');

    expect(await create(form(token, email))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.signupNotVerified });

    const before = mailer.sent.length;
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email: 'someone.else@elsewhere.test' })).toEqual({
      status: 'SUCCESS',
      message: ACCOUNT_MSG.codeSentEmail,
    });
    expect(mailer.sent.slice(before).map((m) => m.to)).toEqual([[email]]);
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.codeTooSoon });
    const code = codeIn(mailer.lastTo(email)!.text);
    const stale = await db.oneTimeCode.get({ purpose: 'SIGNUP', subjectId: hashToken(token), channel: 'EMAIL' }).go();
    expect(JSON.stringify(stale.data)).not.toContain(`"${code}"`);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code: wrong, email })).toEqual({
      status: 'CODE_INCORRECT',
      message: 'Verification Code Invalid',
    });
    expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code, email })).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.codeVerified });

    expect(await create(form(token, email, { encryptedTimezoneId: undefined }))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.timezoneRequired });
    expect(await create(form(token, email, { encryptedTimezoneId: 'Pacific/Auckland' }))).toEqual({
      status: 'ERROR',
      message: ACCOUNT_MSG.timezoneRequired,
    });
    expect(await create(form(token, email, { mobileNo: '+64212345678' }))).toEqual({
      status: 'ERROR',
      message: 'Invalid Mobile number format, e.g. +61412345678',
    });
    const named = 'Newcomer#Violet58Lagoon';
    expect(await create(form(token, email, { password: named, confirmPassword: named }))).toEqual({
      status: 'ERROR',
      message: PASSWORD_RULE_MESSAGES.commonWord,
    });
    expect(await create(form(token, 'other@invitee.test'))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.usernameMismatch });
    expect(pool.callsOf('createUser')).toEqual([]);

    expect(await create(form(token, email))).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.accountCreated, mfaRequired: false });
    expect(pool.callsOf('createUser')).toEqual([[{ username: email, email, password: PASSWORD, phoneNumber: '+61412345678' }]]);
    const user = (await db.user.get({ userId }).go()).data!;
    expect(user).toMatchObject({
      status: 'ACTIVE',
      firstName: 'Nadia',
      lastName: 'Newcomer',
      mobileNo: '+61412345678',
      timezoneId: 'Australia/Perth',
      identitySub: pool.users.get(email)!.sub,
    });
    const access = (await db.userOrgAccess.get({ organisationId: org, userId }).go()).data!;
    expect(access).toMatchObject({ status: 'ACTIVE', active: true, userType: 'ASSESSOR' });
    expect(access.invitationExpiry).toBeUndefined();
    expect((await db.invitation.get({ tokenHash: hashToken(token) }).go()).data).toMatchObject({ status: 'ACCEPTED' });
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go()).data.map((r) => r.logMsg);
    expect(audit).toContain('Account activated through invitation sign-up for Signup Org.');

    expect(await check(token)).toEqual({ status: 'ACCEPTED', message: ACCOUNT_MSG.invitationAccepted });
    expect(await create(form(token, email))).toEqual({ status: 'ACCEPTED', message: ACCOUNT_MSG.invitationAccepted });
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toEqual({ status: 'ACCEPTED', message: ACCOUNT_MSG.invitationAccepted });
    expect(pool.callsOf('createUser')).toHaveLength(1);
  });

  it('answers EXPIRED for an invitation past its expiry (and marks it), ERROR for an unknown one', async () => {
    const { email, token } = await invited('INVIGILATOR');
    await db.invitation
      .patch({ tokenHash: hashToken(token) })
      .set({ expiresOn: new Date(Date.now() - 60_000).toISOString() })
      .go();
    expect(await check(token)).toEqual({ status: 'EXPIRED', message: ACCOUNT_MSG.invitationExpired });
    expect((await db.invitation.get({ tokenHash: hashToken(token) }).go()).data?.status).toBe('EXPIRED');
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toEqual({ status: 'EXPIRED', message: ACCOUNT_MSG.invitationExpired });
    expect(await create(form(token, email))).toEqual({ status: 'EXPIRED', message: ACCOUNT_MSG.invitationExpired });
    expect(await check(newToken())).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.invitationInvalid });
  });

  it('checks each password rule on the server', async () => {
    const cases: [string, string][] = [
      ['Ab1#short', PASSWORD_RULE_MESSAGES.minLength],
      ['Harbour#VioletLagoon', PASSWORD_RULE_MESSAGES.number],
      ['Harbour5Violet8Lagoon', PASSWORD_RULE_MESSAGES.special],
      ['harbour#violet58lagoon', PASSWORD_RULE_MESSAGES.upper],
      ['HARBOUR#VIOLET58LAGOON', PASSWORD_RULE_MESSAGES.lower],
      ['Harbour#Violet58Laaagoon', PASSWORD_RULE_MESSAGES.repeating],
      ['Harbour#Violet58Lagoonxyz', PASSWORD_RULE_MESSAGES.sequence],
      ['Harbour#Violet58Summer', PASSWORD_RULE_MESSAGES.commonWord],
    ];
    for (const [password, message] of cases) expect(await checkPassword({ password }), password).toEqual({ status: 'ERROR', message });
    expect(await checkPassword({ password: 'Harbour#Violet58Nadia', firstName: 'Nadia' })).toEqual({
      status: 'ERROR',
      message: PASSWORD_RULE_MESSAGES.commonWord,
    });
    expect(await checkPassword({ password: PASSWORD, firstName: 'Nadia', lastName: 'Newcomer', username: 'nadia@invitee.test' })).toEqual({
      status: 'SUCCESS',
      message: ACCOUNT_MSG.passwordAccepted,
    });
  });

  it("sends SMS codes only to a mobile of the organisation's country, and locks a code after 5 tries", async () => {
    const { email, token } = await invited('INVIGILATOR');
    expect(await sendCode({ type: 'SMS', encryptedId: token, phoneNumber: '+64212345678' })).toEqual({
      status: 'ERROR',
      message: 'Invalid Mobile number format, e.g. +61412345678',
    });
    const missing = await post('/api/signup/otp/send', { type: 'SMS', encryptedId: token });
    expect(missing.statusCode).toBe(400);
    expect(parseBody(missing).errors.phoneNumber).toBe('Validation Error: Please enter a mobile number, and ensure all required fields are filled');
    expect(await sendCode({ type: 'SMS', encryptedId: token, phoneNumber: '+61498765432' })).toEqual({
      status: 'SUCCESS',
      message: ACCOUNT_MSG.codeSentMobile,
    });
    const code = codeIn(sms.lastTo('+61498765432')!.body);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect(await verifyCode({ type: 'SMS', encryptedId: token, code: wrong })).toMatchObject({ status: 'CODE_INCORRECT' });
    expect(await verifyCode({ type: 'SMS', encryptedId: token, code })).toEqual({ status: 'CODE_INCORRECT', message: ACCOUNT_MSG.codeLocked });
    expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code, email })).toEqual({
      status: 'CODE_INCORRECT',
      message: ACCOUNT_MSG.codeMissing,
    });
  });

  it('keeps the tries of a code across resends: 5 per code lifetime, not per resend', async () => {
    const { email, token } = await invited('INVIGILATOR');
    const key = { purpose: 'SIGNUP' as const, subjectId: hashToken(token), channel: 'EMAIL' as const };
    const sentLongAgo = () =>
      db.oneTimeCode
        .patch(key)
        .set({ sentAt: new Date(Date.now() - 31_000).toISOString() })
        .go();
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toMatchObject({ status: 'SUCCESS' });
    const first = codeIn(mailer.lastTo(email)!.text);
    const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
    for (let i = 0; i < 3; i++)
      expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code: wrong(first), email })).toMatchObject({ status: 'CODE_INCORRECT' });

    await sentLongAgo();
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.codeSentEmail });
    const second = codeIn(mailer.lastTo(email)!.text);
    expect((await db.oneTimeCode.get(key).go()).data?.attempts).toBe(3);
    for (let i = 0; i < 2; i++)
      expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code: wrong(second), email })).toMatchObject({ status: 'CODE_INCORRECT' });
    expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code: second, email })).toEqual({
      status: 'CODE_INCORRECT',
      message: ACCOUNT_MSG.codeLocked,
    });

    // Used up: no new code until the lifetime ends; then a new code starts again.
    await sentLongAgo();
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toEqual({ status: 'ERROR', message: SIGNUP_MESSAGES.codeTriesUsedUp });
    await db.oneTimeCode
      .patch(key)
      .set({ expiresOn: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toMatchObject({ status: 'SUCCESS' });
    expect(await verifyCode({ type: 'EMAIL', encryptedId: token, code: codeIn(mailer.lastTo(email)!.text), email })).toEqual({
      status: 'SUCCESS',
      message: ACCOUNT_MSG.codeVerified,
    });
  });

  it('a candidate sees the privacy text and must accept it; a pool account left by an earlier attempt is used only with its password', async () => {
    const mfaOrg = (
      await world.organisation('Strict Org', { mfaEnabled: true, countryCode: 'NZ', config: { privacyText: '<p>We keep your data safe.</p>' } })
    ).organisationId;
    const now = new Date();
    const userId = ulid();
    const email = `${userId.toLowerCase()}@candidate.test`;
    const token = newToken();
    const iso = now.toISOString();
    await db.user
      .create({
        userId,
        username: email,
        firstName: 'Cara',
        lastName: 'Candidate',
        type: 'CANDIDATE',
        status: 'INVITED',
        createdAt: iso,
        updatedAt: iso,
      })
      .go();
    await db.userOrgAccess
      .create({ organisationId: mfaOrg, userId, userType: 'CANDIDATE', active: false, status: 'INVITED', createdAt: iso, updatedAt: iso })
      .go();
    const expires = new Date(now.getTime() + 86_400_000);
    await db.invitation
      .create({
        tokenHash: hashToken(token),
        organisationId: mfaOrg,
        invitedUserId: userId,
        expiresOn: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
        createdAt: iso,
        updatedAt: iso,
      })
      .go();

    const request = await check(token);
    expect(request).toMatchObject({
      status: 'SUCCESS',
      countryCode: 'NZ',
      isRoleCandidate: true,
      timeZoneRequired: false,
      privacyText: '<p>We keep your data safe.</p>',
      mfaRequired: true,
    });
    expect(request.timezoneList).toEqual([{ encryptedId: 'Pacific/Auckland', name: 'Auckland (New Zealand)', timezoneCode: 'Akl' }]);
    await verified(token, email);

    const candidate = { firstName: 'Cara', lastName: 'Candidate', password: PASSWORD, confirmPassword: PASSWORD, username: email, invitation: token };
    expect(await create(candidate)).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.privacyRequired });
    expect(await create({ ...candidate, isPrivacyStatementAccepted: true, mobileNo: '+61412345678' })).toEqual({
      status: 'ERROR',
      message: 'Invalid Mobile number format, e.g. +64212345678 or +6429876543',
    });

    // The user pool already has the e-mail with another password: sign-up never sets it (issue 7 item 5).
    const existing = pool.givenPoolUser(email, { password: 'an-old-password' });
    const accepted = { ...candidate, isPrivacyStatementAccepted: true, mobileNo: '+6429876543' };
    expect(await create(accepted)).toEqual({ status: 'SIGN_IN_REQUIRED', message: SIGNUP_MESSAGES.signInToAccept });
    expect(pool.callsOf('setPassword')).toEqual([]);
    expect((await db.user.get({ userId }).go()).data).toMatchObject({ status: 'INVITED' });
    expect((await check(token)).status).toBe('SUCCESS');

    // With the password an earlier attempt gave it, the account is that attempt's: it is completed.
    existing.password = PASSWORD;
    expect(await create(accepted)).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.accountCreated, mfaRequired: true });
    expect(pool.callsOf('setPassword')).toEqual([]);
    expect((await db.user.get({ userId }).go()).data).toMatchObject({ status: 'ACTIVE', identitySub: existing.sub, mobileNo: '+6429876543' });
  });

  it('uses an invitation once when two submits race, and releases it when the account cannot be created', async () => {
    const { email, token, userId } = await invited('ASSESSOR');
    await verified(token, email);
    pool.failNext('createUser');
    expect(await create(form(token, email))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.signupFailed });
    expect((await check(token)).status).toBe('SUCCESS');
    expect((await db.user.get({ userId }).go()).data?.status).toBe('INVITED');

    const answers = await Promise.all([create(form(token, email)), create(form(token, email)), create(form(token, email))]);
    expect(answers.filter((a) => a.status === 'SUCCESS')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'ACCEPTED')).toHaveLength(2);
    expect((await db.user.get({ userId }).go()).data?.status).toBe('ACTIVE');
  });

  it("answers the time zones of a country or of an invitation's organisation", async () => {
    const au = await zones('au');
    expect(au.statusCode).toBe(200);
    expect(parseBody(au).map((z: { timezoneCode: string }) => z.timezoneCode)).toEqual(['Per', 'Euc', 'Adl', 'Drw', 'Bne', 'Syd']);
    expect(parseBody(await zones('NZ'))).toEqual([{ encryptedId: 'Pacific/Auckland', name: 'Auckland (New Zealand)', timezoneCode: 'Akl' }]);
    const { token } = await invited('INVIGILATOR');
    expect(parseBody(await zones(token))).toEqual(parseBody(au));
    expect((await zones(newToken())).statusCode).toBe(404);

    const other = (await world.organisation('Other Org')).organisationId;
    const orgZones = (who: Caller, organisationId: string) =>
      invoke(organisationHandler, { method: 'GET', path: '/api/organisation/getTimezoneList/{organisationId}', params: { organisationId }, ...who });
    expect(parseBody(await orgZones(admin, org))).toEqual(parseBody(au));
    expect(parseBody(await orgZones(admin, 'NA'))).toEqual(parseBody(au));
    expect((await orgZones(admin, other)).statusCode).toBe(403);
  });
});

describe('an invitation for a person who already has an account (issue 7 item 5)', () => {
  /** A person with an account in another organisation, invited to the sign-up organisation through user/create. */
  async function existingInvited(opts: { code?: string } = {}) {
    const home = (await world.organisation('Home Org')).organisationId;
    const person = await world.member(home, 'ASSESSOR', {}, { firstName: 'Erin', mobileNo: '+61400777888' });
    const { userId, username: email } = person;
    pool.givenPoolUser(email, { sub: person.sub, password: 'Erin#Own57Password', code: opts.code });
    const answer = await invoke(userHandler, {
      method: 'POST',
      path: '/api/user/create',
      body: { userType: 'ASSESSOR', firstName: 'Typed', lastName: 'ByAdmin', email, encryptedOrganisationId: org },
      ...admin,
    });
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.userInvited });
    return { userId, email, token: tokenIn(mailer.lastTo(email)!.text), before: (await db.user.get({ userId }).go()).data! };
  }

  it('is accepted only by signing in: no code is sent, no password set, and the check says which path applies', async () => {
    const { userId, email, token, before } = await existingInvited();
    const request = await check(token);
    expect(request).toEqual({
      status: 'SUCCESS',
      message: '',
      countryCode: 'AU',
      username: email,
      organisationName: 'Signup Org',
      isRoleCandidate: false,
      acceptBy: 'SIGN_IN',
    });

    const mails = mailer.sent.length;
    const texts = sms.sent.length;
    const signInRequired = { status: 'SIGN_IN_REQUIRED', message: SIGNUP_MESSAGES.signInToAccept };
    expect(await sendCode({ type: 'SMS', encryptedId: token, phoneNumber: '+61499000111' })).toEqual(signInRequired);
    expect(await sendCode({ type: 'EMAIL', encryptedId: token, email })).toEqual(signInRequired);
    expect(await verifyCode({ type: 'SMS', encryptedId: token, code: '123456' })).toEqual(signInRequired);
    expect(await create(form(token, email, { mobileNo: '+61499000111' }))).toEqual(signInRequired);
    expect([mailer.sent.length, sms.sent.length]).toEqual([mails, texts]);
    expect(pool.callsOf('setPassword')).toEqual([]);
    expect(pool.users.get(email)!.password).toBe('Erin#Own57Password');

    expect(await accept({ invitation: token, password: PASSWORD })).toEqual({ status: 'ERROR', message: 'Incorrect username or password.' });
    expect((await db.userOrgAccess.get({ organisationId: org, userId }).go()).data).toMatchObject({ status: 'INVITED' });

    expect(await accept({ invitation: token, password: 'Erin#Own57Password' })).toEqual({
      status: 'SUCCESS',
      message: SIGNUP_MESSAGES.invitationAcceptedBySignIn('Signup Org'),
    });
    const access = (await db.userOrgAccess.get({ organisationId: org, userId }).go()).data!;
    expect(access).toMatchObject({ status: 'ACTIVE', active: true });
    expect(access.invitedFirstName).toBeUndefined();
    const after = (await db.user.get({ userId }).go()).data!;
    expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
    expect(await check(token)).toEqual({ status: 'ACCEPTED', message: ACCOUNT_MSG.invitationAccepted });
    expect(await accept({ invitation: token, password: 'Erin#Own57Password' })).toEqual({
      status: 'ACCEPTED',
      message: ACCOUNT_MSG.invitationAccepted,
    });
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go()).data.map((r) => r.logMsg);
    expect(audit).toContain('Invitation to Signup Org accepted by signing in with the existing account.');
  });

  it("asks for the account's 2-step code after its password, and accepts only with it", async () => {
    const { userId, token } = await existingInvited({ code: '864200' });
    expect(await accept({ invitation: token, password: 'Erin#Own57Password' })).toEqual({
      status: 'MFA_REQUIRED',
      message: 'Code Sent: One-time verification code sent to your registered Email Address',
      mfaType: 'EMAIL',
    });
    expect(await accept({ invitation: token, password: 'Erin#Own57Password', otpCode: '111111' })).toEqual({
      status: 'CODE_INCORRECT',
      message: ACCOUNT_MSG.codeInvalid,
    });
    expect((await db.userOrgAccess.get({ organisationId: org, userId }).go()).data?.status).toBe('INVITED');
    expect(await accept({ invitation: token, password: 'Erin#Own57Password', otpCode: '864200' })).toMatchObject({ status: 'SUCCESS' });
    expect((await db.userOrgAccess.get({ organisationId: org, userId }).go()).data?.status).toBe('ACTIVE');
    expect(pool.callsOf('revokeRefreshToken')).toContainEqual([`refresh-sub-${userId}`]);
  });
});
