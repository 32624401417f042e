import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { ProjectStatus } from './project-entity.ts';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

const project = (organisationId: string, departmentId: string, status: ProjectStatus = 'ACTIVE') =>
  db.project
    .create({
      organisationId,
      projectId: ulid(),
      departmentId,
      name: 'Graduate intake 2027',
      status,
      start: '2026-12-01T00:00:00.000Z',
      end: '2027-03-01T00:00:00.000Z',
      timeZone: 'Australia/Sydney',
      freezePeriodOnsite: 24,
      freezePeriodRemote: 12,
      freezePeriodEdit: 48,
      freezePeriodCompletion: 2,
      meetingPeriodVisible: 14,
      meetingPeriodGap: 2,
      duration: 2,
      createdAt: now,
      updatedAt: now,
    })
    .go()
    .then((r) => r.data);

describe('project entity', () => {
  it("lists an organisation's projects, and one by id only within its organisation", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const d = ulid();
    const a = await project(orgA, d);
    const b = await project(orgA, d, 'INACTIVE');
    const other = await project(orgB, d);
    const { data } = await db.project.query.byOrganisation({ organisationId: orgA }).go({ pages: 'all' });
    expect(data.map((p) => p.projectId).sort()).toEqual([a.projectId, b.projectId].sort());
    expect((await db.project.get({ organisationId: orgA, projectId: a.projectId }).go()).data).toMatchObject({
      stepType: 'ASSESSMENT',
      meetingPeriodGap: 2,
    });
    expect((await db.project.get({ organisationId: orgA, projectId: other.projectId }).go()).data).toBeNull();
  });

  it('lists the Active and Inactive tabs by status, following status changes', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const d = ulid();
    const active = await project(orgA, d);
    const inactive = await project(orgA, d, 'INACTIVE');
    const archived = await project(orgA, d);
    await project(orgB, d);
    await db.project.patch({ organisationId: orgA, projectId: archived.projectId }).set({ status: 'ARCHIVED' }).go();
    const list = async (status: ProjectStatus) =>
      (await db.project.query.byStatus({ organisationId: orgA, status }).go({ pages: 'all' })).data.map((p) => p.projectId);
    expect(await list('ACTIVE')).toEqual([active.projectId]);
    expect(await list('INACTIVE')).toEqual([inactive.projectId]);
    expect(await list('ARCHIVED')).toEqual([archived.projectId]);
  });

  it('lists the projects of a department within the organisation', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const d1 = ulid();
    const a = await project(orgA, d1);
    await project(orgA, ulid());
    await project(orgB, d1);
    const { data } = await db.project.query.byDepartment({ organisationId: orgA, departmentId: d1 }).go();
    expect(data.map((p) => p.projectId)).toEqual([a.projectId]);
  });
});
