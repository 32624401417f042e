import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { PURGE_INDEX_ATTRIBUTES, purgeIndexFields } from './purge-index.ts';

const { db } = testDb();
const stamp = '2030-01-01T00:00:00.000Z';

describe('the purge index', () => {
  it('holds the records marked ready through purgeIndexFields, by purge date, per organisation and kind', async () => {
    const organisationId = ulid();
    const projectId = ulid();
    const meeting = (purge: object) =>
      db.meeting
        .create({
          organisationId,
          meetingId: ulid(),
          projectId,
          stepType: 'INTERVIEW',
          assessorId: ulid(),
          start: stamp,
          end: stamp,
          timeZone: 'UTC',
          durationHours: 1,
          candidateMax: 1,
          createdAt: stamp,
          updatedAt: stamp,
          ...purge,
        })
        .go()
        .then((r) => r.data.meetingId);
    const soon = await meeting({ readyToPurge: true, purgeDate: '2030-02-01', ...purgeIndexFields(organisationId, '2030-02-01') });
    const later = await meeting({ readyToPurge: true, purgeDate: '2030-04-01', ...purgeIndexFields(organisationId, '2030-04-01') });
    // Written with a purge date but not through purgeIndexFields (an older row): not indexed, and not refused.
    await meeting({ readyToPurge: true, purgeDate: '2030-02-02' });
    await db.project
      .create({
        organisationId,
        projectId,
        departmentId: ulid(),
        name: 'P',
        start: stamp,
        end: stamp,
        timeZone: 'UTC',
        createdAt: stamp,
        updatedAt: stamp,
        ...purgeIndexFields(organisationId, '2030-02-01'),
      })
      .go();

    const due = async (until: string) =>
      (await db.meeting.query.byPurgeDate({ purgeScope: organisationId }).lte({ purgeOn: until }).go({ hydrate: true })).data.map((m) => m.meetingId);
    expect(await due('2030-03-01')).toEqual([soon]);
    expect(await due('2030-12-31')).toEqual([soon, later]);

    await db.meeting.patch({ organisationId, meetingId: soon }).set({ purgeDate: '2030-05-01', purgeOn: '2030-05-01' }).go();
    expect(await due('2030-12-31')).toEqual([later, soon]);
    await db.meeting
      .patch({ organisationId, meetingId: later })
      .remove([...PURGE_INDEX_ATTRIBUTES])
      .go();
    expect(await due('2030-12-31')).toEqual([soon]);
    expect((await db.project.query.byPurgeDate({ purgeScope: organisationId }).go({ hydrate: true })).data.map((p) => p.projectId)).toEqual([
      projectId,
    ]);
  });
});
