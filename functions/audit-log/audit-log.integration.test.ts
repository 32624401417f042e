import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { auditLogList } from '@scheduler/contracts/schemas/audit-log';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const now = () => new Date().toISOString();

type Caller = SignedIn;
const read = (who: Caller, refType: string, refId: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: '/api/auditLog/getByRefId/{refType}/{refId}', params: { refType, refId }, body, ...who });

/** An audit row of `organisationId` about the record, as the services write them. */
const logRow = (refType: string, refId: string, organisationId: string, logMsg: string) =>
  db.auditLog.create({ refType, refId, organisationId, logId: ulid(), logOn: now(), logBy: 'Someone Tester', logByUserId: 'u', logMsg }).go();

async function givenRecords(organisationId: string, assessorId: string) {
  const departmentId = ulid();
  const projectId = ulid();
  const meetingId = ulid();
  const resourceId = ulid();
  const labelId = ulid();
  const alertId = ulid();
  const templateId = ulid();
  const start = '2027-03-01T00:00:00.000Z';
  const end = '2027-03-01T01:00:00.000Z';
  await db.department.create({ organisationId, departmentId, name: 'Dept', description: 'd', active: true, createdAt: now(), updatedAt: now() }).go();
  await db.project
    .create({ organisationId, projectId, departmentId, name: 'Proj', start, end, timeZone: 'Australia/Sydney', createdAt: now(), updatedAt: now() })
    .go();
  await db.meeting
    .create({
      organisationId,
      meetingId,
      projectId,
      stepType: 'INTERVIEW',
      assessorId,
      start,
      end,
      timeZone: 'Australia/Sydney',
      durationHours: 1,
      candidateMax: 1,
      createdAt: now(),
      updatedAt: now(),
    })
    .go();
  await db.resource.create({ organisationId, resourceId, name: 'Room 1', type: 'Room', addressId: ulid(), createdAt: now(), updatedAt: now() }).go();
  await db.configLabel
    .create({ organisationId, codeGroup: `g-${labelId}`, labelId, code: 'ASSESSOR', display: 'Assessor', createdAt: now(), updatedAt: now() })
    .go();
  await db.projectAlert.create({ organisationId, projectId, alertId, code: 'BOOKING_CONFIRMED', createdAt: now(), updatedAt: now() }).go();
  await db.notificationTemplate
    .create({
      organisationId,
      templateId,
      code: 'BOOKING_CONFIRMED',
      scope: 'ORGANISATION',
      deliveryMethod: 'EMAIL',
      name: 'T',
      body: 'b',
      createdAt: now(),
      updatedAt: now(),
    })
    .go();
  const refs = {
    Organisation: organisationId,
    Department: departmentId,
    Project: projectId,
    Meeting: meetingId,
    ResourceBooking: resourceId,
    ConfigLabel: labelId,
    ProjectAlert: alertId,
    NotificationTemplate: templateId,
  };
  for (const [refType, refId] of Object.entries(refs)) await logRow(refType, refId, organisationId, `${refType} changed`);
  return refs;
}

const world = await givenTwoOrganisations(db, { names: ['Audit A', 'Audit B'] });
const {
  a: { organisationId: orgA, admin: adminA, assessor: assessorA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const otherAssessorA = await world.signedIn(await world.member(orgA, 'ASSESSOR'));
const grid = await world.signedIn(world.gridAdmin, orgB);
let recordsA: Awaited<ReturnType<typeof givenRecords>>;
let recordsB: Awaited<ReturnType<typeof givenRecords>>;

beforeAll(async () => {
  recordsA = await givenRecords(orgA, assessorA.userId);
  recordsB = await givenRecords(orgB, adminB.userId);
});

describe('auditLog/getByRefId', () => {
  it('answers an admin the log of every kind of record of their organisation', async () => {
    for (const [refType, refId] of Object.entries(recordsA)) {
      const answer = await read(adminA, refType, refId);
      expect(answer.statusCode, refType).toBe(200);
      const log = auditLogList.parse(parseBody(answer));
      expect('dataset' in log && log.dataset.map((r) => r.logMsg), refType).toEqual([`${refType} changed`]);
    }
  });

  it('refuses an admin every record of another organisation, and one that does not exist, without reading its rows', async () => {
    for (const [refType, refId] of Object.entries(recordsB)) {
      const answer = await read(adminA, refType, refId);
      expect(answer.statusCode, refType).toBe(404);
      expect(parseBody(answer)).toMatchObject({ status: 'NOT_FOUND', code: 'entity.not_found' });
    }
    expect((await read(adminA, 'Department', ulid())).statusCode).toBe(404);
  });

  it("shows an admin only their organisation's rows of a user who works in several", async () => {
    const shared = world.shared;
    await logRow('User', shared.userId, orgA, 'Access to Audit A activated.');
    await logRow('User', shared.userId, orgB, 'Signed in to Audit B');
    const mine = parseBody(await read(adminA, 'User', shared.userId));
    expect(mine.dataset.map((r: { logMsg: string }) => r.logMsg)).toEqual(['Access to Audit A activated.']);
    const loner = world.b.candidate;
    await logRow('User', loner.userId, orgB, 'Signed in to Audit B');
    expect((await read(adminA, 'User', loner.userId)).statusCode).toBe(404);
  });

  it('lets an assessor read only the log of a meeting they run', async () => {
    const own = await read(assessorA, 'Meeting', recordsA.Meeting);
    expect(own.statusCode).toBe(200);
    expect(parseBody(own).size).toBe(1);
    expect((await read(otherAssessorA, 'Meeting', recordsA.Meeting)).statusCode).toBe(404);
    expect((await read(assessorA, 'Meeting', recordsB.Meeting)).statusCode).toBe(404);
    for (const refType of [
      'Organisation',
      'Department',
      'Project',
      'ResourceBooking',
      'ConfigLabel',
      'ProjectAlert',
      'NotificationTemplate',
    ] as const) {
      const answer = await read(assessorA, refType, recordsA[refType]);
      expect(answer.statusCode, refType).toBe(403);
    }
    expect((await read(assessorA, 'User', assessorA.userId)).statusCode).toBe(403);
  });

  it('lets the grid admin read any organisation', async () => {
    for (const [refType, refId] of Object.entries(recordsA)) {
      const answer = await read(grid, refType, refId);
      expect(answer.statusCode, refType).toBe(200);
      expect(parseBody(answer).size, refType).toBe(1);
    }
  });

  it('sorts only by declared columns: an inherited name falls back to newest first', async () => {
    const answer = await read(adminA, 'Department', recordsA.Department, { sortColumn: 'hasOwnProperty', sortDirection: 'asc' });
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer).size).toBe(1);
  });
});
