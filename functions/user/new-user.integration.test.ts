import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { hashToken } from '@scheduler/core/token-hash';
import { addCalendarDays, formatApiDate, formatInvitationExpiry, SERVER_TIME_ZONE, zonedDayBoundsUtc } from '@scheduler/core/time/index';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { handler as signupHandler } from '../signup/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const { mailer } = givenRecordingDeps();

type Caller = SignedIn;
const createUser = (who: Caller, body: object) => invoke(handler, { method: 'POST', path: '/api/user/create', body, ...who });
const extend = (who: Caller, organisationId: string, userId: string, date: string) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/user/extendExpiryDate/{organisationId}/{userId}/{date}',
    params: { organisationId, userId, date },
    ...who,
  });
const check = (invitation: string) =>
  invoke(signupHandler, { method: 'GET', path: '/api/signup/check/{invitation}', params: { invitation } }).then(parseBody);
const tokenIn = (text: string) => /signup\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const email = () => `${ulid().toLowerCase()}@new-user.test`;
const person = (organisationId: string, extra: object = {}) => ({
  userType: 'ASSESSOR',
  firstName: 'Ada',
  lastName: 'Assessor',
  email: email(),
  encryptedOrganisationId: organisationId,
  ...extra,
});
const today = () => formatApiDate(new Date(), SERVER_TIME_ZONE);
/** The answer names nobody: the invited person is found by the e-mail. */
const idOf = async (email: string) => (await db.user.query.byUsername({ username: email.toLowerCase() }).go()).data[0]!.userId;
const days = (ms: number) => ms / 86_400_000;

const world = await givenTwoOrganisations(db, {
  names: ['Alpha Org', 'Beta Org'],
  firstNames: { a: { admin: 'Alice' }, b: { admin: 'Bob' }, gridAdmin: 'Grace' },
});
const {
  a: { organisationId: orgA, admin: adminA },
  b: { organisationId: orgB, admin: adminB },
  gridAdmin: grid,
} = world;

describe('user/create', () => {
  it('creates an invited user with an inactive access and an invitation, audits it and e-mails the invitation', async () => {
    const departmentId = ulid();
    const now = new Date().toISOString();
    await db.department
      .create({ organisationId: orgA, departmentId, name: 'Recruitment', description: 'd', active: true, createdAt: now, updatedAt: now })
      .go();
    const body = person(orgA, { assessorAdmin: true, internalProjectAccess: true, companyName: 'Acme Pty', encryptedDepartmentId: departmentId });
    const answer = await createUser(adminA, body);
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.userInvited });
    const userId = await idOf(body.email);

    expect((await db.user.get({ userId }).go()).data).toMatchObject({
      username: body.email,
      firstName: 'Ada',
      lastName: 'Assessor',
      type: 'ASSESSOR',
      status: 'INVITED',
      companyName: 'Acme Pty',
    });
    const access = (await db.userOrgAccess.get({ organisationId: orgA, userId }).go()).data!;
    expect(access).toMatchObject({
      userType: 'ASSESSOR',
      status: 'INVITED',
      active: false,
      assessorAdmin: true,
      internalProjectAccess: true,
      orgUserInvigilator: false,
      departmentId,
      invitedFirstName: 'Ada',
      invitedLastName: 'Assessor',
    });
    expect((await db.usernameGuard.get({ username: body.email }).go()).data).toMatchObject({ userId });
    expect(days(Date.parse(access.invitationExpiry!) - Date.now())).toBeCloseTo(7, 1);
    const invitations = (await db.invitation.query.byUser({ organisationId: orgA, invitedUserId: userId }).go()).data;
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ status: 'PENDING', expiresOn: access.invitationExpiry, invitedBy: adminA.sub.replace('sub-', '') });

    const mail = mailer.lastTo(body.email)!;
    expect(mail.subject).toBe('Invitation to join Alpha Org on The Scheduler');
    expect(mail.text).toContain('Alice Tester has invited you to join Alpha Org on The Scheduler as Assessor Admin.');
    expect(mail.text).toContain(formatInvitationExpiry(new Date(access.invitationExpiry!)));
    expect(hashToken(tokenIn(mail.text))).toBe(invitations[0].tokenHash);

    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go()).data;
    expect(audit.map((r) => r.logMsg)).toEqual([
      expect.stringMatching(/^User Ada Assessor \(.+\) invited as Assessor Admin to Alpha Org; invitation sent, expiring /),
    ]);
    expect(audit[0]).toMatchObject({ organisationId: orgA, logBy: 'Alice Tester' });
  });

  it("takes the organisation's invitation expiry days, and never gives an invigilator the assessor flags", async () => {
    const org = (await world.organisation('Short Org')).organisationId;
    await db.organisation
      .patch({ organisationId: org })
      .set({ config: { invitationExpiry: 3 } })
      .go();
    const body = person(org, { userType: 'INVIGILATOR', assessorAdmin: true, internalProjectAccess: true, isOrgUserInvigilator: true });
    expect(parseBody(await createUser(grid, body)).status).toBe('SUCCESS');
    const access = (await db.userOrgAccess.get({ organisationId: org, userId: await idOf(body.email) }).go()).data!;
    expect(access).toMatchObject({ userType: 'INVIGILATOR', assessorAdmin: false, internalProjectAccess: false, orgUserInvigilator: true });
    expect(days(Date.parse(access.invitationExpiry!) - Date.now())).toBeCloseTo(3, 1);
    expect(mailer.lastTo(body.email)!.text).toContain('as Invigilator.');
  });

  it('refuses other organisations, non-admins, taken e-mails, archived profiles and unknown departments', async () => {
    expect((await createUser(adminB, person(orgA))).statusCode).toBe(403);
    const assessor = await world.signedIn(await world.member(orgA, 'ASSESSOR'));
    expect((await createUser(assessor, person(orgA))).statusCode).toBe(403);

    const body = person(orgA);
    expect((await createUser(adminA, body)).statusCode).toBe(200);
    const again = await createUser(adminA, { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(parseBody(again)).toMatchObject({ status: 'ERROR', message: ACCOUNT_MSG.alreadyHasAccess });

    // An archived person and a grid admin are invited like anyone (the answer says nothing of the e-mail); their
    // invitations open nothing: a grid admin never joins an organisation, an archived account cannot sign in.
    const archivedId = ulid();
    const archivedEmail = email();
    const now = new Date().toISOString();
    await db.user
      .create({
        userId: archivedId,
        username: archivedEmail,
        firstName: 'Old',
        lastName: 'User',
        type: 'ASSESSOR',
        status: 'ARCHIVED',
        identitySub: `sub-${archivedId}`,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const gridUser = (await db.user.get({ userId: grid.sub.replace('sub-', '') }).go()).data!;
    for (const taken of [archivedEmail, gridUser.username]) {
      const answer = await createUser(adminA, person(orgA, { email: taken }));
      expect(answer.statusCode).toBe(200);
      expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.userInvited });
      expect(await check(tokenIn(mailer.lastTo(taken)!.text))).toEqual({ status: 'ERROR', message: ACCOUNT_MSG.invitationInvalid });
    }
    expect((await db.user.get({ userId: archivedId }).go()).data).toMatchObject({ status: 'ARCHIVED', firstName: 'Old' });
    expect((await db.user.get({ userId: gridUser.userId }).go()).data).toMatchObject({ type: 'GRID_ADMIN', firstName: gridUser.firstName });

    const noDepartment = await createUser(adminA, person(orgA, { encryptedDepartmentId: ulid() }));
    expect(noDepartment.statusCode).toBe(400);
    expect(parseBody(noDepartment).errors).toEqual({ encryptedDepartmentId: 'Department not found in this Organisation' });
    const invalid = await createUser(adminA, person(orgA, { email: 'not-an-email', firstName: ' ' }));
    expect(invalid.statusCode).toBe(400);
    expect(parseBody(invalid).errors).toMatchObject({ email: 'Email entered is not valid', firstName: 'This is a required field' });
  });

  it('invites a person of another organisation with the same answer as a new e-mail; the person keeps their account and is told to sign in', async () => {
    const existing = await world.signedIn(await world.member(orgB, 'ASSESSOR', {}, { firstName: 'assessor' }));
    const userId = existing.sub.replace('sub-', '');
    await db.user.patch({ userId }).set({ mobileNo: '+61400111222', mfaType: 'EMAIL' }).go();
    const before = (await db.user.get({ userId }).go()).data!;
    const org = (await world.organisation('Gamma Org')).organisationId;
    await db.organisation
      .patch({ organisationId: org })
      .set({ config: { msgExistingAssessorAccess: 'Your Gamma projects appear once you accept.' } })
      .go();
    const gammaAdmin = await world.signedIn(await world.member(org, 'ORG_ADMIN'));

    const fresh = await createUser(gammaAdmin, person(org, { firstName: 'Someone', lastName: 'New' }));
    const answer = await createUser(gammaAdmin, person(org, { email: before.username.toUpperCase(), firstName: 'Someone', lastName: 'Else' }));
    expect(answer.statusCode).toBe(fresh.statusCode);
    expect(parseBody(answer)).toEqual(parseBody(fresh));
    expect(answer.body).not.toContain(userId);

    expect((await db.user.get({ userId }).go()).data).toEqual(before);
    expect((await db.userOrgAccess.get({ organisationId: org, userId }).go()).data).toMatchObject({
      status: 'INVITED',
      active: false,
      invitedFirstName: 'Someone',
      invitedLastName: 'Else',
    });
    expect((await db.userOrgAccess.get({ organisationId: orgB, userId }).go()).data).toMatchObject({ status: 'ACTIVE', active: true });
    const mail = mailer.lastTo(before.username)!;
    expect(mail.text).toContain('Hello assessor,');
    expect(mail.text).toContain(
      'You already have an account with this email address: open the link below and sign in with your current password to accept.',
    );
    expect(mail.text).toContain('Your Gamma projects appear once you accept.');

    // Gamma sees its invitation, not the account: the names it typed, no mobile, no 2-step method, no rights over it.
    const seen = parseBody(await invoke(handler, { method: 'GET', path: '/api/user/get/{id}', params: { id: userId }, ...gammaAdmin }));
    expect(seen).toMatchObject({
      firstName: 'Someone',
      lastName: 'Else',
      username: before.username,
      status: 'INVITED',
      mfaType: null,
      identityEditable: false,
    });
    expect(seen.mobileNo).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('Tester');
  });

  it('gives one person for simultaneous creates of one e-mail: the username guard is written with the person', async () => {
    const orgC = (await world.organisation('Gamma Race Org')).organisationId;
    const address = email();
    const across = await Promise.all([
      createUser(adminA, person(orgA, { email: address })),
      createUser(adminB, person(orgB, { email: address })),
      createUser(grid, person(orgC, { email: address })),
    ]);
    expect(across.map((a) => [a.statusCode, parseBody(a).status])).toEqual([
      [200, 'SUCCESS'],
      [200, 'SUCCESS'],
      [200, 'SUCCESS'],
    ]);
    const people = (await db.user.query.byUsername({ username: address }).go()).data;
    expect(people).toHaveLength(1);
    expect((await db.usernameGuard.get({ username: address }).go()).data?.userId).toBe(people[0]!.userId);
    const accesses = (await db.userOrgAccess.query.byUser({ userId: people[0]!.userId }).go()).data;
    expect(accesses.map((a) => a.organisationId).sort()).toEqual([orgA, orgB, orgC].sort());

    const again = email();
    const within = await Promise.all([1, 2, 3].map(() => createUser(adminA, person(orgA, { email: again }))));
    expect(within.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    expect((await db.user.query.byUsername({ username: again }).go()).data).toHaveLength(1);
  });

  it('keeps the user when the invitation e-mail fails, and says it can be resent with Extend Invite Expiry', async () => {
    mailer.failNext();
    const body = person(orgA);
    const answer = await createUser(adminA, body);
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.userCreatedNoMail });
    const userId = await idOf(body.email);
    expect(mailer.lastTo(body.email)).toBeUndefined();
    expect((await db.user.get({ userId }).go()).data?.status).toBe('INVITED');
    expect((await extend(adminA, orgA, userId, today())).statusCode).toBe(200);
    expect(tokenIn(mailer.lastTo(body.email)!.text)).not.toBe('');
  });
});

describe('user/extendExpiryDate', () => {
  it('issues a fresh invitation expiring at the end of the chosen day, expires the older one and e-mails it again', async () => {
    const body = person(orgA);
    await createUser(adminA, body);
    const userId = await idOf(body.email);
    const oldToken = tokenIn(mailer.lastTo(body.email)!.text);
    const date = addCalendarDays(today(), 10);
    const answer = await extend(adminA, orgA, userId, date);
    expect(answer.statusCode).toBe(200);
    const expiresOn = new Date(zonedDayBoundsUtc(date, SERVER_TIME_ZONE).end.getTime() - 1000);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: formatInvitationExpiry(expiresOn) });
    expect(parseBody(answer).message).toMatch(/, 11:59 PM$/);

    const newToken = tokenIn(mailer.lastTo(body.email)!.text);
    expect(newToken).not.toBe(oldToken);
    expect(await check(oldToken)).toMatchObject({ status: 'EXPIRED' });
    expect(await check(newToken)).toMatchObject({ status: 'SUCCESS', username: body.email });
    expect((await db.invitation.get({ tokenHash: hashToken(newToken) }).go()).data?.expiresOn).toBe(expiresOn.toISOString());
    expect((await db.userOrgAccess.get({ organisationId: orgA, userId }).go()).data?.invitationExpiry).toBe(expiresOn.toISOString());
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go({ order: 'desc' })).data;
    expect(audit[0].logMsg).toBe(`Invitation Expiry Date Extended to ${formatInvitationExpiry(expiresOn)}; invitation sent again.`);
  });

  it('refuses a past date, a missing access record, a user with no current invitation and other organisations', async () => {
    const body = person(orgA);
    await createUser(adminA, body);
    const userId = await idOf(body.email);
    const past = await extend(adminA, orgA, userId, addCalendarDays(today(), -1));
    expect(past.statusCode).toBe(422);
    expect(parseBody(past).message).toBe(ACCOUNT_MSG.extendDatePast);
    expect((await extend(adminA, orgA, userId, '2027-02-30')).statusCode).toBe(400);

    const noAccess = await extend(adminA, orgA, ulid(), today());
    expect(noAccess.statusCode).toBe(422);
    expect(parseBody(noAccess).message).toBe('Error encountered in getting Organisation Access Record');

    const active = await world.signedIn(await world.member(orgA, 'ASSESSOR'));
    const noExpiry = await extend(adminA, orgA, active.sub.replace('sub-', ''), today());
    expect(noExpiry.statusCode).toBe(422);
    expect(parseBody(noExpiry).message).toBe('Error Current Invitation Expiry Date not found');

    expect((await extend(adminB, orgA, userId, today())).statusCode).toBe(403);
    expect((await extend(adminB, orgB, userId, today())).statusCode).toBe(422);
  });
});
