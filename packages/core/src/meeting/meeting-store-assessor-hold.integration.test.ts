import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { assessorHoldWrites } from './meeting-store-assessor-hold.ts';
import { createMeetingStore } from './meeting-store.ts';

const { db } = testDb();
const { planAssessorHold } = createMeetingStore(db);
const now = '2026-11-01T00:00:00.000Z';
const slot = (start: string, end: string) => ({ start: `2027-04-03T${start}:00.000Z`, end: `2027-04-03T${end}:00.000Z` });
const write = (hold: Awaited<ReturnType<typeof planAssessorHold>>) => db.service.transaction.write((e) => assessorHoldWrites(e, hold)).go();
const heldBy = async (organisationId: string, assessorId: string) =>
  (await db.assessorAllocation.query.byAssessor({ organisationId, assessorId }).go()).data.map((a) => [
    a.meetingId,
    a.start.slice(11, 16),
    a.end.slice(11, 16),
  ]);

describe('holding an assessor for a meeting', () => {
  it('lets only one of two meetings that read the same free window commit: the other loses on the guard, and its next plan refuses', async () => {
    const [org, assessorId, m1, m2] = [ulid(), ulid(), ulid(), ulid()];
    const first = await planAssessorHold({ organisationId: org, meetingId: m1, assessorId, slot: slot('10:00', '11:00'), now });
    const second = await planAssessorHold({ organisationId: org, meetingId: m2, assessorId, slot: slot('10:30', '11:30'), now });
    expect((await write(first)).canceled).toBe(false);
    const lost = await write(second);
    expect(lost.canceled).toBe(true);
    expect((lost.data as { code?: string }[])[0]?.code).toBe('ConditionalCheckFailed');
    await expect(planAssessorHold({ organisationId: org, meetingId: m2, assessorId, slot: slot('10:30', '11:30'), now })).rejects.toMatchObject({
      code: 'meeting.not_available',
      message: 'NOT AVAILABLE',
    });
    expect(await heldBy(org, assessorId)).toEqual([[m1, '10:00', '11:00']]);
  });

  it('moves a hold with its meeting, keeps an unchanged one without a write, releases it, and lets adjacent meetings be', async () => {
    const [org, assessorId, m, other] = [ulid(), ulid(), ulid(), ulid()];
    await write(await planAssessorHold({ organisationId: org, meetingId: m, assessorId, slot: slot('09:00', '10:00'), now }));
    const same = await planAssessorHold({ organisationId: org, meetingId: m, assessorId, slot: slot('09:00', '10:00'), now });
    expect(same.take).toBeUndefined();
    expect(same.release).toEqual([]);
    await write(await planAssessorHold({ organisationId: org, meetingId: m, assessorId, slot: slot('13:00', '14:00'), now }));
    await write(await planAssessorHold({ organisationId: org, meetingId: other, assessorId, slot: slot('14:00', '15:00'), now }));
    expect(await heldBy(org, assessorId)).toEqual([
      [m, '13:00', '14:00'],
      [other, '14:00', '15:00'],
    ]);
    await write(await planAssessorHold({ organisationId: org, meetingId: m, assessorId: undefined, slot: slot('13:00', '14:00'), now }));
    expect(await heldBy(org, assessorId)).toEqual([[other, '14:00', '15:00']]);
  });

  it('holds one assessor per organisation: the same person in another organisation is held apart', async () => {
    const [orgA, orgB, assessorId] = [ulid(), ulid(), ulid()];
    await write(await planAssessorHold({ organisationId: orgA, meetingId: ulid(), assessorId, slot: slot('09:00', '10:00'), now }));
    const b = await planAssessorHold({ organisationId: orgB, meetingId: ulid(), assessorId, slot: slot('09:00', '10:00'), now });
    expect((await write(b)).canceled).toBe(false);
  });
});
