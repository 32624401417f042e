import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { addCalendarDays } from '@scheduler/core/time/zoned-date-time';
import { purgeIndexFields } from '@scheduler/core/purge/purge-index';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { handler as auditHandler } from '../audit-log/index.ts';
import { handler as alertHandler } from '../project-alert/index.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const ZONE = 'Australia/Sydney';
const today = formatApiDate(new Date(), ZONE);
const inDays = (n: number) => addCalendarDays(today, n);

const save = (who: Caller, body: unknown) => invoke(handler, { method: 'POST', path: '/api/project/save', body, ...who });
const get = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: '/api/project/get/{id}', params: { id }, ...who });
const archive = (who: Caller, id: string) => invoke(handler, { method: 'POST', path: '/api/project/archive/{id}', params: { id }, ...who });
const list = (who: Caller, listType: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: '/api/project/getList/{listType}', params: { listType }, body, ...who });
const selectList = (who: Caller, organisationId: string) =>
  invoke(handler, { method: 'GET', path: '/api/project/getSelectList/{organisationId}', params: { organisationId }, ...who });
const assessorList = (who: Caller) => invoke(handler, { method: 'GET', path: '/api/project/getAssessorProjectList', ...who });
const extend = (who: Caller, projectId: string, date: string) =>
  invoke(handler, { method: 'POST', path: '/api/project/extendPurgeDate/{projectId}/{date}', params: { projectId, date }, ...who });
const audit = (who: Caller, refId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'Project', refId },
    body: {},
    ...who,
  });

const world = await givenTwoOrganisations(db, { firstNames: { a: { admin: 'Alice' } } });
const {
  a: { organisationId: orgA, admin: adminA, candidate: candidateA, assessor: assessorA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const grid = await world.signedIn(world.gridAdmin, orgA);

const department = async (organisationId: string, name = 'Recruitment') => {
  const departmentId = `D${Math.random().toString(36).slice(2, 12)}`;
  const now = new Date().toISOString();
  await db.department.create({ organisationId, departmentId, name, description: 'd', active: true, createdAt: now, updatedAt: now }).go();
  return departmentId;
};
const deptA = await department(orgA);
const deptB = await department(orgB);

/** A valid assessment project of organisation A; `over` changes any field. */
const body = (over: Record<string, unknown> = {}) => ({
  encryptedOrganisationId: orgA,
  encryptedDepartmentId: deptA,
  name: 'Graduate assessment 2027',
  description: 'For the graduate intake',
  summary: 'Two hour written assessment',
  instructions: 'Bring photo identification',
  completionChecklist: 'ID checked;Paper collected',
  stepType: 'ASSESSMENT',
  startDateDisplay: inDays(1),
  startTimeDisplay: '09:00',
  endDateDisplay: inDays(30),
  endTimeDisplay: '17:00',
  encryptedTimezoneId: ZONE,
  freezePeriodOnsite: 24,
  freezePeriodRemote: 12.5,
  freezePeriodEdit: 2,
  freezePeriodCompletion: 48,
  meetingPeriodVisible: 14,
  meetingPeriodGap: 1,
  duration: 2,
  ...over,
});
const created = async (who: Caller, over: Record<string, unknown> = {}) => {
  const answer = await save(who, body(over));
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message as string;
};

describe('project/save and project/get', () => {
  it('creates an active project, reads it back in its zone and audits it in the same write', async () => {
    const id = await created(adminA);
    const read = parseBody(await get(adminA, id));
    expect(read).toMatchObject({
      encryptedId: id,
      encryptedOrganisationId: orgA,
      encryptedDepartmentId: deptA,
      departmentName: 'Recruitment',
      name: 'Graduate assessment 2027',
      stepType: 'ASSESSMENT',
      stepTypeDisplay: 'Assessment',
      active: true,
      archived: false,
      statusDisplay: 'Active',
      startDateDisplay: inDays(1),
      startTimeDisplay: '09:00',
      endDateDisplay: inDays(30),
      endTimeDisplay: '17:00',
      encryptedTimezoneId: ZONE,
      timezoneCode: 'Syd',
      freezePeriodRemote: 12.5,
      completionChecklist: 'ID checked;Paper collected',
    });
    const log = parseBody(await audit(adminA, id));
    expect(log.size).toBe(1);
    expect(log.dataset[0].logMsg).toContain("Project created. Name: 'Graduate assessment 2027'");
    expect(log.dataset[0].logBy).toBe('Alice Tester');
    const fields = (await db.fieldAudit.query.byRef({ organisationId: orgA, refType: 'Project', refId: id }).go()).data;
    expect(fields.find((f) => f.columnName === 'name')?.columnValue).toBe('Graduate assessment 2027');
  });

  it('edits: a type change to internal resets the fields internal projects do not use, with field-level rows', async () => {
    const id = await created(adminA);
    const edit = { encryptedId: id, formAction: 'edit', stepType: 'INTERNAL', summary: '', instructions: '', completionChecklist: '' };
    const answer = await save(adminA, body({ ...edit, meetingPeriodVisible: undefined, meetingPeriodGap: undefined, duration: undefined }));
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: id });
    const read = parseBody(await get(adminA, id));
    expect(read.stepType).toBe('INTERNAL');
    for (const key of ['summary', 'instructions', 'completionChecklist', 'meetingPeriodVisible', 'meetingPeriodGap', 'duration'])
      expect(read[key]).toBeUndefined();
    const log = parseBody(await audit(adminA, id));
    expect(log.dataset[0].logMsg).toContain("Project updated. Summary: 'Two hour written assessment' → (empty)");
    const typeRows = (
      await db.fieldAudit.query.byField({ organisationId: orgA, refType: 'Project', refId: id }).begins({ columnName: 'stepType' }).go()
    ).data;
    expect(typeRows.map((r) => r.columnValue)).toEqual(['ASSESSMENT', 'INTERNAL']);
  });

  it('duplicates: a new project from an existing one, the source unchanged', async () => {
    const source = await created(adminA, { name: 'Source project name' });
    const copy = await created(adminA, { encryptedId: source, formAction: 'duplicate', name: 'Copied project name' });
    expect(copy).not.toBe(source);
    expect(parseBody(await get(adminA, source)).name).toBe('Source project name');
    expect(parseBody(await get(adminA, copy)).name).toBe('Copied project name');
    expect(parseBody(await audit(adminA, copy)).dataset[0].logMsg).toContain("as a duplicate of 'Source project name'");
  });

  it("refuses bad input with the spec's messages", async () => {
    const short = await save(
      adminA,
      body({ name: 'Too short', summary: '', freezePeriodOnsite: 1000, meetingPeriodGap: -1, stepType: 'ASSESSMENT' }),
    );
    expect(short.statusCode).toBe(400);
    expect(parseBody(short).errors).toMatchObject({
      name: 'Value length entered is less than min. required length of 10',
      summary: 'This is a required field',
      freezePeriodOnsite: 'Max. Value allowed: 999.99',
      meetingPeriodGap: 'Min. Value Allowed: 0',
    });
    const long = await save(adminA, body({ description: 'x'.repeat(501), instructions: 'y'.repeat(1001) }));
    expect(parseBody(long).errors).toMatchObject({
      description: 'Value length entered exceeds max. allowed length of 500',
      instructions: 'Value length entered exceeds max. allowed length of 1000',
    });
    const past = await save(adminA, body({ startDateDisplay: inDays(-1) }));
    expect(past.statusCode).toBe(400);
    expect(parseBody(past).errors).toEqual({ startDateDisplay: 'Date cannot be before today' });
    const backwards = await save(adminA, body({ endDateDisplay: inDays(1), endTimeDisplay: '08:00' }));
    expect(parseBody(backwards).errors).toMatchObject({ endDateDisplay: 'End Date Time cannot be before Start Date Time' });
    const foreign = await save(adminA, body({ encryptedDepartmentId: deptB, encryptedTimezoneId: 'Pacific/Auckland' }));
    expect(parseBody(foreign).errors).toEqual({
      encryptedDepartmentId: "The Department is not one of the selected Organisation's.",
      encryptedTimezoneId: "The Timezone is not one of the selected Organisation's.",
    });
  });

  it('internal projects need none of the assessment fields', async () => {
    const id = await created(adminA, {
      stepType: 'INTERNAL',
      summary: undefined,
      instructions: undefined,
      completionChecklist: undefined,
      meetingPeriodVisible: undefined,
      meetingPeriodGap: undefined,
      duration: undefined,
    });
    expect(parseBody(await get(adminA, id)).stepTypeDisplay).toBe('Internal');
  });

  it('rejects markup with 406, on the rich fields too', async () => {
    for (const over of [
      { summary: '<script>alert(1)</script>' },
      { instructions: '<img src=x onerror=alert(1)>' },
      { name: '<b>Project name here</b>' },
    ]) {
      const answer = await save(adminA, body(over));
      expect(answer.statusCode).toBe(406);
      expect(parseBody(answer).message).toBe('HTML or script tags are not allowed');
    }
  });

  it('keeps organisations apart and refuses callers without the role', async () => {
    const id = await created(adminA);
    expect((await get(adminB, id)).statusCode).toBe(404);
    expect((await save(adminB, body())).statusCode).toBe(403);
    expect(
      (await save(adminB, body({ encryptedOrganisationId: orgB, encryptedDepartmentId: deptB, encryptedId: id, formAction: 'edit' }))).statusCode,
    ).toBe(404);
    expect((await archive(adminB, id)).statusCode).toBe(404);
    expect((await extend(adminB, id, inDays(5))).statusCode).toBe(404);
    expect((await save(candidateA, body())).statusCode).toBe(403);
    expect((await save(assessorA, body())).statusCode).toBe(403);
    expect((await get(candidateA, id)).statusCode).toBe(403);
    expect((await list(assessorA, 'ACTIVE')).statusCode).toBe(403);
    expect(parseBody(await get(assessorA, id)).name).toBe('Graduate assessment 2027');
    expect(parseBody(await get(grid, id)).organisationName).toBe(world.a.name);
  });
});

describe('project/archive', () => {
  it('deletes (archives) an active project once; a second delete fails', async () => {
    const id = await created(adminA);
    expect(parseBody(await archive(adminA, id))).toEqual({ status: 'DELETED', message: 'Project Record was successfully deleted.' });
    // Ready to purge after the organisation's retention (its default when the configuration sets none).
    const archived = parseBody(await get(adminA, id));
    expect(archived).toMatchObject({ archived: true, active: false, statusDisplay: 'Archived', readyToPurge: true });
    expect(archived.purgeDate > today).toBe(true);
    expect(parseBody(await list(adminA, 'PURGE')).dataset.map((r: { encryptedId: string }) => r.encryptedId)).toContain(id);
    const again = await archive(adminA, id);
    expect(again.statusCode).toBe(422);
    expect(parseBody(again)).toMatchObject({ status: 'FAILED', message: 'Only an active project that is not archived can be deleted.' });
    expect(parseBody(await audit(adminA, id)).dataset[0].logMsg).toBe('Project deleted (archived).');
  });

  it('keeps an archived project archived when it is edited', async () => {
    const id = await created(adminA);
    await archive(adminA, id);
    await save(adminA, body({ encryptedId: id, formAction: 'edit', name: 'Edited archived project', active: true }));
    expect(parseBody(await get(adminA, id))).toMatchObject({ name: 'Edited archived project', statusDisplay: 'Archived' });
  });

  it('refuses an inactive project', async () => {
    const id = await created(adminA, { active: false });
    expect(parseBody(await archive(adminA, id)).status).toBe('FAILED');
  });
});

describe('project/getList', () => {
  it('pages the Active and Inactive tabs by name, with search, for one organisation only', async () => {
    const org = await world.organisation();
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'));
    const dept = await department(org.organisationId);
    const mk = (name: string, over: Record<string, unknown> = {}) =>
      created(admin, { encryptedOrganisationId: org.organisationId, encryptedDepartmentId: dept, name, ...over });
    await mk('zeta project one');
    await mk('Alpha project one');
    await mk('beta project two');
    await mk('Gamma inactive one', { active: false });
    await archive(admin, await mk('Delta archived one'));

    const first = parseBody(await list(admin, 'ACTIVE', { pageSize: 2, pageIndex: 0 }));
    expect(first.size).toBe(3);
    expect(first.dataset.map((r: { name: string }) => r.name)).toEqual(['Alpha project one', 'beta project two']);
    expect(parseBody(await list(admin, 'ACTIVE', { pageSize: 2, pageIndex: 1 })).dataset.map((r: { name: string }) => r.name)).toEqual([
      'zeta project one',
    ]);
    const inactive = parseBody(await list(admin, 'INACTIVE'));
    expect(inactive.dataset.map((r: { name: string; statusDisplay: string }) => [r.name, r.statusDisplay])).toEqual([
      ['Delta archived one', 'Archived'],
      ['Gamma inactive one', 'Inactive'],
    ]);
    const found = parseBody(await list(admin, 'ACTIVE', { filter: ' ONE ' }));
    expect(found.dataset.map((r: { name: string }) => r.name)).toEqual(['Alpha project one', 'zeta project one']);
    expect(found.size).toBe(2);
    const desc = parseBody(await list(admin, 'ACTIVE', { sortColumn: 'name', sortDirection: 'desc' }));
    expect(desc.dataset[0].name).toBe('zeta project one');
    const row = first.dataset[0];
    expect(row).toMatchObject({ stepTypeDisplay: 'Assessment', organisationName: org.name, startDateTime: expect.stringMatching(/09:00 AM Syd$/) });
    expect(parseBody(await list(adminA, 'ACTIVE', { filter: 'alpha project one' })).size).toBe(0);
  });

  it('shows the grid admin every organisation', async () => {
    const tag = `Grid visible ${Date.now()}`;
    await created(adminA, { name: `${tag} A` });
    await created(adminB, { encryptedOrganisationId: orgB, encryptedDepartmentId: deptB, name: `${tag} B` });
    const page = parseBody(await list(grid, 'ACTIVE', { filter: tag }));
    expect(page.dataset.map((r: { name: string; organisationName: string }) => [r.name, r.organisationName])).toEqual([
      [`${tag} A`, world.a.name],
      [`${tag} B`, world.b.name],
    ]);
  });

  it('exports with the extra columns', async () => {
    const org = await world.organisation();
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'));
    await created(admin, {
      encryptedOrganisationId: org.organisationId,
      encryptedDepartmentId: await department(org.organisationId),
      name: 'Exported project',
    });
    const answer = parseBody(
      await list(admin, 'ACTIVE', {
        exportFormat: 'csv',
        exportFileName: 'projects',
        exportTableHeaders: ['name_Project name', 'stepTypeDisplay_Type'],
        pageSize: 0,
      }),
    );
    const csv = Buffer.from(answer.file, 'base64').toString('utf8');
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Project name,Type,Freeze Period Onsite (hours),Freeze Period Remote (hours),Freeze Period Edit (hours)');
    expect(header).toContain('Meeting Period Visible (days),Meeting Period Gap (days)');
    expect(line).toContain('Exported project,Assessment,24,12.5,2,14,1');
  });

  it('lists the projects ready to purge, and extends their purge date', async () => {
    const id = await created(adminA, { name: 'Ready to purge project' });
    await archive(adminA, id);
    await db.project
      .patch({ organisationId: orgA, projectId: id })
      .set({ readyToPurge: true, purgeDate: inDays(3), ...purgeIndexFields(orgA, inDays(3)) })
      .go();
    const purge = parseBody(await list(adminA, 'PURGE', { filter: 'ready to purge project' }));
    expect(purge.dataset.map((r: { encryptedId: string; purgeDate: string }) => [r.encryptedId, r.purgeDate])).toEqual([[id, inDays(3)]]);

    const tooSoon = await extend(adminA, id, today);
    expect(tooSoon.statusCode).toBe(400);
    expect(parseBody(tooSoon).errors).toEqual({ date: 'The purge date must be after today.' });
    expect(parseBody(await extend(adminA, id, inDays(60)))).toEqual({ status: 'SUCCESS', message: 'Purging Date Extended' });
    expect(parseBody(await get(adminA, id)).purgeDate).toBe(inDays(60));
    const notReady = await extend(adminA, await created(adminA), inDays(5));
    expect(notReady.statusCode).toBe(422);
  });
});

describe('project select lists', () => {
  it("answers an organisation's projects that are not archived, and refuses another organisation", async () => {
    const org = await world.organisation();
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'));
    const dept = await department(org.organisationId);
    const mk = (name: string, over: Record<string, unknown> = {}) =>
      created(admin, { encryptedOrganisationId: org.organisationId, encryptedDepartmentId: dept, name, ...over });
    await mk('Second select project');
    await mk('First select project', { active: false });
    await archive(admin, await mk('Archived select project'));
    const options = parseBody(await selectList(admin, 'NA'));
    expect(options.map((o: { name: string }) => o.name)).toEqual(['First select project', 'Second select project']);
    expect((await selectList(admin, orgA)).statusCode).toBe(403);
    expect(parseBody(await selectList(grid, org.organisationId)).length).toBe(2);
  });

  it('answers the assessor the active projects of the types they run', async () => {
    const org = await world.organisation();
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'));
    const assessor = await world.signedIn(await world.member(org.organisationId, 'ASSESSOR'), org.organisationId);
    const dept = await department(org.organisationId);
    const mk = (name: string, stepType: string) =>
      created(admin, { encryptedOrganisationId: org.organisationId, encryptedDepartmentId: dept, name, stepType });
    await mk('Interview project x', 'INTERVIEW');
    await mk('Assessment project x', 'ASSESSMENT');
    expect(parseBody(await assessorList(assessor)).map((o: { name: string }) => o.name)).toEqual(['Interview project x']);
    expect((await assessorList(admin)).statusCode).toBe(403);
  });
});

describe("a new project's default alerts and its confirmation alert (issue 18 item 1)", () => {
  const alertCall = (who: Caller, method: 'GET' | 'POST', path: string, params?: Record<string, string>, body?: unknown) =>
    invoke(alertHandler, { method, path: `/api/project-alert/${path}`, params, body, ...who });
  const template = async (organisationId: string, code: string, deliveryMethod: 'EMAIL' | 'SMS') => {
    const templateId = `T${Math.random().toString(36).slice(2, 12)}`;
    const now = new Date().toISOString();
    const name = `${code} ${deliveryMethod}`;
    await db.notificationTemplate
      .create({
        organisationId,
        templateId,
        code,
        scope: 'ORGANISATION',
        deliveryMethod,
        name,
        subject: 'S',
        body: 'B',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    return templateId;
  };
  const rowOf = async (who: Caller, organisationId: string, name: string) =>
    parseBody(await list(who, 'ACTIVE', { filter: name, pageSize: 50 })).dataset.find(
      (r: { name: string; encryptedOrganisationId: string }) => r.name === name && r.encryptedOrganisationId === organisationId,
    );

  it('writes the step type’s default alerts with the project, audited; the page and the list say when the confirmation alert is missing', async () => {
    const org = await world.organisation();
    const member = await world.member(org.organisationId, 'ORG_ADMIN');
    const admin = await world.signedIn(member);
    const dept = await department(org.organisationId);
    const mk = (name: string, over: Record<string, unknown> = {}) =>
      created(admin, { encryptedOrganisationId: org.organisationId, encryptedDepartmentId: dept, name, ...over });

    // No template in the organisation: nothing to add, so the project lacks its confirmation alert.
    const bare = await mk('Project without templates');
    expect(await db.projectAlert.query.byProject({ organisationId: org.organisationId, projectId: bare }).go()).toMatchObject({ data: [] });
    expect(parseBody(await get(admin, bare)).confirmationAlertMissing).toBe(true);
    expect((await rowOf(admin, org.organisationId, 'Project without templates')).confirmationAlertMissing).toBe(true);
    const internal = await mk('Internal project alerts', { stepType: 'INTERNAL', summary: '', instructions: '', completionChecklist: '' });
    expect(parseBody(await get(admin, internal)).confirmationAlertMissing).toBe(false);

    const confirmedEmail = await template(org.organisationId, 'BOOKING_CONFIRMED', 'EMAIL');
    const confirmedSms = await template(org.organisationId, 'BOOKING_CONFIRMED', 'SMS');
    const reminderEmail = await template(org.organisationId, 'BOOKING_REMINDER', 'EMAIL');
    const id = await mk('Project with templates');
    const alerts = (await db.projectAlert.query.byProject({ organisationId: org.organisationId, projectId: id }).go()).data;
    expect(alerts.map((a) => [a.code, a.emailTemplateId, a.emailAddress, a.smsTemplateId, a.mobileNo, a.status]).sort()).toEqual([
      ['BOOKING_CONFIRMED', confirmedEmail, '$candidateEmail', confirmedSms, '$candidateMobile', 'ACTIVE'],
      ['BOOKING_REMINDER', reminderEmail, '$candidateEmail', undefined, undefined, 'ACTIVE'],
    ]);
    // The same set Add Default Alerts adds: nothing is left to add.
    expect(parseBody(await alertCall(grid, 'POST', 'addDefaultAlerts/{projectId}', { projectId: id })).status).toBe('NOT_ADDED');
    for (const a of alerts) {
      const rows = (await db.auditLog.query.byRef({ refType: 'ProjectAlert', refId: a.alertId }).go()).data;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.logMsg).toMatch(/^Project Alert added by default with the new Project\. Alert Name: 'Booking (Confirmed|Reminder)'/);
      expect(rows[0]!.logByUserId).toBe(member.userId);
    }
    expect(parseBody(await audit(admin, id)).dataset[0].logMsg).toContain('Default Alerts added: Booking Confirmed, Booking Reminder.');
    expect(parseBody(await get(admin, id)).confirmationAlertMissing).toBe(false);
    expect((await rowOf(admin, org.organisationId, 'Project with templates')).confirmationAlertMissing).toBe(false);

    // Removing the confirmation alert is seen at once, and so is adding one again.
    const confirmed = alerts.find((a) => a.code === 'BOOKING_CONFIRMED')!;
    expect((await alertCall(admin, 'POST', 'remove/{id}', { id: confirmed.alertId })).statusCode).toBe(200);
    expect(parseBody(await get(admin, id)).confirmationAlertMissing).toBe(true);
    expect((await rowOf(admin, org.organisationId, 'Project with templates')).confirmationAlertMissing).toBe(true);
    const again = await alertCall(admin, 'POST', 'save', undefined, {
      encryptedProjectId: id,
      code: 'BOOKING_CONFIRMED',
      encryptedNTSMSId: confirmedSms,
      mobileNo: '$candidateMobile',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(parseBody(await get(admin, id)).confirmationAlertMissing).toBe(false);
    expect((await rowOf(grid, org.organisationId, 'Project with templates')).confirmationAlertMissing).toBe(false);

    // A duplicate is a new project: it gets the defaults too. An archived project is not warned about.
    const copy = await mk('Copy of project with templates', { encryptedId: id, formAction: 'duplicate' });
    expect((await db.projectAlert.query.byProject({ organisationId: org.organisationId, projectId: copy }).go()).data).toHaveLength(2);
    expect((await archive(admin, bare)).statusCode).toBe(200);
    expect(parseBody(await get(admin, bare)).confirmationAlertMissing).toBe(false);
  });
});
