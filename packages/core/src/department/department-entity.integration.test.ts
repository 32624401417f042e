import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

describe('department entity', () => {
  it('lists the departments of one organisation only, and finds one by id', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const a1 = ulid();
    await db.department
      .create({ organisationId: orgA, departmentId: a1, name: 'Recruitment', description: 'Hiring', createdAt: now, updatedAt: now })
      .go();
    await db.department
      .create({ organisationId: orgA, departmentId: ulid(), name: 'Finance', description: 'Money', createdAt: now, updatedAt: now })
      .go();
    await db.department
      .create({ organisationId: orgB, departmentId: ulid(), name: 'Other org', description: 'x', createdAt: now, updatedAt: now })
      .go();

    const { data } = await db.department.query.byOrganisation({ organisationId: orgA }).go({ pages: 'all' });
    expect(data.map((d) => d.name).sort()).toEqual(['Finance', 'Recruitment']);

    const byId = await db.department.query.byId({ departmentId: a1 }).go();
    expect(byId.data).toHaveLength(1);
    expect(byId.data[0].organisationId).toBe(orgA);
  });

  it('refuses to create the same department twice', async () => {
    const org = ulid();
    const id = ulid();
    const item = { organisationId: org, departmentId: id, name: 'A', description: 'B', createdAt: now, updatedAt: now };
    await db.department.create(item).go();
    await expect(db.department.create(item).go()).rejects.toThrow(/conditional/i);
  });
});
