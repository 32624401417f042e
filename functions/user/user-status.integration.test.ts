import { beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { recordingAdminIdentity } from './testing/recording-admin-identity.ts';
import { handler } from './index.ts';

const { db } = testDb();
const identity = recordingAdminIdentity();
setDeps({ ...getDeps(), identity });

type Caller = SignedIn;
const post = (who: Caller, path: string, params: Record<string, string>, body?: unknown) =>
  invoke(handler, { method: 'POST', path, params, body, sub: who.sub, sessionId: who.sessionId });
const deactivate = (who: Caller, organisationId: string, userId: string, reason: unknown = 'Left the panel') =>
  post(who, '/api/user/deactivateAssessor/{organisationId}/{userId}', { organisationId, userId }, { reason });
const activate = (who: Caller, organisationId: string, userId: string, reason = 'Back on the panel') =>
  post(who, '/api/user/activateAssessor/{organisationId}/{userId}', { organisationId, userId }, { reason });
const archive = (who: Caller, organisationId: string, userId: string) =>
  post(who, '/api/user/archive/{organisationId}/{userId}', { organisationId, userId });
const extendPurge = (who: Caller, organisationId: string, userId: string, date: string) =>
  post(who, '/api/user/extendPurgeDate/{organisationId}/{userId}/{date}', { organisationId, userId, date });
const profile = (who: Caller) => invoke(handler, { method: 'GET', path: '/api/user/getCurrentUserProfile', sub: who.sub, sessionId: who.sessionId });
const accessOf = async (organisationId: string, userId: string) => (await db.userOrgAccess.get({ organisationId, userId }).go()).data!;
const usernameOf = async (userId: string) => (await db.user.get({ userId }).go()).data!.username;
const auditOf = async (userId: string) => (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go()).data.map((r) => r.logMsg);
const now = () => new Date().toISOString();

const world = await givenTwoOrganisations(db, { names: ['Status Org A', 'Status Org B'], firstNames: { a: { admin: 'Alice' } } });
const {
  a: { organisationId: orgA, admin: adminA },
  b: { organisationId: orgB, admin: adminB },
  gridAdmin: grid,
} = world;
/** A new signed-in member of A, named by their type in lower case as the answers below read them ('assessor Tester'). */
const memberOfA = async (type: 'ASSESSOR' | 'INVIGILATOR' | 'CANDIDATE') =>
  world.signedIn(await world.member(orgA, type, {}, { firstName: type.toLowerCase() }));
beforeEach(() => identity.reset());

describe('deactivate and activate', () => {
  it('deactivates an assessor: the next call answers 409, the reason is audited, the identity is signed out', async () => {
    const assessor = await memberOfA('ASSESSOR');
    expect((await profile(assessor)).statusCode).toBe(200);
    const answer = await deactivate(adminA, orgA, assessor.userId, 'Left the panel');
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'assessor Tester deactivated.' });
    expect(await accessOf(orgA, assessor.userId)).toMatchObject({ active: false, status: 'INACTIVE', statusReason: 'Deactivated' });
    const after = await profile(assessor);
    expect(after.statusCode).toBe(409);
    expect(parseBody(after).message).toBe("your current access has been modified and you'll be logged out now, please login again");
    expect(await auditOf(assessor.userId)).toEqual(expect.arrayContaining(['Access to Status Org A deactivated. Reason: Left the panel']));
    expect(identity.calls).toEqual([{ op: 'signOutEverywhere', username: await usernameOf(assessor.userId), args: [] }]);
    expect((await deactivate(adminA, orgA, assessor.userId)).statusCode).toBe(422);
  });

  it('signs the person out at the identity provider even when another organisation access stays active (that access stays)', async () => {
    const assessor = await memberOfA('INVIGILATOR');
    await world.grantAccess(assessor, orgB);
    expect((await deactivate(adminA, orgA, assessor.userId)).statusCode).toBe(200);
    expect(identity.calls).toEqual([{ op: 'signOutEverywhere', username: await usernameOf(assessor.userId), args: [] }]);
    expect((await accessOf(orgB, assessor.userId)).active).toBe(true);
  });

  it('needs a reason of at most 200 characters without markup', async () => {
    const assessor = await memberOfA('ASSESSOR');
    const empty = await deactivate(adminA, orgA, assessor.userId, '  ');
    expect(empty.statusCode).toBe(400);
    expect(parseBody(empty).errors).toEqual({ reason: 'You must enter a value' });
    const long = await deactivate(adminA, orgA, assessor.userId, 'x'.repeat(201));
    expect(parseBody(long).errors).toEqual({ reason: 'Value length entered exceeds max. allowed length of 200' });
    expect((await deactivate(adminA, orgA, assessor.userId, '<b>gone</b>')).statusCode).toBe(406);
    expect((await accessOf(orgA, assessor.userId)).active).toBe(true);
  });

  it('refuses other organisations, non-staff users, grid admins and oneself', async () => {
    const assessor = await memberOfA('ASSESSOR');
    const candidate = await memberOfA('CANDIDATE');
    expect((await deactivate(adminB, orgA, assessor.userId)).statusCode).toBe(403);
    expect((await deactivate(adminB, orgB, assessor.userId)).statusCode).toBe(404);
    expect((await deactivate(adminA, orgA, candidate.userId)).statusCode).toBe(422);
    expect((await deactivate(adminA, orgA, grid.userId)).statusCode).toBe(404);
    const otherGrid = await world.person('GRID_ADMIN');
    expect((await deactivate(grid, orgA, otherGrid.userId)).statusCode).toBe(422);
    expect((await deactivate(adminA, orgA, adminA.userId)).statusCode).toBe(422);
    expect((await accessOf(orgA, assessor.userId)).active).toBe(true);
  });

  it('activates a deactivated access, re-enabling the identity, and only then', async () => {
    const assessor = await memberOfA('ASSESSOR');
    expect((await activate(adminA, orgA, assessor.userId)).statusCode).toBe(422);
    await deactivate(adminA, orgA, assessor.userId);
    identity.reset();
    const answer = await activate(adminA, orgA, assessor.userId, 'Rejoined');
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'assessor Tester activated.' });
    const access = await accessOf(orgA, assessor.userId);
    expect(access).toMatchObject({ active: true, status: 'ACTIVE' });
    expect(access.statusReason).toBeUndefined();
    const username = await usernameOf(assessor.userId);
    expect(identity.calls).toEqual([
      { op: 'signOutEverywhere', username, args: [] },
      { op: 'enableUser', username, args: [] },
    ]);
    expect(await auditOf(assessor.userId)).toEqual(expect.arrayContaining(['Access to Status Org A activated. Reason: Rejoined']));
    // A new sign-in after the revocation: its token is issued after the person's tokensValidAfter.
    const sessionId = await world.signIn(assessor, orgA);
    const signedInAgain = { iat: String(Math.floor(Date.now() / 1000) + 2) };
    expect(
      (await invoke(handler, { method: 'GET', path: '/api/user/getCurrentUserProfile', sub: assessor.sub, sessionId, claims: signedInAgain }))
        .statusCode,
    ).toBe(200);
  });
});

describe('archive', () => {
  it("an organisation admin archives only their organisation's access; the last one archives the user and disables the identity", async () => {
    const user = await memberOfA('ASSESSOR');
    await world.grantAccess(user, orgB);
    const answer = await archive(adminA, orgA, user.userId);
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'User record archived.' });
    expect(await accessOf(orgA, user.userId)).toMatchObject({ archived: true, active: false, status: 'ARCHIVED' });
    expect(await accessOf(orgB, user.userId)).toMatchObject({ archived: false, active: true, status: 'ACTIVE' });
    expect((await db.user.get({ userId: user.userId }).go()).data!.status).toBe('ACTIVE');
    expect(identity.calls).toEqual([{ op: 'signOutEverywhere', username: await usernameOf(user.userId), args: [] }]);
    expect((await profile(user)).statusCode).toBe(409);
    expect(await auditOf(user.userId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Access to .* archived; the user keeps 1 other organisation access/)]),
    );
    expect((await archive(adminA, orgA, user.userId)).statusCode).toBe(422);

    expect((await archive(adminB, orgB, user.userId)).statusCode).toBe(200);
    expect((await db.user.get({ userId: user.userId }).go()).data!.status).toBe('ARCHIVED');
    const username = await usernameOf(user.userId);
    expect(identity.calls).toEqual([
      { op: 'signOutEverywhere', username, args: [] },
      { op: 'signOutEverywhere', username, args: [] },
      { op: 'disableUser', username, args: [] },
    ]);
    expect((await activate(adminB, orgB, user.userId)).statusCode).toBe(422);
  });

  it('a grid admin archives the user and every access at once', async () => {
    const user = await memberOfA('ASSESSOR');
    await world.grantAccess(user, orgB);
    expect((await archive(grid, orgA, user.userId)).statusCode).toBe(200);
    expect((await db.user.get({ userId: user.userId }).go()).data!.status).toBe('ARCHIVED');
    for (const org of [orgA, orgB]) expect(await accessOf(org, user.userId)).toMatchObject({ archived: true, active: false, status: 'ARCHIVED' });
    expect(await auditOf(user.userId)).toEqual(expect.arrayContaining(['User archived (2 organisation accesses).']));
  });

  it('expires the pending invitation of an invited user, who has no identity yet', async () => {
    const userId = ulid();
    await db.user
      .create({
        userId,
        username: `${userId.toLowerCase()}@example.test`,
        firstName: 'Ivy',
        lastName: 'Invited',
        type: 'CANDIDATE',
        status: 'INVITED',
        createdAt: now(),
        updatedAt: now(),
      })
      .go();
    await db.userOrgAccess
      .create({ organisationId: orgA, userId, userType: 'CANDIDATE', active: false, status: 'INVITED', createdAt: now(), updatedAt: now() })
      .go();
    const tokenHash = ulid();
    const expires = new Date(Date.now() + 86_400_000);
    await db.invitation
      .create({
        tokenHash,
        organisationId: orgA,
        invitedUserId: userId,
        expiresOn: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
        createdAt: now(),
        updatedAt: now(),
      })
      .go();
    expect((await archive(adminA, orgA, userId)).statusCode).toBe(200);
    expect((await db.invitation.get({ tokenHash }).go()).data!.status).toBe('EXPIRED');
    expect(identity.calls).toEqual([]);
  });

  it('refuses grid admins, other organisations and non-admins', async () => {
    const user = await memberOfA('CANDIDATE');
    expect((await archive(adminA, orgA, grid.userId)).statusCode).toBe(404);
    const otherGrid = await world.person('GRID_ADMIN');
    expect(parseBody(await archive(grid, orgA, otherGrid.userId))).toMatchObject({
      status: 'NOT_ALLOWED',
      message: 'Action not allowed at this stage, please contact support',
    });
    expect((await archive(adminB, orgA, user.userId)).statusCode).toBe(403);
    expect((await archive(user, orgA, adminA.userId)).statusCode).toBe(403);
    expect((await db.user.get({ userId: user.userId }).go()).data!.status).toBe('ACTIVE');
    expect((await archive(grid, orgA, user.userId)).statusCode).toBe(200);
  });
});

describe('the identity provider after the table', () => {
  it('undoes an activation whose account cannot be enabled, and an archive whose account cannot be disabled', async () => {
    const assessor = await memberOfA('ASSESSOR');
    await deactivate(adminA, orgA, assessor.userId);
    identity.failNext('enableUser');
    expect((await activate(adminA, orgA, assessor.userId, 'Rejoined')).statusCode).toBe(500);
    expect(await accessOf(orgA, assessor.userId)).toMatchObject({ active: false, status: 'INACTIVE', statusReason: 'Deactivated' });
    expect((await auditOf(assessor.userId)).slice(-1)).toEqual([
      'Activation of the access to Status Org A undone: the sign-in account could not be enabled.',
    ]);
    expect((await activate(adminA, orgA, assessor.userId, 'Rejoined')).statusCode).toBe(200);

    const user = await memberOfA('CANDIDATE');
    const tokenHash = ulid();
    const expires = new Date(Date.now() + 86_400_000);
    await world.grantAccess(user, orgB, { status: 'INVITED' });
    await db.invitation
      .create({
        tokenHash,
        organisationId: orgB,
        invitedUserId: user.userId,
        expiresOn: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
        createdAt: now(),
        updatedAt: now(),
      })
      .go();
    identity.failNext('disableUser');
    expect((await archive(grid, orgA, user.userId)).statusCode).toBe(500);
    expect((await db.user.get({ userId: user.userId }).go()).data!.status).toBe('ACTIVE');
    expect(await accessOf(orgA, user.userId)).toMatchObject({ archived: false, active: true, status: 'ACTIVE' });
    expect(await accessOf(orgB, user.userId)).toMatchObject({ archived: false, active: false, status: 'INVITED' });
    expect((await db.invitation.get({ tokenHash }).go()).data!.status).toBe('PENDING');
    expect(await auditOf(user.userId)).toContain('Archive undone: the sign-in account could not be disabled.');
  });
});

describe('extendPurgeDate', () => {
  it('moves the purge date of a user ready to purge, to a later day only', async () => {
    const user = await memberOfA('CANDIDATE');
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await extendPurge(adminA, orgA, user.userId, future)).statusCode).toBe(422);
    await db.userOrgAccess.patch({ organisationId: orgA, userId: user.userId }).set({ readyToPurge: true, purgeDate: '2020-01-01' }).go();
    const past = await extendPurge(adminA, orgA, user.userId, '2020-02-01');
    expect(past.statusCode).toBe(400);
    expect((await extendPurge(adminA, orgA, user.userId, '2030-02-30')).statusCode).toBe(400);
    expect((await extendPurge(adminB, orgA, user.userId, future)).statusCode).toBe(403);
    const ok = await extendPurge(adminA, orgA, user.userId, future);
    expect(parseBody(ok)).toEqual({ status: 'SUCCESS', message: future });
    expect((await accessOf(orgA, user.userId)).purgeDate).toBe(future);
    expect(await auditOf(user.userId)).toEqual(expect.arrayContaining([`Purge date changed: 2020-01-01 → ${future}`]));
  });
});
