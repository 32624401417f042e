import { describe, expect, it } from 'vitest';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingPageRecords } from './testing/meeting-page-world.ts';

const { db } = testDb();
givenRecordingDeps();
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = meetingPageRecords(db, a.organisationId);
// A's assessor runs internal meetings: their access includes internal projects (doc 1 internal access).
await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: a.assessor.userId }).set({ internalProjectAccess: true }).go();
const internalProject = await recordsA.project('INTERNAL', {
  internalMeetingPastPeriod: 7,
  start: new Date(Date.now() - 10 * 86_400_000).toISOString(),
});
await db.assessorAccess
  .create({
    organisationId: a.organisationId,
    adminId: a.assessorAdmin.userId,
    assessorId: a.assessor.userId,
    accessTypes: 'INTERNAL',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  })
  .go();

type Caller = { sub: string; sessionId: string };
const day = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney', 'yyyy-MM-dd');
const save = (who: Caller, body: object) => invoke(handler, { method: 'POST', path: '/api/meeting/save', body, ...who });
const complete = (who: Caller, body: object) => invoke(handler, { method: 'POST', path: '/api/meeting/saveInternalData', body, ...who });
const get = async (who: Caller, id: string) =>
  parseBody(await invoke(handler, { method: 'GET', path: '/api/meeting/get/{id}', params: { id }, ...who }));

/** Each meeting at its own hour, since one assessor runs them all. */
let hour = 0;
async function internalMeeting(startDay: number, who: Caller = a.admin): Promise<string> {
  hour += 1;
  const answer = await save(who, {
    encryptedProjectId: internalProject,
    startDateDisplay: day(startDay),
    startTimeDisplay: `${String(hour).padStart(2, '0')}:00`,
    duration: 1,
    encryptedTimezoneId: 'Australia/Sydney',
    deliveryMethod: 'REMOTE',
    encryptedAssessorId: a.assessor.userId,
    instructions: 'Quarterly review',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message;
}

const task = (name: string, over: object = {}) => ({ name, assessorSelected: true, completedHours: 1, completedTasks: 2, ...over });
const unselected = (name: string) => ({ name, assessorSelected: false, completedHours: 0, completedTasks: 0 });
const allTasks = (over: Record<string, object> = {}) =>
  ['Quality Assurance', 'Screening', 'EAP', 'Other Tasking'].map((name) => (over[name] ? task(name, over[name]) : unselected(name)));

describe('meeting/saveInternalData', () => {
  it('gives a new internal meeting the default tasks, pending', async () => {
    const id = await internalMeeting(-1);
    const m = await get(a.admin, id);
    expect(m.statusInternal).toBe('PENDING');
    expect((m.taskJson as { name: string }[]).map((t) => t.name)).toEqual(['Quality Assurance', 'Screening', 'EAP', 'Other Tasking']);
    expect(m.duration).toBe(1);
    expect(m.endTimeDisplay).toBe('02:00');
  });

  it('completes the tasks once the start has passed: actual hours are the sum, unselected tasks reset, audited', async () => {
    const id = await internalMeeting(-1);
    const answer = await complete(a.assessor, {
      encryptedId: id,
      actualHours: 0,
      statusInternal: 'COMPLETED',
      taskJson: [
        ...allTasks({ Screening: { completedHours: 1.25 }, EAP: { completedHours: 2.5, completedTasks: 0 } }).slice(0, 3),
        unselected('Other Tasking'),
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const m = await get(a.assessor, id);
    expect(m).toMatchObject({ statusInternal: 'COMPLETED', actualHours: 3.75 });
    const tasks = m.taskJson as { name: string; assessorSelected: boolean; completedHours: number }[];
    expect(tasks.map((t) => [t.name, t.assessorSelected, t.completedHours])).toEqual([
      ['Quality Assurance', false, 0],
      ['Screening', true, 1.25],
      ['EAP', true, 2.5],
      ['Other Tasking', false, 0],
    ]);
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit.map((r) => r.logMsg)).toContainEqual('Internal tasks saved: status PENDING → COMPLETED; actual hours 0 → 3.75.');
  });

  it('refuses before the start, and says so through isEditAllowed with flag Y', async () => {
    const id = await internalMeeting(2);
    const answer = await complete(a.assessor, { encryptedId: id, actualHours: 1, statusInternal: 'COMPLETED', taskJson: allTasks({ EAP: {} }) });
    expect(answer.statusCode).toBe(422);
    const check = parseBody(
      await invoke(handler, {
        method: 'GET',
        path: '/api/meeting/isEditAllowed/{id}/{action}/{flag}',
        params: { id, action: 'EDIT', flag: 'Y' },
        ...a.assessor,
      }),
    );
    expect(check).toEqual({ status: 'ERROR', message: 'The start has not passed yet: this record cannot be completed now.' });
  });

  it("applies the dialog's rules: no task selected, hours, tasks and comments per task", async () => {
    const id = await internalMeeting(-2);
    const tried = async (taskJson: object[]) => {
      const answer = await complete(a.assessor, { encryptedId: id, actualHours: 0, statusInternal: 'COMPLETED', taskJson });
      expect(answer.statusCode).toBe(400);
      return answer.body;
    };
    expect(await tried(allTasks())).toContain('No Tasks Selected');
    expect(await tried(allTasks({ Screening: { completedHours: 24.5 } }))).toContain('Completed Hours Invalid for Screening');
    expect(await tried(allTasks({ Screening: { completedHours: 1.234 } }))).toContain('Completed Hours Invalid for Screening');
    expect(await tried(allTasks({ EAP: { completedTasks: 101 } }))).toContain('Completed Tasks Invalid for EAP');
    expect(await tried(allTasks({ EAP: { completedHours: 0, completedTasks: 0 } }))).toContain('Comments required for EAP');
    expect(await tried([])).toContain('No Task Items found');
    expect(await tried([task('Invented task')])).toContain('Invalid task data');
  });

  it("refuses an assessor admin completing another assessor's tasks; an admin may", async () => {
    const id = await internalMeeting(-1);
    const body = { encryptedId: id, actualHours: 1, statusInternal: 'COMPLETED', taskJson: allTasks({ EAP: {} }) };
    const byAssessorAdmin = await complete(a.assessorAdmin, body);
    expect(byAssessorAdmin.statusCode).toBe(422);
    expect(parseBody(byAssessorAdmin).message).toBe('An assessor admin cannot complete the internal tasks of another assessor.');
    expect((await complete(a.admin, body)).statusCode).toBe(200);
  });

  it('refuses other organisations (404), candidates (403), markup in comments (406) and meetings that are not internal', async () => {
    const id = await internalMeeting(-1);
    const body = { encryptedId: id, actualHours: 1, statusInternal: 'COMPLETED', taskJson: allTasks({ EAP: {} }) };
    expect((await complete(b.admin, body)).statusCode).toBe(404);
    expect((await complete(a.candidate, body)).statusCode).toBe(403);
    expect(
      (await complete(a.assessor, { ...body, taskJson: allTasks({ EAP: { assessorComments: '<img src=x onerror=alert(1)>' } }) })).statusCode,
    ).toBe(406);
    const interviews = await recordsA.project('INTERVIEW');
    const interview = parseBody(
      await save(a.admin, {
        encryptedProjectId: interviews,
        startDateDisplay: day(4),
        startTimeDisplay: '10:00',
        encryptedTimezoneId: 'Australia/Sydney',
        deliveryMethod: 'REMOTE',
        encryptedAssessorId: a.assessor.userId,
        instructions: 'x',
      }),
    ).message;
    const notInternal = await complete(a.admin, { ...body, encryptedId: interview });
    expect(notInternal.statusCode).toBe(422);
    expect(parseBody(notInternal).message).toBe('Only internal records carry tasks to complete.');
  });
});
