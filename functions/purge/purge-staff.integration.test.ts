import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createPurgeJob } from '@scheduler/core/purge/purge-job';
import { SANITISED } from '@scheduler/core/purge/purge-person';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { addCalendarDays } from '@scheduler/core/time/zoned-date-time';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { recordingAdminIdentity } from '../user/testing/recording-admin-identity.ts';
import { handler as departments } from '../department/index.ts';
import { handler as projects } from '../project/index.ts';
import { handler as users } from '../user/index.ts';

const { db } = testDb();
setDeps({ ...getDeps(), identity: recordingAdminIdentity() });
const world = await givenTwoOrganisations(db, { names: ['Purge Staff A', 'Purge Staff B'] });
const { a, b } = world;
const ZONE = 'Australia/Sydney';
const inDays = (n: number) => addCalendarDays(formatApiDate(new Date(), ZONE), n);

const call = (handler: typeof projects, who: SignedIn, path: string, body?: unknown, params?: Record<string, string>) =>
  invoke(handler, { method: 'POST', path, body, params, sub: who.sub, sessionId: who.sessionId });
const department = async (who: SignedIn, organisationId: string, name: string) => {
  const answer = await call(departments, who, '/api/department/save', { encryptedOrganisationId: organisationId, name, description: 'd' });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message as string;
};
const project = async (who: SignedIn, organisationId: string, departmentId: string, name: string) => {
  const answer = await call(projects, who, '/api/project/save', {
    encryptedOrganisationId: organisationId,
    encryptedDepartmentId: departmentId,
    name,
    summary: 'Written assessment',
    instructions: 'Bring identification',
    completionChecklist: 'ID checked',
    stepType: 'ASSESSMENT',
    startDateDisplay: inDays(1),
    startTimeDisplay: '09:00',
    endDateDisplay: inDays(30),
    endTimeDisplay: '17:00',
    encryptedTimezoneId: ZONE,
    freezePeriodOnsite: 24,
    freezePeriodRemote: 12,
    freezePeriodEdit: 2,
    freezePeriodCompletion: 48,
    meetingPeriodVisible: 14,
    meetingPeriodGap: 1,
    duration: 2,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message as string;
};

const auditRows = async (organisationId: string, refType: string, refId: string) =>
  (await db.auditLog.query.byRecordInOrganisation({ organisationId, refType, refId }).go({ pages: 'all', hydrate: true })).data;
const fieldRows = async (organisationId: string, refType: string, refId: string) =>
  (await db.fieldAudit.query.byRef({ organisationId, refType, refId }).go({ pages: 'all' })).data;

describe("the purge of a staff member's access", () => {
  it('takes their name off every audit and field-audit row they wrote in that organisation, and only there', async () => {
    // A staff member (an organisation admin of A, who also works in B) writes through the real handlers.
    const staff = await world.member(a.organisationId, 'ORG_ADMIN', {}, { firstName: 'Imogen', lastName: 'Vantablack' });
    await world.grantAccess(staff, b.organisationId);
    const [inA, inB] = [await world.signedIn(staff, a.organisationId), await world.signedIn(staff, b.organisationId)];
    const theirDepartment = await department(inA, a.organisationId, 'Talent');
    const theirProject = await project(inA, a.organisationId, theirDepartment, 'Graduate intake');
    const othersProject = await project(a.admin, a.organisationId, theirDepartment, 'Summer intake');
    const departmentInB = await department(inB, b.organisationId, 'Talent B');
    // Rows of a meeting and of the organisation, as their services write them.
    const meetingId = ulid();
    const row = { organisationId: a.organisationId, logOn: new Date().toISOString(), logBy: staff.fullName, logByUserId: staff.userId };
    await db.auditLog.create({ ...row, refType: 'Meeting', refId: meetingId, logId: ulid(), logMsg: 'Meeting created' }).go();
    await db.auditLog.create({ ...row, refType: 'Organisation', refId: a.organisationId, logId: ulid(), logMsg: 'Labels changed' }).go();
    await db.fieldAudit
      .create({
        organisationId: a.organisationId,
        refType: 'Meeting',
        refId: meetingId,
        columnName: 'comments',
        auditId: ulid(),
        columnValue: 'Room 4',
        modifiedOn: row.logOn,
        modifiedBy: staff.fullName,
        modifiedByUserId: staff.userId,
      })
      .go();

    const written = [
      ...(await auditRows(a.organisationId, 'Department', theirDepartment)),
      ...(await auditRows(a.organisationId, 'Project', theirProject)),
      ...(await auditRows(a.organisationId, 'Meeting', meetingId)),
      ...(await auditRows(a.organisationId, 'Organisation', a.organisationId)),
    ].filter((r) => r.logByUserId === staff.userId);
    expect(written.length).toBeGreaterThanOrEqual(4);
    expect(written.every((r) => r.logBy === 'Imogen Vantablack')).toBe(true);
    const theirFields = [
      ...(await fieldRows(a.organisationId, 'Project', theirProject)),
      ...(await fieldRows(a.organisationId, 'Meeting', meetingId)),
    ];
    expect(theirFields.length).toBeGreaterThan(1);
    expect(theirFields.every((r) => r.modifiedBy === 'Imogen Vantablack')).toBe(true);

    // A's admin archives their access; it is due after the organisation's retention (90 days).
    const archived = await call(users, a.admin, '/api/user/archive/{organisationId}/{userId}', undefined, {
      organisationId: a.organisationId,
      userId: staff.userId,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const at = new Date(Date.now() + 91 * 86_400_000);
    const run = await createPurgeJob({ ...getDeps(), db, clock: { now: () => at } }).run({ organisationIds: [a.organisationId] });
    expect(run.counts.usersDeleted).toBe(1);

    const after = [
      ...(await auditRows(a.organisationId, 'Department', theirDepartment)),
      ...(await auditRows(a.organisationId, 'Project', theirProject)),
      ...(await auditRows(a.organisationId, 'Meeting', meetingId)),
      ...(await auditRows(a.organisationId, 'Organisation', a.organisationId)),
    ].filter((r) => r.logByUserId === staff.userId);
    expect(after.map((r) => r.logBy)).toEqual(written.map(() => SANITISED.text));
    // The search text of the audit list no longer finds them, and the messages are kept.
    for (const r of after) expect(JSON.stringify(r)).not.toMatch(/imogen|vantablack/i);
    expect(after.map((r) => r.logMsg).sort()).toEqual(written.map((r) => r.logMsg).sort());
    const fieldsAfter = [
      ...(await fieldRows(a.organisationId, 'Project', theirProject)),
      ...(await fieldRows(a.organisationId, 'Meeting', meetingId)),
    ];
    expect(fieldsAfter.map((r) => [r.auditId, r.modifiedBy])).toEqual(theirFields.map((r) => [r.auditId, SANITISED.text]));
    expect(fieldsAfter.find((r) => r.columnName === 'comments')?.columnValue).toBe('Room 4');

    // Another admin's rows in A, and their own rows in B (where they still work), keep their names.
    const others = (await auditRows(a.organisationId, 'Project', othersProject)).filter((r) => r.logByUserId === a.admin.userId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.logBy === a.admin.fullName)).toBe(true);
    expect((await fieldRows(a.organisationId, 'Project', othersProject)).every((r) => r.modifiedBy === a.admin.fullName)).toBe(true);
    const inBRows = (await auditRows(b.organisationId, 'Department', departmentInB)).filter((r) => r.logByUserId === staff.userId);
    expect(inBRows.map((r) => r.logBy)).toEqual(['Imogen Vantablack']);

    // A second run finds nothing to do.
    expect(
      (await createPurgeJob({ ...getDeps(), db, clock: { now: () => at } }).run({ organisationIds: [a.organisationId] })).counts.usersDeleted,
    ).toBe(0);
  });
});
