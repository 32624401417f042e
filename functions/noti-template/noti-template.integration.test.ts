import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler as auditHandler } from '../audit-log/index.ts';
import { handler } from './index.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const base = '/api/noti-template';
const save = (who: Caller, body: unknown) => invoke(handler, { method: 'POST', path: `${base}/save`, body, ...who });
const get = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: `${base}/get/{id}`, params: { id }, ...who });
const archive = (who: Caller, id: string) => invoke(handler, { method: 'POST', path: `${base}/archive/{id}`, params: { id }, ...who });
const list = (who: Caller, organisationId: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: `${base}/getList/{organisationId}`, params: { organisationId }, body, ...who });
const byCode = (who: Caller, organisationId: string, code: string) =>
  invoke(handler, { method: 'GET', path: `${base}/getByOrganisationByCode/{organisationId}/{code}`, params: { organisationId, code }, ...who });
const byAlert = (who: Caller, organisationId: string) =>
  invoke(handler, { method: 'GET', path: `${base}/getListByConfigAlertOrg/{organisationId}`, params: { organisationId }, ...who });
const missing = (who: Caller, organisationId: string) =>
  invoke(handler, { method: 'GET', path: `${base}/getConfigAlertMissing/{organisationId}`, params: { organisationId }, ...who });
const scopeOrg = (who: Caller) => invoke(handler, { method: 'GET', path: `${base}/getConfigAlertScopeOrg`, ...who });
const tags = (who: Caller) => invoke(handler, { method: 'GET', path: `${base}/getAllNotificationTags`, ...who });
const audit = (who: Caller, refId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'NotificationTemplate', refId },
    body: {},
    ...who,
  });

const world = await givenTwoOrganisations(db, { names: ['Org A', 'Org B'], firstNames: { gridAdmin: 'Gina' } });
const {
  a: { organisationId: orgA, admin: adminA, candidate: candidateA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const grid = await world.signedIn(world.gridAdmin, orgB);

const invitation = (organisationId: string, extra: object = {}) => ({
  encryptedOrganisationId: organisationId,
  scope: 'Organisation',
  code: 'CANDIDATE_INVITATION',
  deliveryMethod: 'EMAIL',
  name: 'Candidate invitation',
  subject: 'Welcome $candidateFirstName to $organisationName',
  body: 'Dear $candidateFirstName, book your $labelMeeting: $invitationLink',
  ...extra,
});

describe('noti-template calls through the real handler', () => {
  it('creates, reads, edits and audits a template with tags (grid admin)', async () => {
    const created = parseBody(await save(grid, invitation(orgA)));
    expect(created.status).toBe('SUCCESS');
    const id = created.message;

    expect(parseBody(await get(grid, id))).toMatchObject({
      encryptedId: id,
      encryptedOrganisationId: orgA,
      organisationName: 'Org A',
      code: 'CANDIDATE_INVITATION',
      codeDescription: 'Candidate Invitation',
      scope: 'Organisation',
      deliveryMethod: 'EMAIL',
      subject: 'Welcome $candidateFirstName to $organisationName',
    });

    const edited = await save(grid, invitation(orgA, { encryptedId: id, name: 'Invite v2' }));
    expect(parseBody(edited)).toEqual({ status: 'SUCCESS', message: id });
    const log = parseBody(await audit(grid, id));
    expect(log.dataset.map((r: { logMsg: string }) => r.logMsg)).toEqual([
      "Notification Template updated. Name: 'Candidate invitation' → 'Invite v2'",
      expect.stringContaining("Notification Template created. Alert Name: 'Candidate Invitation'; Scope: 'Organisation'; Method: 'EMAIL'"),
    ]);
    expect(log.dataset[0].logBy).toContain('Gina');
    await archive(grid, id);
  });

  it("refuses a second Organisation-scope template of a code in one organisation with the spec's words; other organisations and Project scope may", async () => {
    const first = parseBody(await save(grid, invitation(orgA, { code: 'PURGE_NOTICE', body: 'Removed on $purgeDate' }))).message;
    const clash = await save(grid, invitation(orgA, { code: 'PURGE_NOTICE', body: 'Again $purgeDate', name: 'Other' }));
    expect(clash.statusCode).toBe(422);
    expect(parseBody(clash)).toMatchObject({ status: 'Existing Template', message: 'This Template Code already exists for this Organisation' });
    expect((await save(grid, invitation(orgB, { code: 'PURGE_NOTICE', body: 'B $purgeDate' }))).statusCode).toBe(200);
    const project = await save(grid, {
      ...invitation(orgA, { code: 'BOOKING_CONFIRMED', scope: 'Project', deliveryMethod: 'SMS', body: 'On $meetingStart' }),
    });
    expect(parseBody(project).status).toBe('SUCCESS');
    expect(parseBody(await get(grid, parseBody(project).message))).toMatchObject({ subject: '', deliveryMethod: 'SMS', scope: 'Project' });

    expect(parseBody(await archive(grid, first))).toMatchObject({ status: 'SUCCESS' });
    expect((await get(grid, first)).statusCode).toBe(404);
    expect(parseBody(await save(grid, invitation(orgA, { code: 'PURGE_NOTICE', body: 'Freed $purgeDate' }))).status).toBe('SUCCESS');
  });

  it('refuses unknown tags, tags the alert may not use, a method the alert does not have and the spec’s field rules', async () => {
    const unknown = await save(grid, invitation(orgA, { code: 'USER_INVITATION', body: 'Hello $candidateShoeSize' }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(unknown))).toContain('Unknown tag $candidateShoeSize');
    const notForAlert = await save(grid, invitation(orgA, { code: 'USER_INVITATION', subject: 'On $meetingStart', body: 'Hi' }));
    expect(JSON.stringify(parseBody(notForAlert))).toContain('Unknown tag $meetingStart');
    const sms = await save(grid, invitation(orgA, { code: 'USER_INVITATION', deliveryMethod: 'SMS' }));
    expect(JSON.stringify(parseBody(sms))).toContain('This Method is not available for this Alert Name');
    const empty = await save(grid, invitation(orgA, { code: 'USER_INVITATION', body: '', name: 'x' }));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(empty))).toContain('Please enter Body');
  });

  it('rejects markup in the body (406)', async () => {
    expect((await save(grid, invitation(orgA, { code: 'USER_INVITATION', body: 'Hi <script>alert(1)</script>' }))).statusCode).toBe(406);
  });

  it('lets an organisation admin only read their own organisation’s templates, and never write', async () => {
    const id = parseBody(
      await save(grid, invitation(orgA, { code: 'BOOKING_REMINDER', scope: 'Project', body: 'Soon: $meetingStart', name: 'Reminder A' })),
    ).message;
    expect(parseBody(await get(adminA, id)).name).toBe('Reminder A');
    expect((await get(adminB, id)).statusCode).toBe(404);
    expect((await save(adminA, invitation(orgA, { code: 'USER_INVITATION' }))).statusCode).toBe(403);
    expect((await archive(adminA, id)).statusCode).toBe(403);
    expect((await list(adminB, orgA)).statusCode).toBe(403);
    expect((await byCode(adminB, orgA, 'BOOKING_REMINDER')).statusCode).toBe(403);
    expect((await byAlert(adminB, orgA)).statusCode).toBe(403);
    expect((await missing(adminB, orgA)).statusCode).toBe(403);
    expect((await audit(adminB, id)).statusCode).toBe(404);
    expect((await get(candidateA, id)).statusCode).toBe(403);

    const own = parseBody(await list(adminA, 'NA'));
    expect(own.dataset.map((r: { name: string }) => r.name)).toContain('Reminder A');
    expect(parseBody(await list(adminB, 'NA')).dataset.map((r: { name: string }) => r.name)).not.toContain('Reminder A');
  });

  it('lists for the grid admin: all organisations, one organisation, by code, by alert, missing alerts, scope and tags', async () => {
    const id = parseBody(
      await save(grid, invitation(orgB, { code: 'MEETING_CHANGED', scope: 'Project', body: 'Moved $meetingStart', name: 'Zz Moved B' })),
    ).message;
    const all = parseBody(await list(grid, 'NA', { filter: 'Zz Moved' }));
    expect(all.dataset).toEqual([
      expect.objectContaining({ encryptedId: id, organisationName: 'Org B', scope: 'Project', codeDescription: 'Meeting Changed' }),
    ]);
    expect(parseBody(await list(grid, orgA, { filter: 'Zz Moved' })).size).toBe(0);
    expect(parseBody(await byCode(grid, orgB, 'MEETING_CHANGED')).map((r: { encryptedId: string }) => r.encryptedId)).toEqual([id]);
    expect(parseBody(await byAlert(grid, orgB)).map((r: { encryptedId: string }) => r.encryptedId)).toContain(id);

    const freshOrg = await world.organisation('Org Fresh');
    expect(parseBody(await missing(grid, freshOrg.organisationId)).map((a: { code: string }) => a.code)).toEqual([
      'CANDIDATE_INVITATION',
      'USER_INVITATION',
      'PURGE_NOTICE',
    ]);
    expect(parseBody(await scopeOrg(adminA)).map((a: { code: string }) => a.code)).toEqual([
      'CANDIDATE_INVITATION',
      'USER_INVITATION',
      'PURGE_NOTICE',
    ]);
    const tagList = parseBody(await tags(grid));
    expect(tagList).toEqual(expect.arrayContaining([{ code: '$candidateFirstName', name: 'Candidate first name' }]));
    expect((await tags(adminA)).statusCode).toBe(403);
  });

  it('refuses to delete a template an active project alert uses, naming the project', async () => {
    const id = parseBody(
      await save(grid, invitation(orgA, { code: 'BOOKING_MISSED', scope: 'Project', body: 'Missed $meetingStart', name: 'Missed' })),
    ).message;
    const projectId = ulid();
    const now = new Date().toISOString();
    await db.project
      .create({
        organisationId: orgA,
        projectId,
        departmentId: ulid(),
        name: 'Graduate Intake 2027',
        start: '2027-01-01T00:00:00.000Z',
        end: '2027-12-31T00:00:00.000Z',
        timeZone: 'Australia/Sydney',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    await db.projectAlert
      .create({
        organisationId: orgA,
        projectId,
        alertId: ulid(),
        code: 'BOOKING_MISSED',
        emailTemplateId: id,
        emailAddress: '$candidateEmail',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const refused = await archive(grid, id);
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject({ status: 'Not Allowed/Error', message: expect.stringContaining('Graduate Intake 2027') });
    expect((await get(grid, id)).statusCode).toBe(200);
  });
});
