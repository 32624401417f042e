import { beforeAll, describe, expect, it } from 'vitest';
import { monotonicFactory, ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Actor } from '../actor.ts';
import { createAuditLogService } from './audit-log.ts';
import { createFieldAuditService } from './field-audit.ts';

const { db } = testDb();
const nextId = monotonicFactory();
const service = createAuditLogService({ db });
const [orgA, orgB] = [ulid(), ulid()];
const [projectId, meetingId, bookingId, oldDept, newDept, roomId, assessorId, outsiderId, strangerDept] = Array.from({ length: 9 }, () => ulid());
const stamp = '2027-01-01T00:00:00.000Z';
const admin = (organisationId: string): Actor => ({
  userId: ulid(),
  username: 'a@x.test',
  fullName: 'A',
  userType: 'ORG_ADMIN',
  organisationId,
  sessionId: 's',
  roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
});
const messages = async (refType: 'Project' | 'Meeting' | 'User', refId: string, organisationId = orgA) =>
  (await service.list(admin(organisationId), refType, refId, tableRequest.parse({}))).dataset.map((r) => r.logMsg);
const row = (refType: string, refId: string, logMsg: string, organisationId = orgA) =>
  db.auditLog.create({ refType, refId, logId: nextId(), organisationId, logOn: stamp, logBy: 'Ada Admin', logByUserId: 'u', logMsg }).go();

beforeAll(async () => {
  await db.organisation
    .create({ organisationId: orgA, name: 'Aurora', countryCode: 'AU', active: true, createdAt: stamp, updatedAt: stamp } as never)
    .go();
  await db.organisation
    .create({ organisationId: orgB, name: 'Borealis', countryCode: 'NZ', active: true, createdAt: stamp, updatedAt: stamp } as never)
    .go();
  await db.project
    .create({
      organisationId: orgA,
      projectId,
      departmentId: newDept,
      name: 'Graduate Intake',
      start: stamp,
      end: stamp,
      timeZone: 'Australia/Perth',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  for (const [departmentId, name] of [
    [oldDept, 'Sales'],
    [newDept, 'Talent'],
  ] as const)
    await db.department
      .create({ organisationId: orgA, departmentId, name, description: name, active: true, createdAt: stamp, updatedAt: stamp } as never)
      .go();
  await db.department
    .create({
      organisationId: orgB,
      departmentId: strangerDept,
      name: 'Secret',
      description: 'Secret',
      active: true,
      createdAt: stamp,
      updatedAt: stamp,
    } as never)
    .go();
  await db.resource
    .create({
      organisationId: orgA,
      resourceId: roomId,
      name: 'Room 4',
      type: 'Room',
      addressId: ulid(),
      status: 'ACTIVE',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  for (const [userId, firstName, organisationId] of [
    [assessorId, 'Ava', orgA],
    [outsiderId, 'Otto', orgB],
  ] as const) {
    await db.user
      .create({
        userId,
        firstName,
        lastName: 'Stone',
        username: `${userId.toLowerCase()}@x.test`,
        type: 'ASSESSOR',
        status: 'ACTIVE',
        createdAt: stamp,
        updatedAt: stamp,
      } as never)
      .go();
    await db.userOrgAccess
      .create({
        organisationId,
        userId,
        userType: 'ASSESSOR',
        status: 'ACTIVE',
        active: true,
        archived: false,
        createdAt: stamp,
        updatedAt: stamp,
      } as never)
      .go();
  }
  await db.meeting
    .create({
      organisationId: orgA,
      meetingId,
      projectId,
      stepType: 'INTERVIEW',
      assessorId,
      start: '2027-03-04T22:00:00.000Z',
      end: '2027-03-04T23:00:00.000Z',
      timeZone: 'Australia/Sydney',
      durationHours: 1,
      deliveryMethod: 'REMOTE',
      candidateMin: 0,
      candidateMax: 1,
      candidatesConfirmed: 0,
      createdAt: stamp,
      updatedAt: stamp,
    } as never)
    .go();
  await db.booking
    .create({
      organisationId: orgA,
      bookingId,
      candidateId: outsiderId,
      projectId,
      stepType: 'INTERVIEW',
      meetingId,
      status: 'CONFIRMED',
      statusDate: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    } as never)
    .go();
  // Rows as older writes left them: ids and stored instants.
  await row(
    'Project',
    projectId,
    `Project updated. Department: '${oldDept}' → '${newDept}'; Start Date Time: '2027-03-04T22:00:00.000Z' → '2027-03-05T01:30:00.000Z'`,
  );
  await row('Meeting', meetingId, `Meeting updated. Assessor: '${outsiderId}' → '${assessorId}'; Resources: '${roomId}'; Note: '${strangerDept}'`);
  await row('User', assessorId, `File 'cv.pdf' attached to booking ${bookingId}`);
  await row('User', outsiderId, `Booking CONFIRMED on 2027-03-04T22:00:00Z (meeting ${meetingId})`, orgB);
  for (const [columnName, columnValue] of [
    ['assessorId', assessorId],
    ['start', '2027-03-04T22:00:00.000Z'],
    ['resourceIds', roomId],
  ])
    await db.fieldAudit
      .create({
        organisationId: orgA,
        refType: 'Meeting',
        refId: meetingId,
        columnName,
        auditId: nextId(),
        columnValue,
        modifiedOn: stamp,
        modifiedBy: 'Ada Admin',
        modifiedByUserId: 'u',
      })
      .go();
});

describe('audit messages as people read them (doc 1 §3, §9)', () => {
  it("names the ids of the organisation's records and shows instants in the record's zone with its short code", async () => {
    expect(await messages('Project', projectId)).toEqual([
      "Project updated. Department: 'Sales' → 'Talent'; Start Date Time: 'Friday, 05 March 2027 06:00 AM Per' → 'Friday, 05 March 2027 09:30 AM Per'",
    ]);
  });

  it("names the organisation's people and rooms, and leaves another organisation's ids unnamed", async () => {
    expect(await messages('Meeting', meetingId)).toEqual([
      `Meeting updated. Assessor: '${outsiderId}' → 'Ava Stone'; Resources: 'Room 4'; Note: '${strangerDept}'`,
    ]);
  });

  it("names a booking by its meeting's time, and reads an organisation's log in its own country's zone", async () => {
    expect(await messages('User', assessorId)).toEqual(["File 'cv.pdf' attached to booking Friday, 05 March 2027 09:00 AM - 10:00 AM Syd"]);
    expect(await messages('User', outsiderId, orgB)).toEqual([`Booking CONFIRMED on Friday, 05 March 2027 11:00 AM Akl (meeting ${meetingId})`]);
  });
});

describe('field audit values as people read them', () => {
  it('names the person and the room and shows the start in the meeting zone', async () => {
    const rows = await createFieldAuditService({ db }).list(admin(orgA), 'Meeting', meetingId, 'ALL');
    expect(Object.fromEntries(rows.map((r) => [r.columnName, r.columnValue]))).toEqual({
      assessorId: 'Ava Stone',
      start: 'Friday, 05 March 2027 09:00 AM Syd',
      resourceIds: 'Room 4',
    });
  });
});
