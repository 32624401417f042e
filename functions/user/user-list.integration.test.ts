import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { UserType } from '@scheduler/contracts/roles';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoAdministrations, type AccessOverrides, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
type Caller = SignedIn;
const post = (who: Caller, path: string, body: object, params?: Record<string, string>) =>
  invoke(handler, { method: 'POST', path, body, params, sub: who.sub, sessionId: who.sessionId });
const list = (who: Caller, search: object, table: object = {}) =>
  post(who, '/api/user/getUserList', { searchData: JSON.stringify(search), pageSize: 50, ...table });
const names = async (who: Caller, search: object, table: object = {}) => {
  const answer = await list(who, search, table);
  expect(answer.statusCode).toBe(200);
  return parseBody(answer).dataset.map((r: { fullName: string }) => r.fullName);
};
const byOrg = (who: Caller, organisationId: string, filter: string) =>
  post(who, '/api/user/getUserListByOrg/{organisationId}/{filter}', { pageSize: 50 }, { organisationId, filter });
const counters = (who: Caller) => invoke(handler, { method: 'GET', path: '/api/user/getUserCounters', sub: who.sub, sessionId: who.sessionId });
const activeList = (who: Caller, body: object = {}) => post(who, '/api/user/getUserActiveList', { pageSize: 0, ...body });
const DAY = 86_400_000;
const now = () => new Date().toISOString();
const inDays = (d: number) => new Date(Date.now() + d * DAY + 60_000).toISOString();

/** A member of the listed organisation whose user status follows the access (invited, archived or active). */
async function givenMember(organisationId: string, firstName: string, type: Exclude<UserType, 'GRID_ADMIN'>, access: AccessOverrides = {}) {
  const userStatus = access.status === 'INVITED' || access.status === 'ARCHIVED' ? access.status : 'ACTIVE';
  const details = {
    firstName,
    lastName: 'Member',
    username: `${firstName.toLowerCase()}.${ulid().toLowerCase()}@example.test`,
    mobileNo: '+61400000001',
    status: userStatus,
  } as const;
  return (await world.member(organisationId, type, { archived: access.status === 'ARCHIVED', ...access }, details)).userId;
}

const world = await givenTwoAdministrations(db, { names: ['List Org', 'Other List Org'], firstNames: { a: { admin: 'Zed' } } });
const {
  a: { organisationId: org, admin },
  b: { organisationId: other, admin: otherAdmin },
} = world;
const grid = await world.signedIn(world.gridAdmin, other);
let projectId: string;

beforeAll(async () => {
  const booked = await givenMember(org, 'Bella', 'CANDIDATE');
  await givenMember(org, 'Adam', 'CANDIDATE');
  await givenMember(org, 'Soon', 'CANDIDATE', { status: 'INVITED', invitationExpiry: inDays(3) });
  await givenMember(org, 'Later', 'CANDIDATE', { status: 'INVITED', invitationExpiry: inDays(20) });
  await givenMember(org, 'Gone', 'CANDIDATE', { status: 'INVITED', invitationExpiry: inDays(-2) });
  await givenMember(org, 'Old', 'CANDIDATE', { status: 'ARCHIVED', readyToPurge: true, purgeDate: '2030-01-31' });
  await givenMember(org, 'Sani', 'CANDIDATE', { readyToPurge: true, purgeDate: '2030-03-01' });
  await givenMember(org, 'Rest', 'ASSESSOR', { status: 'INACTIVE', active: false, statusReason: 'Deactivated' });
  await givenMember(org, 'Ava', 'ASSESSOR');
  await givenMember(org, 'Ivo', 'INVIGILATOR');
  await givenMember(other, 'Stranger', 'CANDIDATE');
  projectId = ulid();
  await db.booking
    .create({
      organisationId: org,
      bookingId: ulid(),
      candidateId: booked,
      projectId,
      stepType: 'INTERVIEW',
      status: 'PENDING',
      statusDate: now(),
      createdAt: now(),
      updatedAt: now(),
    })
    .go();
});

describe('user/getUserList', () => {
  it('lists the tabs of one user type, sorted by full name', async () => {
    expect(await names(admin, { listType: 'ACTIVE' })).toEqual(['Adam Member', 'Bella Member', 'Sani Member']);
    expect(await names(admin, { listType: 'UNREGISTERED' })).toEqual(['Gone Member', 'Later Member', 'Soon Member']);
    expect(await names(admin, { listType: 'ARCHIVED' })).toEqual(['Old Member']);
    expect(await names(admin, { listType: 'ALL', userType: 'ASSESSOR' })).toEqual(['Ava Member', 'Rest Member']);
    expect(await names(admin, { listType: 'ACTIVE', userType: 'ORG_ADMIN' })).toEqual(['Zed Tester']);
  });

  it('forces the assessor type on the Deactivated tab', async () => {
    expect(await names(admin, { listType: 'DEACTIVATED', userType: 'CANDIDATE' })).toEqual(['Rest Member']);
    expect(await names(admin, { listType: 'DEACTIVATED', userType: 'INVIGILATOR' })).toEqual([]);
  });

  it('filters the Unregistered tab by expiry and says when each expires', async () => {
    const soon = parseBody(await list(admin, { listType: 'UNREGISTERED', expiryDays: 7, expiryType: 'Expiring' })).dataset;
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({ fullName: 'Soon Member', status: 'INVITED', invitationExpiryText: 'Expiring in 4 days' });
    expect(soon[0].invitationExpiry).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(await names(admin, { listType: 'UNREGISTERED', expiryDays: 30 })).toEqual(['Later Member', 'Soon Member']);
    const gone = parseBody(await list(admin, { listType: 'UNREGISTERED', expiryDays: 7, expiryType: 'Expired' })).dataset;
    expect(gone.map((r: { fullName: string; invitationExpiryText: string }) => [r.fullName, r.invitationExpiryText])).toEqual([
      ['Gone Member', 'Expired'],
    ]);
    expect((await list(admin, { listType: 'UNREGISTERED', expiryDays: 10 })).statusCode).toBe(400);
  });

  it('shows a Purge Date for archived and a Sanitise Date for other users ready to purge', async () => {
    const [old] = parseBody(await list(admin, { listType: 'ARCHIVED' })).dataset;
    expect(old).toMatchObject({ listViewReadyToPurge: true, purgeDate: '2030-01-31' });
    expect(old.sanitiseDate).toBeUndefined();
    const rows = parseBody(await list(admin, { listType: 'ACTIVE' })).dataset;
    expect(rows.find((r: { fullName: string }) => r.fullName === 'Sani Member')).toMatchObject({
      listViewReadyToPurge: true,
      sanitiseDate: '2030-03-01',
    });
    expect(rows.find((r: { fullName: string }) => r.fullName === 'Adam Member')).toMatchObject({
      listViewReadyToPurge: false,
      typeDisplay: 'Candidate',
      username: expect.stringContaining('adam.'),
      mobileNo: '+61400000001',
    });
  });

  it('filters by project, booking status and access status, searches and pages', async () => {
    expect(await names(admin, { listType: 'ACTIVE', encryptedProjectId: projectId })).toEqual(['Bella Member']);
    expect(await names(admin, { listType: 'ACTIVE', encryptedProjectId: [projectId], status: 'MISSED_INCOMPLETE' })).toEqual([]);
    expect(await names(admin, { listType: 'ALL', status: ['PENDING'] })).toEqual(['Bella Member']);
    expect(await names(admin, { listType: 'ALL', status: 'INVITED' })).toEqual(['Gone Member', 'Later Member', 'Soon Member']);
    expect(await names(admin, { listType: 'ALL' }, { filter: ' BELLA ' })).toEqual(['Bella Member']);
    const page = parseBody(await list(admin, { listType: 'ALL' }, { pageSize: 2, pageIndex: 1, sortColumn: 'fullName', sortDirection: 'desc' }));
    expect(page.size).toBe(7);
    expect(page.dataset.map((r: { fullName: string }) => r.fullName)).toEqual(['Old Member', 'Later Member']);
  });

  it('exports the same rows', async () => {
    const answer = parseBody(
      await list(
        admin,
        { listType: 'ACTIVE' },
        { exportFormat: 'csv', exportFileName: 'users', exportTableHeaders: ['fullName_Full Name', 'status_Status'] },
      ),
    );
    expect(answer.fileName).toMatch(/^users/);
    const text = Buffer.from(answer.file, 'base64').toString('utf8');
    expect(text).toContain('Full Name');
    expect(text).toContain('Adam Member');
    expect(text).not.toContain('Soon Member');
  });

  it("keeps organisations apart: another organisation's admin sees neither the users nor the organisation", async () => {
    expect(await names(otherAdmin, { listType: 'ACTIVE' })).toEqual(['Stranger Member']);
    expect((await list(otherAdmin, { listType: 'ACTIVE', encryptedOrganisationId: org })).statusCode).toBe(403);
    expect(await names(grid, { listType: 'ACTIVE', encryptedOrganisationId: org })).toEqual(['Adam Member', 'Bella Member', 'Sani Member']);
    expect((await list(admin, {}, { searchData: '{broken' })).statusCode).toBe(400);
  });
});

describe('user/getUserListByOrg and user/getUserCounters', () => {
  it("lists an organisation's admins or its assessors and invigilators", async () => {
    expect(parseBody(await byOrg(admin, org, 'org_admin')).dataset.map((r: { fullName: string }) => r.fullName)).toEqual(['Zed Tester']);
    expect(parseBody(await byOrg(admin, org, 'all_assessors')).dataset.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Ava Member',
      'Ivo Member',
      'Rest Member',
    ]);
    expect((await byOrg(otherAdmin, org, 'org_admin')).statusCode).toBe(403);
    expect((await byOrg(admin, org, 'everyone')).statusCode).toBe(400);
  });

  it('counts the users of each tab per type, as JSON in the message', async () => {
    const answer = parseBody(await counters(admin));
    expect(answer.status).toBe('SUCCESS');
    const c = JSON.parse(answer.message);
    expect(c.CANDIDATE).toEqual({ ACTIVE: 3, UNREGISTERED: 3, ARCHIVED: 1, DEACTIVATED: 0, ALL: 7 });
    expect(c.ASSESSOR).toEqual({ ACTIVE: 1, UNREGISTERED: 0, ARCHIVED: 0, DEACTIVATED: 1, ALL: 2 });
    expect(c.TOTAL.ALL).toBe(11);
  });
});

describe('user/getUserActiveList', () => {
  it('shows the grid admin live sessions and pending invitations, newest expiry first', async () => {
    const invitedId = await givenMember(org, 'Pending', 'ASSESSOR', { status: 'INVITED', invitationExpiry: inDays(5) });
    const expiresOn = new Date(Date.now() + 400 * DAY).toISOString();
    await db.invitation
      .create({
        tokenHash: ulid(),
        organisationId: org,
        invitedUserId: invitedId,
        expiresOn,
        expiresAt: Math.floor(Date.parse(expiresOn) / 1000),
        createdAt: now(),
        updatedAt: now(),
      })
      .go();
    const gone = await world.signedIn(await world.member(org, 'CANDIDATE', {}, { firstName: 'Loggedout' }));
    await db.session.patch({ sessionId: gone.sessionId }).set({ revoked: true }).go();

    const answer = await activeList(grid);
    expect(answer.statusCode).toBe(200);
    const rows = parseBody(answer).dataset as {
      userFullName: string;
      kind: string;
      organisationName: string;
      userTypeDisplay: string;
      expiryDate: string;
      issuedDate: string;
      encryptedId: string;
    }[];
    expect(rows[0]).toMatchObject({
      userFullName: 'Pending Member',
      kind: 'INVITATION',
      organisationName: 'List Org',
      userTypeDisplay: 'Assessor',
      expiryDate: expiresOn,
    });
    expect(rows.find((r) => r.userFullName === 'Zed Tester')).toMatchObject({
      kind: 'SESSION',
      organisationName: 'List Org',
      userTypeDisplay: 'Organisation Admin',
    });
    expect(rows.some((r) => r.userFullName === 'Loggedout Tester')).toBe(false);
    expect(rows.some((r) => r.encryptedId === admin.sessionId)).toBe(false);
    const dates = rows.map((r) => r.expiryDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is for grid admins only', async () => {
    expect((await activeList(admin)).statusCode).toBe(403);
  });
});
