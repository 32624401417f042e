import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const stamp = '2030-01-01T00:00:00.000Z';

/**
 * The byId index (keys only): a grid admin opens a record of any organisation by its id alone; the lookup answers
 * the record's key and ElectroDB's hydrate reads the record.
 */
describe('records by id alone', () => {
  it('finds a project, template, alert, meeting and booking of any organisation, and nothing for an unknown id', async () => {
    const organisationId = ulid();
    const [projectId, templateId, alertId, meetingId, bookingId] = [ulid(), ulid(), ulid(), ulid(), ulid()];
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
      })
      .go();
    await db.notificationTemplate
      .create({
        organisationId,
        templateId,
        code: 'BOOKING_CONFIRMED',
        scope: 'ORGANISATION',
        deliveryMethod: 'EMAIL',
        name: 'T',
        body: 'b',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .go();
    await db.projectAlert.create({ organisationId, projectId, alertId, code: 'BOOKING_CONFIRMED', createdAt: stamp, updatedAt: stamp }).go();
    await db.meeting
      .create({
        organisationId,
        meetingId,
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
      })
      .go();
    await db.booking
      .create({
        organisationId,
        bookingId,
        candidateId: ulid(),
        projectId,
        stepType: 'INTERVIEW',
        status: 'PENDING',
        statusDate: stamp,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .go();

    const hydrate = { hydrate: true } as const;
    expect((await db.project.query.byIdOnly({ projectId }).go(hydrate)).data.map((r) => [r.organisationId, r.name])).toEqual([[organisationId, 'P']]);
    expect((await db.notificationTemplate.query.byIdOnly({ templateId }).go(hydrate)).data.map((r) => r.organisationId)).toEqual([organisationId]);
    expect((await db.projectAlert.query.byIdOnly({ alertId }).go(hydrate)).data.map((r) => r.projectId)).toEqual([projectId]);
    expect((await db.meeting.query.byIdOnly({ meetingId }).go(hydrate)).data.map((r) => r.organisationId)).toEqual([organisationId]);
    expect((await db.booking.query.byIdOnly({ bookingId }).go(hydrate)).data.map((r) => r.organisationId)).toEqual([organisationId]);
    expect((await db.booking.query.byIdOnly({ bookingId: meetingId }).go(hydrate)).data).toEqual([]);
  });
});
