import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

const alert = (organisationId: string, projectId: string, code: string) =>
  db.projectAlert
    .create({
      organisationId,
      projectId,
      alertId: ulid(),
      code,
      emailTemplateId: ulid(),
      emailAddress: '$candidateEmail; ops@example.com',
      createdAt: now,
      updatedAt: now,
    })
    .go()
    .then((r) => r.data);

describe('project alert entity', () => {
  it("lists the alerts of a project and of an organisation, never another organisation's", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const p1 = ulid();
    const a = await alert(orgA, p1, 'BOOKING_CONFIRMED');
    const b = await alert(orgA, p1, 'BOOKING_CANCELLED');
    const c = await alert(orgA, ulid(), 'BOOKING_CONFIRMED');
    await alert(orgB, p1, 'BOOKING_CONFIRMED');
    const ofProject = await db.projectAlert.query.byProject({ organisationId: orgA, projectId: p1 }).go();
    expect(ofProject.data.map((x) => x.alertId).sort()).toEqual([a.alertId, b.alertId].sort());
    const ofOrg = await db.projectAlert.query.byProject({ organisationId: orgA }).go();
    expect(ofOrg.data.map((x) => x.alertId).sort()).toEqual([a.alertId, b.alertId, c.alertId].sort());
  });

  it('finds one alert by id only within its organisation', async () => {
    const orgA = ulid();
    const a = await alert(orgA, ulid(), 'REMINDER');
    expect((await db.projectAlert.query.byId({ organisationId: orgA, alertId: a.alertId }).go()).data).toHaveLength(1);
    expect((await db.projectAlert.query.byId({ organisationId: ulid(), alertId: a.alertId }).go()).data).toHaveLength(0);
  });

  it("lists every organisation's alerts for the grid admin, ordered by organisation and project", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const a = await alert(orgA, ulid(), 'X');
    const b = await alert(orgB, ulid(), 'Y');
    const { data } = await db.projectAlert.query.all({}).go({ pages: 'all' });
    const mine = data.filter((x) => x.organisationId === orgA || x.organisationId === orgB);
    const expected = [a, b].sort((x, y) => x.organisationId.localeCompare(y.organisationId)).map((x) => x.alertId);
    expect(mine.map((x) => x.alertId)).toEqual(expected);
    expect(mine[0].status).toBe('ACTIVE');
  });
});
