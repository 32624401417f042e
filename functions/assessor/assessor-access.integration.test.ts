import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { handler as userHandler } from '../user/index.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoAdministrations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
type Caller = SignedIn;
const call = (who: Caller, method: 'GET' | 'POST', path: string, params?: Record<string, string>, body?: unknown) =>
  invoke(handler, { method, path, params, body, sub: who.sub, sessionId: who.sessionId });
const access = (who: Caller, organisationId: string, flag: '0' | '1', assessorId: string, adminId: string, accessTypes = 'INTERVIEW~INTERNAL') =>
  call(who, 'POST', '/api/assessor/addRemoveAssessorAccess/{organisationId}/{flag}/{assessorId}/{adminId}/{accessTypes}', {
    organisationId,
    flag,
    assessorId,
    adminId,
    accessTypes,
  });
const links = (who: Caller, userId: string, flag: '0' | '1', body: object = {}) =>
  call(who, 'POST', '/api/assessor/getAssessorAdminByUser/{userId}/{flag}', { userId, flag }, body);
const addList = (who: Caller, body: object) => call(who, 'POST', '/api/assessor/getListAddAccess', undefined, body);
const byType = (who: Caller, body: object) => call(who, 'POST', '/api/assessor/getAllAssessorByType', undefined, body);
const available = (who: Caller, body: object) => call(who, 'POST', '/api/assessor/getAssessorInvigilatorAdminList', undefined, body);
const names = (rows: { fullName: string }[]) => rows.map((r) => r.fullName);
const now = () => new Date().toISOString();

/** A member of staff of the organisation (active unless told), named '<firstName> Staff'. */
async function givenStaff(
  organisationId: string,
  firstName: string,
  type: 'ASSESSOR' | 'INVIGILATOR',
  flags: Partial<{ assessorAdmin: boolean; internalProjectAccess: boolean; active: boolean; requestTypes: string; timezoneId: string }> = {},
) {
  const { active = true, timezoneId, ...access } = flags;
  const details = { firstName, lastName: 'Staff', username: `${firstName.toLowerCase()}.${ulid().toLowerCase()}@example.test`, timezoneId };
  return (await world.member(organisationId, type, { ...access, ...(active ? {} : { status: 'INACTIVE', statusReason: 'Deactivated' }) }, details))
    .userId;
}

const world = await givenTwoAdministrations(db, { names: ['Access Org', 'Access Other'], firstNames: { a: { admin: 'Olga' } } });
const {
  a: { organisationId: org, admin },
  b: { organisationId: other, admin: otherAdmin },
} = world;
let boss: string;
let plain: string;
let second: string;
let resting: string;
let invig: string;
let assessorCaller: Caller;

beforeAll(async () => {
  await db.configLabel
    .create({ organisationId: org, codeGroup: 'ASSESSOR', labelId: ulid(), code: 'ASSESSOR', display: 'Coach', createdAt: now(), updatedAt: now() })
    .go();
  boss = await givenStaff(org, 'Bianca', 'ASSESSOR', { assessorAdmin: true, internalProjectAccess: true, timezoneId: 'Australia/Sydney' });
  plain = await givenStaff(org, 'Peter', 'ASSESSOR', { timezoneId: 'Australia/Perth' });
  second = await givenStaff(org, 'Quinn', 'ASSESSOR', { assessorAdmin: true, timezoneId: 'Australia/Sydney' });
  resting = await givenStaff(org, 'Rita', 'ASSESSOR', { active: false });
  invig = await givenStaff(org, 'Ines', 'INVIGILATOR', { timezoneId: 'Australia/Sydney' });
  assessorCaller = await world.signedIn(await world.member(org, 'ASSESSOR', { assessorAdmin: true }, { firstName: 'Zara' }));
});

describe('assessor/addRemoveAssessorAccess', () => {
  it('gives an assessor admin access to an assessor with access types, listed from both sides and audited', async () => {
    const answer = await access(admin, org, '1', plain, boss, 'INTERVIEW~INTERNAL');
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'Access saved.' });

    const theirAssessors = parseBody(await links(admin, boss, '1'));
    expect(theirAssessors.size).toBe(1);
    expect(theirAssessors.dataset[0]).toMatchObject({
      encryptedId: plain,
      fullName: 'Peter Staff',
      accessTypes: 'INTERVIEW~INTERNAL',
      accessTypesDisplay: 'Interview, Internal',
      status: 'ACTIVE',
      organisationName: 'Access Org',
    });
    expect(names(parseBody(await links(admin, plain, '0')).dataset)).toEqual(['Bianca Staff']);

    const detail = parseBody(
      await invoke(userHandler, { method: 'GET', path: '/api/user/get/{id}', params: { id: boss }, sub: admin.sub, sessionId: admin.sessionId }),
    );
    expect(detail.userOrgAccessList[0]).toMatchObject({ assessorAccessibleCount: 1, assessorAdminsCount: 0 });

    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: plain }).go()).data.map((r) => r.logMsg);
    expect(audit).toEqual(['Access of Bianca Staff to Peter Staff added: Interview, Internal.']);

    expect(parseBody(await access(admin, org, '1', plain, boss, 'ASSESSMENT')).status).toBe('SUCCESS');
    expect(parseBody(await links(admin, boss, '1')).dataset[0].accessTypes).toBe('ASSESSMENT');
  });

  it('removes an access', async () => {
    await access(admin, org, '1', invig, second, 'ASSESSMENT');
    const removed = await access(admin, org, '0', invig, second, 'NA');
    expect(parseBody(removed)).toEqual({ status: 'SUCCESS', message: 'Access removed.' });
    expect(parseBody(await links(admin, second, '1')).size).toBe(0);
    expect((await access(admin, org, '0', invig, second, 'NA')).statusCode).toBe(404);
  });

  it("refuses an admin who is not an assessor admin, with the organisation's words", async () => {
    const answer = await access(admin, org, '1', invig, plain);
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer).message).toBe('Coach is not Assessor Admin for selected Organisation.');
  });

  it('refuses inactive or archived profiles', async () => {
    const inactive = await access(admin, org, '1', resting, boss);
    expect(inactive.statusCode).toBe(422);
    expect(parseBody(inactive).message).toBe('Profile is Not Active/Marked as Archived');
    const archived = await givenStaff(org, 'Arch', 'ASSESSOR');
    await db.user.patch({ userId: archived }).set({ status: 'ARCHIVED' }).go();
    expect(parseBody(await access(admin, org, '1', archived, boss)).message).toBe('Profile is Not Active/Marked as Archived');
  });

  it('needs at least one known access type', async () => {
    const none = await access(admin, org, '1', invig, boss, 'NA');
    expect(none.statusCode).toBe(422);
    expect(parseBody(none).message).toBe('Please select Access Type');
    expect(parseBody(await access(admin, org, '1', invig, boss, '~')).message).toBe('Please select Access Type');
  });

  it('keeps organisations apart and refuses non-admins', async () => {
    expect((await access(otherAdmin, org, '1', invig, boss)).statusCode).toBe(403);
    expect((await access(otherAdmin, other, '1', invig, boss)).statusCode).toBe(404);
    expect((await links(otherAdmin, boss, '1')).statusCode).toBe(404);
    expect((await access(assessorCaller, org, '1', invig, boss)).statusCode).toBe(403);
  });
});

describe('assessor/getListAddAccess', () => {
  it('offers assessor admins not yet linked to the assessor, sorted by first name', async () => {
    const answer = parseBody(await addList(admin, { encryptedOrganisationId: org, encryptedAssessorId: plain, assessorAdmin: 'Y' }));
    expect(names(answer.dataset)).toEqual(['Quinn Staff', 'Zara Tester']);
    expect(answer.dataset[0].accessTypeOptions).toEqual([
      { text: 'Interview', value: 'INTERVIEW', checked: false },
      { text: 'Assessment', value: 'ASSESSMENT', checked: false },
      { text: 'Internal', value: 'INTERNAL', checked: false },
    ]);
  });

  it('offers active assessors and invigilators the admin does not yet reach, ten a page', async () => {
    const answer = parseBody(await addList(admin, { encryptedOrganisationId: org, encryptedAssessorId: boss, assessorAdmin: 'N' }));
    expect(names(answer.dataset)).toEqual(['Ines Staff', 'Quinn Staff', 'Zara Tester']);
    expect((await addList(otherAdmin, { encryptedOrganisationId: org, assessorAdmin: 'N' })).statusCode).toBe(403);
  });
});

describe('assessor lists by type and availability', () => {
  it('lists staff by the step type they run', async () => {
    expect(names(await byTypeRows(1))).toEqual(['Bianca Staff', 'Peter Staff', 'Quinn Staff', 'Rita Staff', 'Zara Tester']);
    expect(names(await byTypeRows(2))).toEqual(['Ines Staff']);
    expect(names(await byTypeRows(3))).toEqual(['Bianca Staff']);
    expect(names(await byTypeRows(4, { stepType: 'INTERVIEW', activeOnly: true }))).toEqual([
      'Bianca Staff',
      'Peter Staff',
      'Quinn Staff',
      'Zara Tester',
    ]);
    expect(names(await byTypeRows(0))).toContain('Rita Staff');
    expect(names(await byTypeRows(0, { activeOnly: true }))).not.toContain('Rita Staff');
  });

  it('shows an assessor admin only themselves and the assessors they reach', async () => {
    await access(admin, org, '1', invig, assessorCaller.userId, 'ASSESSMENT');
    const rows = parseBody(await byType(assessorCaller, { type: 0 }));
    expect(names(rows)).toEqual(['Ines Staff', 'Zara Tester']);
  });

  it('offers only staff free for the slot, onsite only in its time zone', async () => {
    const prompt = parseBody(await available(admin, { encryptedOrganisationId: org, stepType: 'INTERVIEW' }));
    expect(prompt).toEqual({ size: 0, dataset: [], errorMessage: 'Enter Start Date, Time & Duration to Populate Available List' });

    const slot = {
      encryptedOrganisationId: org,
      startDateDisplay: '2031-03-03',
      startTimeDisplay: '10:00',
      duration: 1,
      encryptedTimezoneId: 'Australia/Sydney',
      stepType: 'INTERVIEW',
      deliveryMethod: 'REMOTE',
    };
    expect(names(parseBody(await available(admin, slot)).dataset)).toEqual(['Bianca Staff', 'Peter Staff', 'Quinn Staff', 'Zara Tester']);
    // Peter is busy 10:30-11:30 Sydney time that day.
    await db.meeting
      .create({
        organisationId: org,
        meetingId: ulid(),
        projectId: ulid(),
        stepType: 'INTERVIEW',
        assessorId: plain,
        start: '2031-03-02T23:30:00.000Z',
        end: '2031-03-03T00:30:00.000Z',
        timeZone: 'Australia/Sydney',
        durationHours: 1,
        deliveryMethod: 'REMOTE',
        candidateMax: 1,
        createdAt: now(),
        updatedAt: now(),
      })
      .go();
    expect(names(parseBody(await available(admin, slot)).dataset)).toEqual(['Bianca Staff', 'Quinn Staff', 'Zara Tester']);
    expect(names(parseBody(await available(admin, { ...slot, startTimeDisplay: '11:30' })).dataset)).toContain('Peter Staff');
    expect(names(parseBody(await available(admin, { ...slot, deliveryMethod: 'ONSITE' })).dataset)).toEqual(['Bianca Staff', 'Quinn Staff']);
    expect(names(parseBody(await available(admin, { ...slot, stepType: 'ASSESSMENT' })).dataset)).toEqual(['Ines Staff']);
    expect(names(parseBody(await available(admin, { ...slot, listType: 'ADMIN' })).dataset)).toEqual(['Olga Tester']);
  });
});

async function byTypeRows(type: number, extra: object = {}) {
  const answer = await byType(admin, { type, encryptedOrganisationId: org, ...extra });
  expect(answer.statusCode).toBe(200);
  return parseBody(answer);
}
