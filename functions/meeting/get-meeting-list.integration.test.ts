import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingListRecords } from './testing/meeting-list-world.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const list = (who: Caller, search: object, opts: { a?: string; b?: string; body?: object } = {}) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/meeting/getMeetingList/{a}/{b}',
    params: { a: opts.a ?? 'NA', b: opts.b ?? 'NA' },
    body: { pageIndex: 0, pageSize: 10, searchData: JSON.stringify(search), ...opts.body },
    ...who,
  });
const rows = async (who: Caller, search: object, opts: Parameters<typeof list>[2] = {}) => {
  const answer = await list(who, search, opts);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer) as { dataset: Record<string, unknown>[]; size: number };
};

const world = await givenTwoOrganisations(db, { firstNames: { a: { assessor: 'Ava', assessorAdmin: 'Abe', invigilator: 'Ivy' } } });
const { a, b } = world;
const recordsA = meetingListRecords(db, a.organisationId);
const recordsB = meetingListRecords(db, b.organisationId);
const interviews = await recordsA.project('Graduate interviews');
const tests = await recordsA.project('Written tests', 'ASSESSMENT');
const projectB = await recordsB.project('B interviews');

// Days of March 2031 at 10:00 Sydney (23:00 UTC the day before).
const day = (d: number) => new Date(Date.UTC(2031, 2, d - 1, 23)).toISOString();
const ids = {
  ava1: await recordsA.meeting(interviews, a.assessor.userId, day(3)),
  ava2: await recordsA.meeting(interviews, a.assessor.userId, day(1), {
    deliveryMethod: 'REMOTE',
    address: undefined,
    candidatesConfirmed: 1,
  }),
  abe: await recordsA.meeting(interviews, a.assessorAdmin.userId, day(2), {
    address: { addLine1: '2 Queen St', city: 'Auckland', state: 'AKL', postCode: 1010, countryCode: 'NZ' },
  }),
  ivy: await recordsA.meeting(tests, a.invigilator.userId, day(4), { stepType: 'ASSESSMENT', candidateMax: 6, candidatesConfirmed: 2 }),
  off: await recordsA.meeting(interviews, a.assessor.userId, day(5), { active: false }),
  gone: await recordsA.meeting(interviews, a.assessor.userId, day(6), { archived: true }),
  task: await recordsA.meeting(interviews, a.assessor.userId, day(7), {
    stepType: 'INTERNAL',
    durationHours: 3,
    taskJson: [{ name: 'Screening', adminSelected: true }],
  }),
};
await recordsB.meeting(projectB, b.assessor.userId, day(2));
const nameOf = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
const names = (page: { dataset: Record<string, unknown>[] }) => page.dataset.map((r) => nameOf.get(String(r.encryptedId)));

describe('meeting/getMeetingList: the tabs', () => {
  it("lists the organisation's active meetings for an admin by start, with seats, the total from the counter", async () => {
    const page = await rows(a.admin, { listType: 'active' });
    expect(names(page)).toEqual(['ava2', 'abe', 'ava1', 'ivy']);
    expect(page.size).toBe(4);
    const ava2 = page.dataset[0]!;
    expect(ava2).toMatchObject({
      projectName: 'Graduate interviews',
      stepTypeDisplay: 'Interview',
      seats: '1/1',
      displayAddress: 'Remote',
      timezoneCode: 'Syd',
      startDateDisplay: '2031-03-01',
      startTimeDisplay: '10:00',
    });
    expect(String(ava2.assessorName)).toMatch(/^Ava /);
    expect(page.dataset[1]!.displayAddress).toBe('2 Queen St, Auckland AKL 1010');
  });

  it('pages descending when the Timeline is sorted so', async () => {
    const page = await rows(
      a.admin,
      { listType: 'active' },
      { body: { pageSize: 2, pageIndex: 1, sortColumn: 'dateTimeCombined', sortDirection: 'desc' } },
    );
    expect(names(page)).toEqual(['abe', 'ava2']);
    expect(page.size).toBe(4);
  });

  it('puts inactive, archived and internal meetings on their own tabs', async () => {
    expect(names(await rows(a.admin, { listType: 'inactive' }))).toEqual(['off']);
    expect(names(await rows(a.admin, { listType: 'archived' }))).toEqual(['gone']);
    const internal = await rows(a.admin, { listType: 'internal' });
    expect(names(internal)).toEqual(['task']);
    expect(internal.dataset[0]).toMatchObject({ statusInternal: 'PENDING', providedHours: 3, completedHours: 0, taskAllocation: 'Screening' });
    expect(internal.dataset[0]!.seats).toBeUndefined();
  });

  it('shows an assessor their own meetings only, without seats', async () => {
    const page = await rows(a.assessor, { listType: 'active' });
    expect(names(page)).toEqual(['ava2', 'ava1']);
    expect(page.size).toBe(2);
    expect(page.dataset[0]!.seats).toBeUndefined();
    expect(names(await rows(a.assessor, { listType: 'inactive' }))).toEqual(['off']);
  });

  it('shows an invigilator their own meetings only', async () => {
    expect(names(await rows(a.invigilator, { listType: 'active' }))).toEqual(['ivy']);
  });

  it("shows an assessor admin their own and their granted assessors' meetings", async () => {
    expect(names(await rows(a.assessorAdmin, { listType: 'active' }))).toEqual(['abe']);
    const now = new Date().toISOString();
    await db.assessorAccess
      .create({
        organisationId: a.organisationId,
        adminId: a.assessorAdmin.userId,
        assessorId: a.assessor.userId,
        accessTypes: 'INTERVIEW',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const page = await rows(a.assessorAdmin, { listType: 'active' });
    expect(names(page)).toEqual(['ava2', 'abe', 'ava1']);
    expect(page.size).toBe(3);
    expect(names(await rows(a.assessorAdmin, { listType: 'active', encryptedAssessorId: [a.assessor.userId] }))).toEqual(['ava2', 'ava1']);
  });

  it('refuses the admin tabs and the internal tab to those without them, and candidates altogether', async () => {
    expect((await list(a.assessor, { listType: 'archived' })).statusCode).toBe(403);
    expect((await list(a.invigilator, { listType: 'show_no' })).statusCode).toBe(403);
    expect((await list(a.assessor, { listType: 'internal' })).statusCode).toBe(403);
    expect((await list(a.admin, { listType: 'show_no' })).statusCode).toBe(403);
    expect((await list(a.candidate, { listType: 'active' })).statusCode).toBe(403);
    const inside = await world.signedIn(await world.member(a.organisationId, 'ASSESSOR', { internalProjectAccess: true }));
    expect((await rows(inside, { listType: 'internal' })).size).toBe(0);
  });

  it("refuses an assessor another assessor's meetings", async () => {
    expect((await list(a.assessor, { listType: 'active', encryptedAssessorId: [a.assessorAdmin.userId] })).statusCode).toBe(403);
  });
});

describe('meeting/getMeetingList: filters', () => {
  it('filters by assessor, project, method, state (only with ONSITE), fill type and step type', async () => {
    expect(names(await rows(a.admin, { listType: 'active', encryptedAssessorId: [a.assessor.userId, a.invigilator.userId] }))).toEqual([
      'ava2',
      'ava1',
      'ivy',
    ]);
    expect(names(await rows(a.admin, { listType: 'active', encryptedProjectId: [tests] }))).toEqual(['ivy']);
    expect(names(await rows(a.admin, { listType: 'active', filters: ['REMOTE'] }))).toEqual(['ava2']);
    expect(names(await rows(a.admin, { listType: 'active', filters: ['ONSITE'], state: ['NSW'] }))).toEqual(['ava1', 'ivy']);
    // Without ONSITE in the Method filter the state filter does not apply.
    expect((await rows(a.admin, { listType: 'active', state: ['NSW'] })).size).toBe(4);
    expect(names(await rows(a.admin, { listType: 'active', filters: ['FILLED'] }))).toEqual(['ava2']);
    const unfilled = await rows(a.admin, { listType: 'active', filters: ['UNFILLED', 'ASSESSMENT'] });
    expect(names(unfilled)).toEqual(['ivy']);
    expect(unfilled.size).toBe(1);
  });

  it('reads a date range in the organisation’s days', async () => {
    const page = await rows(a.admin, { listType: 'active', dateRange: '2031-03-02~2031-03-03' });
    expect(names(page)).toEqual(['abe', 'ava1']);
    expect(page.size).toBe(2);
    expect(names(await rows(a.admin, { listType: 'active', dateRange: '2031-03-04~' }))).toEqual(['ivy']);
  });

  it("refuses another organisation's project or assessor in the filters, and another organisation", async () => {
    expect((await list(a.admin, { listType: 'active', encryptedProjectId: [projectB] })).statusCode).toBe(404);
    expect((await list(a.admin, { listType: 'active', encryptedAssessorId: [b.assessor.userId] })).statusCode).toBe(404);
    expect((await list(b.admin, { listType: 'active' }, { a: a.organisationId })).statusCode).toBe(403);
    const own = await rows(b.admin, { listType: 'active' });
    expect(own.size).toBe(1);
    expect(JSON.stringify(own)).not.toContain(a.organisationId);
    expect(JSON.stringify(own)).not.toContain('Graduate interviews');
  });

  it('refuses a searchData that is not JSON or names an unknown tab', async () => {
    const bad = await invoke(handler, {
      method: 'POST',
      path: '/api/meeting/getMeetingList/{a}/{b}',
      params: { a: 'NA', b: 'NA' },
      body: { searchData: '{nope' },
      ...a.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect((await list(a.admin, { listType: 'everything' })).statusCode).toBe(400);
  });
});

describe('meeting/getMeetingList: the calendar variant', () => {
  it("answers every meeting of the range but the archived ones, the caller's own for an assessor", async () => {
    const all = await rows(a.admin, { dateRange: '2031-03-01~2031-03-31' }, { b: 'dayGridMonth', body: { pageSize: 0 } });
    expect(names(all)).toEqual(['ava2', 'abe', 'ava1', 'ivy', 'off', 'task']);
    expect(all.dataset[3]).toMatchObject({ assessorTypeLabel: 'Invigilator', stepType: 'ASSESSMENT', active: true, archived: false });
    const own = await rows(a.assessor, { listType: 'calendar', dateRange: '2031-03-01~2031-03-03' }, { b: 'timeGridWeek', body: { pageSize: 0 } });
    expect(names(own)).toEqual(['ava2', 'ava1']);
  });

  it('needs a bounded date range', async () => {
    expect((await list(a.admin, {}, { b: 'dayGridMonth' })).statusCode).toBe(400);
    expect((await list(a.admin, { dateRange: '2031-01-01~2031-12-31' }, { b: 'dayGridMonth' })).statusCode).toBe(400);
  });
});

describe('meeting/getMeetingList: export', () => {
  it('exports the tab as csv named meetings_export with the headers asked', async () => {
    const answer = await list(
      a.admin,
      { listType: 'active' },
      { body: { pageSize: 0, exportFormat: 'csv', exportTableHeaders: ['dateTimeCombined_Timeline', 'projectName_Project', 'seats_Seats'] } },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { file, fileName } = parseBody(answer);
    expect(fileName).toMatch(/^meetings_export/);
    const text = Buffer.from(file, 'base64').toString('utf8');
    expect(text.split(/\r?\n/)[0]).toContain('Timeline');
    expect(text).toContain('Graduate interviews');
    expect(text).toContain('2/6');
  });
});
