import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

const access = (organisationId: string, userId: string) =>
  db.userOrgAccess.create({ organisationId, userId, userType: 'ASSESSOR', active: true, status: 'ACTIVE', createdAt: now, updatedAt: now }).go();

describe('user-organisation access entity', () => {
  it('lists the accesses of one organisation only, and the accesses of one user across organisations', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const u1 = ulid();
    const u2 = ulid();
    await access(orgA, u1);
    await access(orgA, u2);
    await access(orgB, u1);
    await access(orgB, ulid());
    const ofOrg = await db.userOrgAccess.query.byOrganisation({ organisationId: orgA }).go({ pages: 'all' });
    expect(ofOrg.data.map((a) => a.userId).sort()).toEqual([u1, u2].sort());
    const ofUser = await db.userOrgAccess.query.byUser({ userId: u1 }).go();
    expect(ofUser.data.map((a) => a.organisationId).sort()).toEqual([orgA, orgB].sort());
  });
});
