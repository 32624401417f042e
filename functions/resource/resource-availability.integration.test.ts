import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createResourceStore } from '@scheduler/core/resource/resource-store';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const stamp = '2026-11-01T00:00:00.000Z';

type Caller = { sub: string; sessionId: string };
const available = (who: Caller, projectId: string, meetingId: string, body: unknown) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/resource/getAvailableResources/{projectId}/{meetingId}',
    params: { projectId, meetingId },
    body,
    ...who,
  });

const world = await givenTwoOrganisations(db, { names: ['Org A', 'Org B'] });
const {
  a: { organisationId: orgA, admin: adminA, assessor: assessorA, candidate: candidateA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const grid = await world.signedIn(world.gridAdmin, orgB);

async function project(organisationId: string) {
  const projectId = ulid();
  await db.project
    .create({
      organisationId,
      projectId,
      departmentId: ulid(),
      name: 'Assessment centre',
      stepType: 'ASSESSMENT',
      start: stamp,
      end: '2027-12-31T00:00:00.000Z',
      timeZone: 'Australia/Sydney',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  return projectId;
}

async function meeting(organisationId: string, projectId: string, start: string, end: string) {
  const meetingId = ulid();
  await db.meeting
    .create({
      organisationId,
      meetingId,
      projectId,
      stepType: 'ASSESSMENT',
      assessorId: ulid(),
      start,
      end,
      timeZone: 'Australia/Sydney',
      durationHours: (Date.parse(end) - Date.parse(start)) / 3_600_000,
      candidateMax: 5,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  return meetingId;
}

async function room(organisationId: string, name: string, status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE') {
  const resourceId = ulid();
  await db.resource.create({ organisationId, resourceId, name, type: 'Room', addressId: ulid(), status, createdAt: stamp, updatedAt: stamp }).go();
  return resourceId;
}

const hold = (organisationId: string, meetingId: string, start: string, end: string, resourceIds: string[]) =>
  createResourceStore(db).holdResourcesWrite({ organisationId, meetingId, slot: { start, end }, resourceIds, now: stamp });

// 1 December 2026 in Sydney is UTC+11: 10:00 local is 23:00 UTC the day before.
const at = (hhmm: string) => ({ startDate: '2026-12-01', startTime: hhmm });

describe('resource/getAvailableResources', () => {
  it("marks a room held by another meeting at an overlapping time unavailable, and free next to it or for the holder's own meeting", async () => {
    const projectId = await project(orgA);
    const [blue, green, red] = [await room(orgA, 'Blue room'), await room(orgA, 'Green room'), await room(orgA, 'Red room')];
    await room(orgA, 'Archived room', 'ARCHIVED');
    // Another meeting holds Blue 10:00–12:00 and Green 13:00–14:00 (Sydney).
    const other = await meeting(orgA, projectId, '2026-11-30T23:00:00.000Z', '2026-12-01T01:00:00.000Z');
    await hold(orgA, other, '2026-11-30T23:00:00.000Z', '2026-12-01T01:00:00.000Z', [blue]);
    const later = await meeting(orgA, projectId, '2026-12-01T02:00:00.000Z', '2026-12-01T03:00:00.000Z');
    await hold(orgA, later, '2026-12-01T02:00:00.000Z', '2026-12-01T03:00:00.000Z', [green]);

    const ask = async (hhmm: string, duration: number, meetingId = 'NA') => {
      const answer = await available(adminA, projectId, meetingId, { ...at(hhmm), duration });
      expect(answer.statusCode).toBe(200);
      return Object.fromEntries(parseBody(answer).map((r: { name: string; available: boolean }) => [r.name, r.available]));
    };
    // 11:00–12:00 overlaps Blue's hold; the archived room is not offered.
    expect(await ask('11:00', 1)).toEqual({ 'Blue room': false, 'Green room': true, 'Red room': true });
    // 09:00–10:00 ends as Blue's hold starts, 12:00–13:00 starts as it ends and ends as Green's starts: adjacent, free.
    expect(await ask('09:00', 1)).toEqual({ 'Blue room': true, 'Green room': true, 'Red room': true });
    expect(await ask('12:00', 1)).toEqual({ 'Blue room': true, 'Green room': true, 'Red room': true });
    // 09:30–13:30 overlaps both.
    expect(await ask('09:30', 4)).toEqual({ 'Blue room': false, 'Green room': false, 'Red room': true });
    // The meeting that holds Blue sees it free for itself.
    expect((await ask('11:00', 1, other))['Blue room']).toBe(true);
    // Released: the meeting holds Red instead.
    await hold(orgA, other, '2026-11-30T23:00:00.000Z', '2026-12-01T01:00:00.000Z', [red]);
    expect(await ask('11:00', 1)).toEqual({ 'Blue room': true, 'Green room': true, 'Red room': false });
    // An assessor of the organisation may ask too.
    expect((await available(assessorA, projectId, 'NA', { ...at('11:00'), duration: 1 })).statusCode).toBe(200);
  });

  it("refuses another organisation's project and meeting (404), a candidate (403), and a bad slot (400)", async () => {
    const projectId = await project(orgA);
    const meetingId = await meeting(orgA, projectId, '2026-12-02T00:00:00.000Z', '2026-12-02T01:00:00.000Z');
    const body = { ...at('10:00'), duration: 1 };
    expect((await available(adminB, projectId, 'NA', body)).statusCode).toBe(404);
    const theirProject = await project(orgB);
    expect((await available(adminB, theirProject, meetingId, body)).statusCode).toBe(404);
    expect((await available(candidateA, projectId, 'NA', body)).statusCode).toBe(403);
    expect((await available(adminA, projectId, 'NA', { ...at('10:00'), duration: 0 })).statusCode).toBe(400);
    expect((await available(adminA, projectId, 'NA', { startDate: '2026-13-01', startTime: '10:00', duration: 1 })).statusCode).toBe(400);
    expect((await available(grid, projectId, meetingId, body)).statusCode).toBe(200);
  });
});
