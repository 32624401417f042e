import { describe, expect, it } from 'vitest';
import { ENV, localSecretEnv, SECRET } from '@scheduler/contracts/env';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingPageRecords } from './testing/meeting-page-world.ts';

process.env[localSecretEnv(SECRET.feedToken)] = 'meeting-read-test-secret-0001';
process.env[ENV.stage] = 'local';

const { db } = testDb();
givenRecordingDeps();
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = meetingPageRecords(db, a.organisationId);
// A's assessor runs internal meetings: their access includes internal projects (doc 1 internal access).
await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: a.assessor.userId }).set({ internalProjectAccess: true }).go();

type Caller = { sub: string; sessionId: string };
const day = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney', 'yyyy-MM-dd');
async function meeting(projectId: string, startDay: number, over: object = {}): Promise<string> {
  const answer = await invoke(handler, {
    method: 'POST',
    path: '/api/meeting/save',
    body: {
      encryptedProjectId: projectId,
      startDateDisplay: day(startDay),
      startTimeDisplay: '09:00',
      encryptedTimezoneId: 'Australia/Sydney',
      deliveryMethod: 'REMOTE',
      encryptedAssessorId: a.assessor.userId,
      instructions: 'Join on time.',
      ...over,
    },
    ...a.admin,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message;
}
const info = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: '/api/meeting/getMeetingInfo/{id}', params: { id }, ...who });
const byProject = (who: Caller, projectId: string, listType: string) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/meeting/getMeetingListByProject/{projectId}/{listType}',
    params: { projectId, listType },
    body: { pageIndex: 0, pageSize: 10 },
    ...who,
  });

const projectId = await recordsA.project('INTERVIEW', { name: 'Panel interviews' });
const upcoming = await meeting(projectId, 5);
const later = await meeting(projectId, 6, { startTimeDisplay: '11:00' });
const inactive = await meeting(projectId, 7, { active: false });
const pastProject = await recordsA.project('INTERNAL', { internalMeetingPastPeriod: 7, start: new Date(Date.now() - 10 * 86_400_000).toISOString() });
const past = await meeting(pastProject, -2, { duration: 1 });

describe('meeting/getMeetingInfo', () => {
  it('answers the project, times and zone code of a meeting the caller reaches, by its id or its sealed launch id', async () => {
    const answer = await info(a.admin, upcoming);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toMatchObject({
      projectName: 'Panel interviews',
      startTimeDisplay: '09:00 AM',
      endTimeDisplay: '10:00 AM',
      timezoneCode: 'Syd',
    });
    const m = parseBody(await invoke(handler, { method: 'GET', path: '/api/meeting/get/{id}', params: { id: upcoming }, ...a.assessor }));
    const sealed = /\/meetingSession\/([^/]+)\//.exec(String(m.candidateBookingLink))![1]!;
    expect(parseBody(await info(a.assessor, sealed)).encryptedId).toBe(upcoming);
  });

  it('answers a candidate only for a meeting they are booked into', async () => {
    expect((await info(a.candidate, later)).statusCode).toBe(404);
    await recordsA.book(a.candidate.userId, projectId, later);
    expect(parseBody(await info(a.candidate, later)).projectName).toBe('Panel interviews');
  });

  it("finds nothing of A for B's admin", async () => {
    expect((await info(b.admin, upcoming)).statusCode).toBe(404);
  });
});

describe('meeting/getMeetingListByProject', () => {
  const ids = async (who: Caller, project: string, type: string) => {
    const answer = await byProject(who, project, type);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = parseBody(answer) as { dataset: { encryptedId: string }[]; size: number };
    return { ids: page.dataset.map((r) => r.encryptedId), size: page.size };
  };

  it('lists the active, inactive and past meetings of a project', async () => {
    expect(await ids(a.admin, projectId, 'active')).toEqual({ ids: [upcoming, later], size: 2 });
    expect(await ids(a.admin, projectId, 'inactive')).toEqual({ ids: [inactive], size: 1 });
    expect(await ids(a.admin, pastProject, 'past')).toEqual({ ids: [past], size: 1 });
    const row = parseBody(await byProject(a.admin, projectId, 'active')).dataset[0];
    expect(row).toMatchObject({ projectName: 'Panel interviews', seats: '0/1', stepTypeDisplay: 'Interview' });
  });

  it('lists archived meetings ready to purge under PURGE', async () => {
    const gone = await meeting(projectId, 9);
    const answer = await invoke(handler, {
      method: 'POST',
      path: '/api/meeting/archive',
      body: { encryptedId: gone, comments: 'cancelled' },
      ...a.admin,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await ids(a.admin, projectId, 'PURGE')).ids).toEqual([gone]);
    expect((await ids(a.admin, projectId, 'active')).ids).not.toContain(gone);
  });

  it("refuses assessors (403) and finds no project of A for B's admin (404); the grid admin reads it", async () => {
    expect((await byProject(a.assessor, projectId, 'active')).statusCode).toBe(403);
    expect((await byProject(b.admin, projectId, 'active')).statusCode).toBe(404);
    expect((await ids(world.gridAdmin, projectId, 'active')).size).toBe(2);
  });
});
