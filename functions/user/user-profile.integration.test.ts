import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { PROOF_MESSAGES } from '@scheduler/contracts/schemas/current-proof';
import { hashToken } from '@scheduler/core/token-hash';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { recordingAdminIdentity } from './testing/recording-admin-identity.ts';
import { handler } from './index.ts';

const { db } = testDb();
const identity = recordingAdminIdentity();
const FEED_SECRET = 'feed-secret-for-tests-0123456789abcdef';
setDeps({ ...getDeps(), identity, secrets: async (name) => (name === 'FEED_TOKEN' ? FEED_SECRET : undefined) });

type Caller = SignedIn;
const call = (
  who: Caller,
  method: 'GET' | 'POST',
  path: string,
  opts: { params?: Record<string, string>; body?: unknown; query?: Record<string, string> } = {},
) => invoke(handler, { method, path, ...opts, sub: who.sub, sessionId: who.sessionId });
const getUser = (who: Caller, id: string) => call(who, 'GET', '/api/user/get/{id}', { params: { id } });
const update = (who: Caller, body: object) => call(who, 'POST', '/api/user/update', { body });
const resetMfa = (who: Caller, userId: string, body?: object) => call(who, 'POST', '/api/user/resetMfa/{userId}', { params: { userId }, body });
const opsOf = (op: string) => identity.calls.filter((c) => c.op === op);
const feedToken = (who: Caller, renew?: 'Y') => call(who, 'GET', '/api/user/getCalFeedToken', renew ? { query: { renew } } : {});
const profile = (who: Caller) => call(who, 'GET', '/api/user/getCurrentUserProfile');
const auditOf = async (userId: string) => (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go({ order: 'desc' })).data;
const userOf = async (userId: string) => (await db.user.get({ userId }).go()).data!;
const now = () => new Date().toISOString();
const STRONG = 'Tr0ub4dor&Horse!Kite';
const CURRENT = 'Current#Lantern48Quay';

const world = await givenTwoOrganisations(db, {
  names: ['Profile Org A', 'Profile Org NZ'],
  firstNames: { a: { admin: 'Alice', assessor: 'Arjun', candidate: 'Chloe' } },
});
const {
  a: { organisationId: orgA, admin: adminA, assessor: assessorA, candidate: candidateA },
  b: { organisationId: orgNz, admin: adminNz },
  gridAdmin: grid,
} = world;

beforeAll(async () => {
  await db.organisation.patch({ organisationId: orgNz }).set({ countryCode: 'NZ' }).go();
  await db.configLabel
    .create({ organisationId: orgA, codeGroup: 'ASSESSOR', labelId: ulid(), code: 'ASSESSOR', display: 'Coach', createdAt: now(), updatedAt: now() })
    .go();
  await db.user.patch({ userId: assessorA.userId }).set({ timezoneId: 'Australia/Perth', mfaType: 'EMAIL', companyName: 'Acme' }).go();
  // The assessor also works for the NZ organisation.
  await world.grantAccess(assessorA, orgNz);
});
beforeEach(() => identity.reset());

describe('user/get', () => {
  it('answers the user with the current organisation entry, labels applied', async () => {
    const answer = await getUser(adminA, assessorA.userId);
    expect(answer.statusCode).toBe(200);
    const u = parseBody(answer);
    expect(u).toMatchObject({
      encryptedId: assessorA.userId,
      firstName: 'Arjun',
      fullName: 'Arjun Tester',
      type: 'ASSESSOR',
      typeDisplay: 'Coach',
      status: 'ACTIVE',
      active: true,
      archived: false,
      mfaType: 'EMAIL',
      mfaTypeDisplay: 'Email Address',
      encryptedTimezoneId: 'Australia/Perth',
      timezoneCode: 'Per',
      companyName: 'Acme',
      organisationName: 'Profile Org A',
    });
    expect(u.createdDateDisplay).toMatch(/^\w+day, \d{2} \w+ \d{4} \d{2}:\d{2} [ap]m$/i);
    expect(u.userOrgAccessList).toHaveLength(1);
    expect(u.userOrgAccessList[0]).toMatchObject({
      encryptedOrgId: orgA,
      organisationName: 'Profile Org A',
      active: true,
      archived: false,
      assessorAccessibleCount: 0,
      assessorAdminsCount: 0,
    });
  });

  it('gives the grid admin one entry per organisation', async () => {
    const u = parseBody(await getUser(grid, assessorA.userId));
    expect(u.userOrgAccessList.map((e: { organisationName: string }) => e.organisationName).sort()).toEqual(['Profile Org A', 'Profile Org NZ']);
  });

  it('hides users of other organisations and refuses non-admins', async () => {
    expect((await getUser(adminNz, candidateA.userId)).statusCode).toBe(404);
    expect((await getUser(candidateA, adminA.userId)).statusCode).toBe(403);
  });
});

describe('user/update', () => {
  it('saves the own profile, tells the identity provider and audits the changed fields', async () => {
    const answer = await update(assessorA, {
      encryptedId: assessorA.userId,
      firstName: 'Arjuna',
      lastName: 'Tester',
      mobileNo: '+61412345678',
      encryptedTimezoneId: 'Australia/Sydney',
      companyName: 'Acme Pty',
    });
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer).status).toBe('SUCCESS');
    expect(await userOf(assessorA.userId)).toMatchObject({
      firstName: 'Arjuna',
      mobileNo: '+61412345678',
      timezoneId: 'Australia/Sydney',
      companyName: 'Acme Pty',
    });
    const username = (await userOf(assessorA.userId)).username;
    expect(identity.calls).toEqual([{ op: 'updateAttributes', username, args: [{ firstName: 'Arjuna', phoneNumber: '+61412345678' }] }]);
    const [row] = await auditOf(assessorA.userId);
    expect(row!.logMsg).toBe(
      "Profile updated. First Name: 'Arjun' → 'Arjuna'; Mobile: (empty) → '+61412345678'; Timezone: 'Australia/Perth' → 'Australia/Sydney'; Company: 'Acme' → 'Acme Pty'",
    );
    expect(row!.logBy).toBe('Arjun Tester');
  });

  it('requires a time zone of assessors and checks names', async () => {
    const noZone = await update(assessorA, { encryptedId: assessorA.userId, firstName: 'Arjuna', lastName: 'Tester', encryptedTimezoneId: '' });
    expect(noZone.statusCode).toBe(400);
    expect(parseBody(noZone).errors).toEqual({ encryptedTimezoneId: 'This is a required field' });
    expect(
      (await update(assessorA, { encryptedId: assessorA.userId, firstName: 'Arjuna', lastName: 'Tester', encryptedTimezoneId: 'Europe/London' }))
        .statusCode,
    ).toBe(400);
    const zoneless = await world.signedIn(await world.member(orgA, 'INVIGILATOR'));
    expect(parseBody(await update(zoneless, { encryptedId: zoneless.userId, firstName: 'Ina', lastName: 'Tester' })).errors).toEqual({
      encryptedTimezoneId: 'This is a required field',
    });
    const long = await update(assessorA, {
      encryptedId: assessorA.userId,
      firstName: 'x'.repeat(201),
      lastName: '',
      encryptedTimezoneId: 'Australia/Sydney',
    });
    expect(long.statusCode).toBe(400);
    expect(parseBody(long).errors).toEqual({
      firstName: 'Value length entered exceeds max. allowed length of 200',
      lastName: 'This is a required field',
    });
  });

  it("checks the mobile against the organisation's country", async () => {
    const nzAdminEdit = await update(adminNz, { encryptedId: adminNz.userId, firstName: 'N', lastName: 'Z', mobileNo: '+61412345678' });
    expect(nzAdminEdit.statusCode).toBe(400);
    expect(parseBody(nzAdminEdit).errors).toEqual({ mobileNo: 'Invalid Mobile number format, e.g. +64212345678 or +6429876543' });
    expect((await update(adminNz, { encryptedId: adminNz.userId, firstName: 'N', lastName: 'Z', mobileNo: '+6429876543' })).statusCode).toBe(200);
  });

  it('does not let a user with 2-step by mobile remove the number', async () => {
    const user = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    await db.user.patch({ userId: user.userId }).set({ mfaType: 'MOBILE', mobileNo: '+61411111111' }).go();
    const answer = await update(user, { encryptedId: user.userId, firstName: 'C', lastName: 'D', mobileNo: '' });
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer)).toMatchObject({
      status: 'NOT_ALLOWED',
      message: 'The mobile number is used for 2-Step Authentication and cannot be removed.',
    });
    expect((await userOf(user.userId)).mobileNo).toBe('+61411111111');
    expect((await update(user, { encryptedId: user.userId, firstName: 'C', lastName: 'D', mobileNo: '+61422222222' })).statusCode).toBe(200);
  });

  it('changes the password only when asked, when it passes the password rule, and with the current password', async () => {
    const user = await world.signedIn(await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Petra' }));
    const username = (await userOf(user.userId)).username;
    identity.givenAccount(username, { password: CURRENT, sub: user.sub });
    const base = { encryptedId: user.userId, firstName: 'Petra', lastName: 'Tester' };
    const mismatch = await update(user, { ...base, changePassword: true, password: STRONG, confirmPassword: 'other' });
    expect(parseBody(mismatch).errors).toEqual({ confirmPassword: 'Password & Confirm Password do not match, please check again.' });
    const weak = await update(user, { ...base, changePassword: true, password: 'PetraTester12345!', confirmPassword: 'PetraTester12345!' });
    expect(weak.statusCode).toBe(400);
    expect(parseBody(weak).errors).toEqual({ password: 'Password must not contain consecutive sequences such as abc, 123 or qwer' });
    expect(opsOf('setPassword')).toEqual([]);

    expect((await update(user, { ...base, changePassword: false })).statusCode).toBe(200);
    expect(opsOf('setPassword')).toEqual([]);

    const change = { ...base, changePassword: true, password: STRONG, confirmPassword: STRONG };
    expect(parseBody(await update(user, change))).toEqual({ status: 'PASSWORD_REQUIRED', message: PROOF_MESSAGES.passwordRequired });
    expect(parseBody(await update(user, { ...change, currentPassword: 'not-my-password' }))).toEqual({
      status: 'PASSWORD_INCORRECT',
      message: PROOF_MESSAGES.passwordIncorrect,
    });
    expect(opsOf('setPassword')).toEqual([]);
    expect((await auditOf(user.userId)).map((r) => r.logMsg)).not.toContain('Profile updated. Password changed.');

    const ok = await update(user, { ...change, currentPassword: CURRENT });
    expect(ok.statusCode).toBe(200);
    expect(parseBody(ok)).toEqual({ status: 'SUCCESS', message: 'User profile saved.' });
    expect(opsOf('setPassword')).toEqual([{ op: 'setPassword', username, args: [STRONG, true] }]);
    // The sign-in that proved the current password opens nothing.
    expect(opsOf('revokeRefreshToken')).toEqual([{ op: 'revokeRefreshToken', username: '', args: [`refresh-${user.sub}`] }]);
    expect((await auditOf(user.userId))[0]!.logMsg).toBe('Profile updated. Password changed.');
  });

  it('asks a 2-step account for the current code too, sent after the current password', async () => {
    const user = await world.signedIn(await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Tess' }));
    const username = (await userOf(user.userId)).username;
    await db.user.patch({ userId: user.userId }).set({ mfaType: 'EMAIL' }).go();
    identity.givenAccount(username, { password: CURRENT, sub: user.sub, code: '135790' });
    const change = {
      encryptedId: user.userId,
      firstName: 'Tess',
      lastName: 'Tester',
      changePassword: true,
      password: STRONG,
      confirmPassword: STRONG,
      currentPassword: CURRENT,
    };
    expect(parseBody(await update(user, change))).toEqual({
      status: 'MFA_REQUIRED',
      message: 'Code Sent: One-time verification code sent to your registered Email Address',
      mfaType: 'EMAIL',
    });
    expect(parseBody(await update(user, { ...change, currentCode: '000000' }))).toEqual({
      status: 'MFA_CODE_INCORRECT',
      message: 'Verification Code Invalid',
    });
    expect(opsOf('setPassword')).toEqual([]);
    expect(parseBody(await update(user, { ...change, currentCode: '135790' }))).toEqual({ status: 'SUCCESS', message: 'User profile saved.' });
    expect(opsOf('setPassword')).toHaveLength(1);
  });

  it('asks for the current password before moving 2-step codes to another mobile number, not for other changes', async () => {
    const user = await world.signedIn(await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Mo' }));
    const username = (await userOf(user.userId)).username;
    await db.user.patch({ userId: user.userId }).set({ mfaType: 'MOBILE', mobileNo: '+61411111111' }).go();
    identity.givenAccount(username, { password: CURRENT, sub: user.sub });
    const base = { encryptedId: user.userId, firstName: 'Mo', lastName: 'Tester', mobileNo: '+61411111111' };
    expect(parseBody(await update(user, { ...base, firstName: 'Moe' }))).toEqual({ status: 'SUCCESS', message: 'User profile saved.' });
    expect(parseBody(await update(user, { ...base, firstName: 'Moe', mobileNo: '+61499999999' }))).toMatchObject({ status: 'PASSWORD_REQUIRED' });
    expect((await userOf(user.userId)).mobileNo).toBe('+61411111111');
    expect(opsOf('updateAttributes')).toEqual([{ op: 'updateAttributes', username, args: [{ firstName: 'Moe' }] }]);
    expect(parseBody(await update(user, { ...base, firstName: 'Moe', mobileNo: '+61499999999', currentPassword: CURRENT }))).toMatchObject({
      status: 'SUCCESS',
    });
    expect((await userOf(user.userId)).mobileNo).toBe('+61499999999');
  });

  it('writes the table first and undoes it when the identity provider refuses, so the two never disagree', async () => {
    const user = await world.signedIn(await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Una' }));
    const username = (await userOf(user.userId)).username;
    identity.givenAccount(username, { password: CURRENT, sub: user.sub });
    identity.failNext('updateAttributes');
    const failed = await update(user, { encryptedId: user.userId, firstName: 'Undone', lastName: 'Tester', mobileNo: '+61433333333' });
    expect(failed.statusCode).toBe(500);
    expect(await userOf(user.userId)).toMatchObject({ firstName: 'Una' });
    expect((await userOf(user.userId)).mobileNo).toBeUndefined();
    expect((await auditOf(user.userId)).map((r) => r.logMsg).slice(0, 2)).toEqual([
      'Change undone: the sign-in account could not be updated.',
      "Profile updated. First Name: 'Una' → 'Undone'; Mobile: (empty) → '+61433333333'",
    ]);

    // The password goes last: when the identity provider refuses it, the names it took are put back there too.
    identity.reset();
    identity.failNext('setPassword', Object.assign(new Error('Password does not conform to policy'), { name: 'InvalidPasswordException' }));
    const refused = await update(user, {
      encryptedId: user.userId,
      firstName: 'Renamed',
      lastName: 'Tester',
      changePassword: true,
      password: STRONG,
      confirmPassword: STRONG,
      currentPassword: CURRENT,
    });
    expect(refused.statusCode).toBe(400);
    expect(parseBody(refused).errors).toEqual({ password: 'Password does not conform to policy' });
    expect((await userOf(user.userId)).firstName).toBe('Una');
    expect(opsOf('updateAttributes')).toEqual([
      { op: 'updateAttributes', username, args: [{ firstName: 'Renamed' }] },
      { op: 'updateAttributes', username, args: [{ firstName: 'Una' }] },
    ]);
  });

  it("lets an admin edit a user of their organisation, never another organisation's", async () => {
    const ok = await update(adminA, { encryptedId: candidateA.userId, firstName: 'Chloé', lastName: 'Tester' });
    expect(ok.statusCode).toBe(200);
    expect((await userOf(candidateA.userId)).firstName).toBe('Chloé');
    expect((await auditOf(candidateA.userId))[0]!.logMsg).toBe("User updated. First Name: 'Chloe' → 'Chloé'");

    // The assessor also works for the NZ organisation: who they are is not A's alone to change (issue 7 item 1).
    const before = await userOf(assessorA.userId);
    expect((await update(adminA, { encryptedId: assessorA.userId, firstName: before.firstName, lastName: 'Renamed' })).statusCode).toBe(403);
    expect(await userOf(assessorA.userId)).toEqual(before);
    expect((await update(grid, { encryptedId: assessorA.userId, firstName: before.firstName, lastName: 'Renamed' })).statusCode).toBe(200);
    expect(await userOf(assessorA.userId)).toMatchObject({
      lastName: 'Renamed',
      timezoneId: before.timezoneId,
      mobileNo: before.mobileNo,
      companyName: before.companyName,
    });

    const other = await update(adminNz, { encryptedId: candidateA.userId, firstName: 'Hijack', lastName: 'Tester' });
    expect(other.statusCode).toBe(404);
    expect((await userOf(candidateA.userId)).firstName).toBe('Chloé');
    expect((await update(candidateA, { encryptedId: adminA.userId, firstName: 'X', lastName: 'Y' })).statusCode).toBe(403);
    expect((await update(adminA, { encryptedId: grid.userId, firstName: 'X', lastName: 'Y' })).statusCode).toBe(404);
    expect(
      (
        await update(grid, {
          encryptedId: adminA.userId,
          firstName: 'Alice',
          lastName: 'Tester',
          changePassword: true,
          password: STRONG,
          confirmPassword: STRONG,
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('user/resetMfa', () => {
  it('resets the own method only when one is set, with the current password, the table first', async () => {
    const user = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const username = (await userOf(user.userId)).username;
    identity.givenAccount(username, { password: CURRENT, sub: user.sub });
    const none = await resetMfa(user, user.userId);
    expect(none.statusCode).toBe(422);
    await db.user.patch({ userId: user.userId }).set({ mfaType: 'APP' }).go();
    expect(parseBody(await resetMfa(user, user.userId))).toEqual({ status: 'PASSWORD_REQUIRED', message: PROOF_MESSAGES.passwordRequired });
    expect(parseBody(await resetMfa(user, user.userId, { currentPassword: 'guess' }))).toMatchObject({ status: 'PASSWORD_INCORRECT' });
    expect((await userOf(user.userId)).mfaType).toBe('APP');
    expect(opsOf('resetMfa')).toEqual([]);

    identity.failNext('resetMfa');
    expect((await resetMfa(user, user.userId, { currentPassword: CURRENT })).statusCode).toBe(500);
    expect((await userOf(user.userId)).mfaType).toBe('APP');
    expect((await auditOf(user.userId))[0]!.logMsg).toBe('Change undone: the sign-in account could not be updated.');

    const answer = await resetMfa(user, user.userId, { currentPassword: CURRENT });
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: '2-Step Authentication has been reset.' });
    expect((await userOf(user.userId)).mfaType).toBeUndefined();
    expect(opsOf('resetMfa')).toHaveLength(2);
    expect((await profile(user)).statusCode).toBe(200);
  });

  it("lets an admin reset a user's method, which ends that user's sessions", async () => {
    const user = await world.signedIn(await world.member(orgA, 'ASSESSOR'));
    await db.user.patch({ userId: user.userId }).set({ mfaType: 'MOBILE' }).go();
    expect((await resetMfa(adminNz, user.userId)).statusCode).toBe(404);
    expect((await resetMfa(candidateA, user.userId)).statusCode).toBe(403);
    expect((await resetMfa(adminA, user.userId)).statusCode).toBe(200);
    expect((await userOf(user.userId)).mfaType).toBeUndefined();
    expect((await profile(user)).statusCode).toBe(409);
    expect((await auditOf(user.userId)).map((r) => r.logMsg)).toEqual([
      '1 active session(s) ended: 2-Step Authentication reset by an administrator',
      '2-Step Authentication reset (was MOBILE).',
    ]);
  });
});

describe('user/getCalFeedToken', () => {
  it('shows the same token again, stores only its hash, and renewing revokes it', async () => {
    await db.userOrgAccess.patch({ organisationId: orgA, userId: assessorA.userId }).set({ calendarFeed: true }).go();
    const first = parseBody(await feedToken(assessorA));
    expect(first.status).toBe('SUCCESS');
    const token: string = first.message;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parseBody(await feedToken(assessorA)).message).toBe(token);

    const { data: stored } = await db.calendarFeedToken.get({ tokenHash: hashToken(token) }).go();
    expect(stored).toMatchObject({ userId: assessorA.userId, organisationId: orgA, revoked: false });
    expect(stored!.tokenId).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const renewed: string = parseBody(await feedToken(assessorA, 'Y')).message;
    expect(renewed).not.toBe(token);
    expect((await db.calendarFeedToken.get({ tokenHash: hashToken(token) }).go()).data).toMatchObject({ revoked: true });
    expect((await db.calendarFeedToken.get({ tokenHash: hashToken(renewed) }).go()).data).toMatchObject({ revoked: false });
    expect(parseBody(await feedToken(assessorA)).message).toBe(renewed);
  });

  it('is only for users with the calendar feed role', async () => {
    expect((await feedToken(candidateA)).statusCode).toBe(403);
  });
});
