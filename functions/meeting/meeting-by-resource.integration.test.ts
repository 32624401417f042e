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
const list = (who: Caller, resourceId: string, page: { pageIndex?: number; pageSize?: number } = {}) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/meeting/getMeetingListByResource/{resourceId}',
    params: { resourceId },
    body: { pageIndex: 0, pageSize: 10, ...page },
    ...who,
  });

const world = await givenTwoOrganisations(db, { names: ['Org A', 'Org B'] });
const { a, b } = world;
const org = a.organisationId;

const projectId = ulid();
await db.project
  .create({
    organisationId: org,
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

async function meeting(start: string) {
  const meetingId = ulid();
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  await db.meeting
    .create({
      organisationId: org,
      meetingId,
      projectId,
      stepType: 'ASSESSMENT',
      assessorId: a.invigilator.userId,
      start,
      end,
      timeZone: 'Australia/Sydney',
      durationHours: 1,
      candidateMax: 5,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  return { meetingId, start, end };
}

const roomId = ulid();
const otherRoom = ulid();
for (const id of [roomId, otherRoom])
  await db.resource
    .create({
      organisationId: org,
      resourceId: id,
      name: 'Room',
      type: 'Room',
      addressId: ulid(),
      status: 'ACTIVE',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
const held: string[] = [];
for (const start of ['2026-12-01T00:00:00.000Z', '2026-12-03T00:00:00.000Z', '2026-12-02T00:00:00.000Z']) {
  const m = await meeting(start);
  await createResourceStore(db).holdResourcesWrite({ organisationId: org, meetingId: m.meetingId, slot: m, resourceIds: [roomId], now: stamp });
  held.push(m.meetingId);
}
const elsewhere = await meeting('2026-12-04T00:00:00.000Z');
await createResourceStore(db).holdResourcesWrite({
  organisationId: org,
  meetingId: elsewhere.meetingId,
  slot: elsewhere,
  resourceIds: [otherRoom],
  now: stamp,
});

describe("meeting/getMeetingListByResource: the resource's bookings (doc 3 §2.12)", () => {
  it('lists the meetings holding the resource, latest start first, with the project and its total', async () => {
    const answer = await list(a.admin, roomId);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = parseBody(answer) as { dataset: { encryptedId: string; projectName?: string; seats?: string }[]; size: number };
    expect(page.dataset.map((r) => r.encryptedId)).toEqual([held[1], held[2], held[0]]);
    expect(page.size).toBe(3);
    expect(page.dataset[0]).toMatchObject({ projectName: 'Assessment centre', seats: '0/5' });
    const second = parseBody(await list(a.admin, roomId, { pageIndex: 1, pageSize: 2 })) as { dataset: { encryptedId: string }[]; size: number };
    expect(second.dataset.map((r) => r.encryptedId)).toEqual([held[0]]);
    expect(second.size).toBe(3);
  });

  it("refuses staff and candidates, and does not find another organisation's resource", async () => {
    expect((await list(a.assessor, roomId)).statusCode).toBe(403);
    expect((await list(a.candidate, roomId)).statusCode).toBe(403);
    expect((await list(b.admin, roomId)).statusCode).toBe(404);
  });
});
