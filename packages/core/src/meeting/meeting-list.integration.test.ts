import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { StepType } from '@scheduler/contracts/roles';
import { meetingCreate, type MeetingTabRequest } from './meeting-list.ts';
import { createMeetingStore } from './meeting-store.ts';

const { db } = testDb();
const org = ulid();
const projectId = ulid();
const [ava, bo] = [ulid(), ulid()];
const stamp = '2030-01-01T00:00:00.000Z';
const names = new Map<string, string>();

async function meeting(
  name: string,
  day: number,
  assessorId: string,
  flags: { active?: boolean; show?: boolean; archived?: boolean; stepType?: StepType } = {},
) {
  const meetingId = ulid();
  names.set(meetingId, name);
  const start = new Date(Date.parse('2030-03-01T09:00:00.000Z') + day * 86_400_000).toISOString();
  const result = await db.service.transaction
    .write((entities) =>
      meetingCreate(entities, {
        organisationId: org,
        meetingId,
        projectId,
        stepType: flags.stepType ?? 'INTERVIEW',
        assessorId,
        start,
        end: start,
        timeZone: 'UTC',
        durationHours: 1,
        candidateMax: 1,
        createdAt: stamp,
        updatedAt: stamp,
        ...flags,
      }),
    )
    .go();
  expect(result.canceled).toBe(false);
}

const read = async (req: Partial<MeetingTabRequest>) => {
  const { meetings, total } = await createMeetingStore(db).meetingTabPage({ organisationId: org, tab: 'ACTIVE', pageIndex: 0, pageSize: 10, ...req });
  return { names: meetings.map((m) => names.get(m.meetingId)), total };
};

beforeAll(async () => {
  for (const [i, name] of ['d5', 'd1', 'd3', 'd2', 'd4'].entries()) await meeting(name, Number(name.slice(1)), i % 2 === 0 ? ava : bo);
  await meeting('off', 2, ava, { active: false });
  await meeting('hidden', 2, ava, { show: false });
  await meeting('gone', 2, bo, { archived: true });
  await meeting('task', 2, bo, { stepType: 'INTERNAL' });
});

describe('the meeting tabs, paged through the indexes', () => {
  it('lists a tab by start, paged past page 1, with the total from its counter', async () => {
    expect(await read({ pageSize: 2 })).toEqual({ names: ['d1', 'd2'], total: 5 });
    expect(await read({ pageSize: 2, pageIndex: 2 })).toEqual({ names: ['d5'], total: 5 });
    expect(await read({ pageSize: 2, order: 'desc' })).toEqual({ names: ['d5', 'd4'], total: 5 });
  });

  it('puts each meeting in one tab', async () => {
    expect(await read({ tab: 'INACTIVE' })).toEqual({ names: ['off'], total: 1 });
    expect(await read({ tab: 'SHOW_NO' })).toEqual({ names: ['hidden'], total: 1 });
    expect(await read({ tab: 'ARCHIVED' })).toEqual({ names: ['gone'], total: 1 });
    expect(await read({ tab: 'INTERNAL' })).toEqual({ names: ['task'], total: 1 });
  });

  it("reads a date range as the index's key range, counting it", async () => {
    // dN starts N days after 1 March.
    expect(await read({ from: '2030-03-03T00:00:00.000Z', to: '2030-03-04T23:59:59.999Z' })).toEqual({ names: ['d2', 'd3'], total: 2 });
    expect(await read({ from: '2030-03-04T00:00:00.000Z', pageSize: 1, pageIndex: 1 })).toEqual({ names: ['d4'], total: 3 });
  });

  it("lists an assessor's own meetings, counted per assessor", async () => {
    expect(await read({ assessorId: ava })).toEqual({ names: ['d3', 'd4', 'd5'], total: 3 });
    expect(await read({ assessorId: bo, tab: 'ARCHIVED' })).toEqual({ names: ['gone'], total: 1 });
  });
});
