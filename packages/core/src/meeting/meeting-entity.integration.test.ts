import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

function meeting(organisationId: string, projectId: string, assessorId: string, start: string) {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  return db.meeting
    .create({
      organisationId,
      meetingId: ulid(),
      projectId,
      stepType: 'INTERVIEW',
      assessorId,
      start,
      end,
      timeZone: 'Australia/Perth',
      durationHours: 1,
      candidateMax: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go()
    .then((r) => r.data);
}

describe('meeting entity', () => {
  it("lists an organisation's meetings in a start-time range, never another organisation's", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const p = ulid();
    const x = ulid();
    await meeting(orgA, p, x, '2026-12-01T01:00:00.000Z');
    const inRange = await meeting(orgA, p, x, '2026-12-05T01:00:00.000Z');
    const alsoIn = await meeting(orgA, p, x, '2026-12-03T01:00:00.000Z');
    await meeting(orgA, p, x, '2026-12-20T01:00:00.000Z');
    await meeting(orgB, p, x, '2026-12-04T01:00:00.000Z');

    const { data } = await db.meeting.query
      .byStart({ organisationId: orgA })
      .between({ start: '2026-12-02T00:00:00.000Z' }, { start: '2026-12-10T00:00:00.000Z' })
      .go({ pages: 'all' });
    expect(data.map((m) => m.meetingId)).toEqual([alsoIn.meetingId, inRange.meetingId]);

    const all = await db.meeting.query.byOrganisation({ organisationId: orgA }).go({ pages: 'all' });
    expect(all.data).toHaveLength(4);
    expect(all.data.every((m) => m.organisationId === orgA)).toBe(true);
  });

  it('lists the meetings of a project and of an assessor, by start, within the organisation', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const p1 = ulid();
    const p2 = ulid();
    const x = ulid();
    const y = ulid();
    const late = await meeting(orgA, p1, x, '2026-12-09T01:00:00.000Z');
    const early = await meeting(orgA, p1, y, '2026-12-02T01:00:00.000Z');
    const other = await meeting(orgA, p2, x, '2026-12-03T01:00:00.000Z');
    await meeting(orgB, p1, x, '2026-12-04T01:00:00.000Z');

    const byProject = await db.meeting.query.byProject({ organisationId: orgA, projectId: p1 }).go({ pages: 'all' });
    expect(byProject.data.map((m) => m.meetingId)).toEqual([early.meetingId, late.meetingId]);

    const byAssessor = await db.meeting.query
      .byAssessor({ organisationId: orgA, assessorId: x })
      .gte({ start: '2026-12-03T00:00:00.000Z' })
      .go({ pages: 'all' });
    expect(byAssessor.data.map((m) => m.meetingId)).toEqual([other.meetingId, late.meetingId]);
  });

  it('moves a meeting in every time-ordered list when its start changes', async () => {
    const org = ulid();
    const p = ulid();
    const x = ulid();
    const m = await meeting(org, p, x, '2026-12-02T01:00:00.000Z');
    await db.meeting
      .patch({ organisationId: org, meetingId: m.meetingId })
      .set({ start: '2027-01-10T01:00:00.000Z', end: '2027-01-10T02:00:00.000Z' })
      .go();
    for (const q of [
      db.meeting.query.byStart({ organisationId: org }),
      db.meeting.query.byProject({ organisationId: org, projectId: p }),
      db.meeting.query.byAssessor({ organisationId: org, assessorId: x }),
    ]) {
      const { data } = await q.gte({ start: '2027-01-01T00:00:00.000Z' }).go();
      expect(data.map((d) => d.meetingId)).toEqual([m.meetingId]);
    }
    const { data: got } = await db.meeting.get({ organisationId: org, meetingId: m.meetingId }).go();
    expect(got).toMatchObject({ candidatesConfirmed: 0, active: true, show: true, surge: false, archived: false, statusInternal: 'PENDING' });
  });
});
