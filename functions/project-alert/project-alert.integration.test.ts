import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as auditHandler } from '../audit-log/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const stamp = '2030-01-01T00:00:00.000Z';

const call = (who: SignedIn, method: 'GET' | 'POST', path: string, params?: Record<string, string>, body?: unknown) =>
  invoke(handler, { method, path: `/api/project-alert/${path}`, params, body, ...who });
const save = (who: SignedIn, body: unknown) => call(who, 'POST', 'save', undefined, body);
const get = (who: SignedIn, id: string) => call(who, 'GET', 'get/{id}', { id });
const remove = (who: SignedIn, id: string) => call(who, 'POST', 'remove/{id}', { id });
const byProject = (who: SignedIn, projectId: string, body: object = {}) => call(who, 'POST', 'getListByProject/{projectId}', { projectId }, body);
const missing = (who: SignedIn, projectId: string) => call(who, 'GET', 'getConfigAlertMissing/{projectId}', { projectId });
const addDefaults = (who: SignedIn, projectId: string) => call(who, 'POST', 'addDefaultAlerts/{projectId}', { projectId });
const audit = (who: SignedIn, refId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'ProjectAlert', refId },
    body: {},
    ...who,
  });

async function project(organisationId: string, name: string, stepType: StepType = 'ASSESSMENT'): Promise<string> {
  const projectId = ulid();
  await db.project
    .create({
      organisationId,
      projectId,
      departmentId: ulid(),
      name,
      stepType,
      start: stamp,
      end: stamp,
      timeZone: 'Australia/Sydney',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  return projectId;
}

async function template(
  organisationId: string,
  code: string,
  deliveryMethod: 'EMAIL' | 'SMS',
  name: string,
  extra: { archived?: boolean } = {},
): Promise<string> {
  const templateId = ulid();
  await db.notificationTemplate
    .create({
      organisationId,
      templateId,
      code,
      scope: 'PROJECT',
      deliveryMethod,
      name,
      subject: deliveryMethod === 'EMAIL' ? `${name} subject` : undefined,
      body: `${name} body for $candidateFirstName`,
      createdAt: stamp,
      updatedAt: stamp,
      ...extra,
    })
    .go();
  return templateId;
}

const world = await givenTwoOrganisations(db, { names: ['Alert Org A', 'Alert Org B'], firstNames: { a: { admin: 'Alice' } } });
const {
  a: { organisationId: orgA, admin: adminA, assessor: assessorA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const grid = world.gridAdmin;

const projectA = await project(orgA, 'Graduate assessment A');
const emailA = await template(orgA, 'BOOKING_CONFIRMED', 'EMAIL', 'Confirmed email');
const smsA = await template(orgA, 'BOOKING_CONFIRMED', 'SMS', 'Confirmed sms');
const projectB = await project(orgB, 'Graduate assessment B');
const emailB = await template(orgB, 'BOOKING_CONFIRMED', 'EMAIL', 'B confirmed email');

describe('project alert calls through the real handler', () => {
  it('saves an alert, reads it with its previews and lists it on the project, with its audit row', async () => {
    const saved = parseBody(
      await save(adminA, {
        encryptedProjectId: projectA,
        code: 'BOOKING_CONFIRMED',
        encryptedNTEmailId: emailA,
        emAddress: ' ops@example.com ;$candidateEmail;; ',
        encryptedNTSMSId: smsA,
        mobileNo: '$candidateMobile;$assessorMobile',
      }),
    );
    expect(saved.status).toBe('SUCCESS');
    const read = parseBody(await get(adminA, saved.message));
    expect(read).toMatchObject({
      encryptedProjectId: projectA,
      projectName: 'Graduate assessment A',
      code: 'BOOKING_CONFIRMED',
      codeDescription: 'Booking Confirmed',
      nameNTEmail: 'Confirmed email',
      subjectEmail: 'Confirmed email subject',
      bodyEmail: 'Confirmed email body for $candidateFirstName',
      emAddress: 'ops@example.com; $candidateEmail',
      nameNTSMS: 'Confirmed sms',
      bodyMobile: 'Confirmed sms body for $candidateFirstName',
      mobileNo: '$candidateMobile; $assessorMobile',
      status: 'Active',
    });
    const list = parseBody(await byProject(adminA, projectA));
    expect(list.size).toBe(1);
    expect(list.dataset[0]).toMatchObject({
      projectName: 'Graduate assessment A',
      codeDescription: 'Booking Confirmed',
      nameNTEmail: 'Confirmed email',
      nameNTSMS: 'Confirmed sms',
    });
    const log = parseBody(await audit(adminA, saved.message));
    expect(log.dataset[0].logBy).toBe('Alice Tester');
    expect(log.dataset[0].logMsg).toBe(
      "Project Alert created. Alert Name: 'Booking Confirmed'; Email Template: 'Confirmed email'; Email Address: 'ops@example.com; $candidateEmail'; SMS Template: 'Confirmed sms'; SMS To: '$candidateMobile; $assessorMobile'",
    );

    // Unchecking SMS (no SMS template sent) clears the SMS template and the mobile tags.
    await save(adminA, {
      encryptedId: saved.message,
      encryptedProjectId: projectA,
      code: 'BOOKING_CONFIRMED',
      encryptedNTEmailId: emailA,
      emAddress: '$assessorEmail',
      mobileNo: '$candidateMobile',
    });
    const edited = parseBody(await get(adminA, saved.message));
    expect(edited.emAddress).toBe('$assessorEmail');
    expect(edited.encryptedNTSMSId).toBeUndefined();
    expect(edited.mobileNo).toBeUndefined();
    expect(parseBody(await audit(adminA, saved.message)).dataset[0].logMsg).toBe(
      "Project Alert updated. Email Address: 'ops@example.com; $candidateEmail' → '$assessorEmail'; SMS Template: 'Confirmed sms' → (empty); SMS To: '$candidateMobile; $assessorMobile' → (empty)",
    );

    // A second alert of the same code on the project is refused inside the write.
    const twice = await save(adminA, {
      encryptedProjectId: projectA,
      code: 'BOOKING_CONFIRMED',
      encryptedNTEmailId: emailA,
      emAddress: '$candidateEmail',
    });
    expect(twice.statusCode).toBe(422);
    expect(parseBody(twice).message).toBe('This project already has an alert for this Alert Name');

    const removed = await remove(adminA, saved.message);
    expect(parseBody(removed)).toEqual({ status: 'REMOVED', message: 'Project Alert is successfully removed' });
    expect(parseBody(await get(adminA, saved.message)).status).toBe('Removed');
    expect(parseBody(await byProject(adminA, projectA)).size).toBe(0);
    expect((await remove(adminA, saved.message)).statusCode).toBe(422);
    // The code is free again once removed.
    expect(
      parseBody(await save(adminA, { encryptedProjectId: projectA, code: 'BOOKING_CONFIRMED', encryptedNTSMSId: smsA, mobileNo: '$candidateMobile' }))
        .status,
    ).toBe('SUCCESS');
  });

  it('validates with the spec messages', async () => {
    const bad = await save(adminA, {
      encryptedProjectId: projectA,
      code: 'BOOKING_REMINDER',
      encryptedNTEmailId: emailA,
      emAddress: 'ops@example.com; nobody',
    });
    expect(bad.statusCode).toBe(400);
    expect(parseBody(bad).errors).toEqual({ emAddress: 'nobody is not a valid Email Address' });
    expect(parseBody(await save(adminA, { encryptedProjectId: '', code: '' })).errors).toMatchObject({
      encryptedProjectId: 'This is a required field',
      code: 'This is a required field',
    });
    expect(parseBody(await save(adminA, { encryptedProjectId: projectA, code: 'BOOKING_REMINDER' })).errors).toEqual({
      encryptedNTEmailId: 'Please select at least one Notification Method',
    });
    expect(
      parseBody(await save(adminA, { encryptedProjectId: projectA, code: 'BOOKING_REMINDER', encryptedNTSMSId: smsA, mobileNo: '' })).errors,
    ).toEqual({
      mobileNo: 'Please select SMS to candidate or SMS to Assessor',
    });
    // A template of another code, or a code the project's step type has no alert for.
    const wrongCode = await save(adminA, {
      encryptedProjectId: projectA,
      code: 'BOOKING_REMINDER',
      encryptedNTEmailId: emailA,
      emAddress: '$candidateEmail',
    });
    expect(parseBody(wrongCode).errors).toEqual({ encryptedNTEmailId: 'The template does not belong to this Alert Name and Notification Method' });
    const wrongMethod = await save(adminA, {
      encryptedProjectId: projectA,
      code: 'BOOKING_CONFIRMED',
      encryptedNTEmailId: smsA,
      emAddress: '$candidateEmail',
    });
    expect(wrongMethod.statusCode).toBe(400);
    const notForProject = await save(adminA, {
      encryptedProjectId: projectA,
      code: 'CANDIDATE_INVITATION',
      encryptedNTEmailId: emailA,
      emAddress: '$candidateEmail',
    });
    expect(parseBody(notForProject).errors).toEqual({ code: 'This Alert Name is not available for the project' });
    const markup = await save(adminA, {
      encryptedProjectId: '<b>P</b>',
      code: 'BOOKING_CONFIRMED',
      encryptedNTEmailId: emailA,
      emAddress: '$candidateEmail',
    });
    expect(markup.statusCode).toBe(406);
  });

  it("keeps organisations apart: another organisation's project, template and alert are not found", async () => {
    const alertB = parseBody(
      await save(adminB, { encryptedProjectId: projectB, code: 'BOOKING_CONFIRMED', encryptedNTEmailId: emailB, emAddress: '$candidateEmail' }),
    ).message;
    expect((await get(adminA, alertB)).statusCode).toBe(404);
    expect((await remove(adminA, alertB)).statusCode).toBe(404);
    expect((await byProject(adminA, projectB)).statusCode).toBe(404);
    expect((await missing(adminA, projectB)).statusCode).toBe(404);
    expect((await audit(adminA, alertB)).statusCode).toBe(404);
    // Their project, or our project with their template.
    expect(
      (await save(adminA, { encryptedProjectId: projectB, code: 'BOOKING_RESCHEDULED', encryptedNTEmailId: emailB, emAddress: '$candidateEmail' }))
        .statusCode,
    ).toBe(404);
    const otherProject = await project(orgA, 'Another assessment A');
    expect(
      (await save(adminA, { encryptedProjectId: otherProject, code: 'BOOKING_CONFIRMED', encryptedNTEmailId: emailB, emAddress: '$candidateEmail' }))
        .statusCode,
    ).toBe(404);
    // Editing their alert through our project.
    expect(
      (
        await save(adminA, {
          encryptedId: alertB,
          encryptedProjectId: otherProject,
          code: 'BOOKING_CONFIRMED',
          encryptedNTEmailId: emailA,
          emAddress: '$candidateEmail',
        })
      ).statusCode,
    ).toBe(404);
    expect(parseBody(await get(grid, alertB)).projectName).toBe('Graduate assessment B');
  });

  it('refuses callers without an admin role, and the grid admin calls to anyone else', async () => {
    expect((await byProject(assessorA, projectA)).statusCode).toBe(403);
    expect(
      (await save(assessorA, { encryptedProjectId: projectA, code: 'BOOKING_CONFIRMED', encryptedNTEmailId: emailA, emAddress: '$candidateEmail' }))
        .statusCode,
    ).toBe(403);
    expect((await call(adminA, 'POST', 'getList', undefined, {})).statusCode).toBe(403);
    expect((await addDefaults(adminA, projectA)).statusCode).toBe(403);
  });

  it('answers the alert codes of a step type and of Project scope', async () => {
    const assessment = parseBody(await call(adminA, 'GET', 'getConfigAlertByStepType/{stepType}', { stepType: 'ASSESSMENT' }));
    expect(assessment).toContainEqual({ code: 'BOOKING_CONFIRMED', description: 'Booking Confirmed', deliveryMethods: ['EMAIL', 'SMS'] });
    expect(assessment.map((a: { code: string }) => a.code)).not.toContain('CANDIDATE_INVITATION');
    const internal = parseBody(await call(adminA, 'GET', 'getConfigAlertByStepType/{stepType}', { stepType: 'INTERNAL' })).map(
      (a: { code: string }) => a.code,
    );
    expect(internal).toContain('MEETING_CHANGED');
    expect(internal).not.toContain('BOOKING_CONFIRMED');
    const scope = parseBody(await call(adminA, 'GET', 'getConfigAlertScopeProject')).map((a: { code: string }) => a.code);
    expect(scope).toContain('BOOKING_CONFIRMED');
    expect(scope).not.toContain('PURGE_NOTICE');
    expect((await call(adminA, 'GET', 'getConfigAlertByStepType/{stepType}', { stepType: 'OTHER' })).statusCode).toBe(400);
  });

  it('adds the default alerts of the codes with templates, and lists what is still missing', async () => {
    const org = (await world.organisation('Defaults Org')).organisationId;
    const p = await project(org, 'Defaults interview project', 'INTERVIEW');
    const reminderEmail = await template(org, 'BOOKING_REMINDER', 'EMAIL', 'Reminder email');
    await template(org, 'BOOKING_REMINDER', 'EMAIL', 'An archived reminder', { archived: true });
    const allocatedSms = await template(org, 'ASSESSOR_ALLOCATED', 'SMS', 'Allocated sms');
    const before = parseBody(await missing(grid, p)).map((m: { code: string }) => m.code);
    expect(before).toEqual(expect.arrayContaining(['BOOKING_REMINDER', 'ASSESSOR_ALLOCATED', 'BOOKING_CONFIRMED']));

    const added = parseBody(await addDefaults(grid, p));
    expect(added.status).toBe('SUCCESS');
    const [done, withoutTemplate] = added.message.split('\n');
    expect(done).toBe('Default Alerts added: Booking Reminder, Assessor Allocated');
    expect(withoutTemplate).toMatch(/^No Templates found for: .*Booking Confirmed/);
    expect(withoutTemplate).not.toMatch(/Booking Reminder|Assessor Allocated/);
    const rows = parseBody(await byProject(grid, p, { sortColumn: 'codeDescription', sortDirection: 'asc' })).dataset;
    expect(
      rows.map((r: { codeDescription: string; nameNTEmail: string; nameNTSMS: string }) => [r.codeDescription, r.nameNTEmail, r.nameNTSMS]),
    ).toEqual([
      ['Assessor Allocated', '', 'Allocated sms'],
      ['Booking Reminder', 'Reminder email', ''],
    ]);
    const allocated = parseBody(await get(grid, rows[0].encryptedId));
    expect(allocated).toMatchObject({ encryptedNTSMSId: allocatedSms, mobileNo: '$assessorMobile' });
    expect(parseBody(await get(grid, rows[1].encryptedId))).toMatchObject({ encryptedNTEmailId: reminderEmail, emAddress: '$candidateEmail' });

    const after = parseBody(await missing(grid, p)).map((m: { code: string }) => m.code);
    expect(after).not.toContain('BOOKING_REMINDER');
    expect(after).toContain('BOOKING_CONFIRMED');
    const again = parseBody(await addDefaults(grid, p));
    expect(again.status).toBe('NOT_ADDED');
    expect(again.message.split('\n')).toEqual([
      'No Default Alerts to add: every Alert Name with templates already has an alert on this project',
      withoutTemplate,
    ]);
  });

  it("gives the grid admin every organisation's alerts, searchable", async () => {
    const all = parseBody(await call(grid, 'POST', 'getList', undefined, { filter: 'graduate assessment', pageSize: 0 }));
    const names = all.dataset.map((r: { projectName: string }) => r.projectName);
    expect(names).toContain('Graduate assessment A');
    expect(names).toContain('Graduate assessment B');
    expect(all.size).toBe(all.dataset.length);
  });
});
