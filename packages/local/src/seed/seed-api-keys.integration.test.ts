import { describe, expect, it } from 'vitest';
import { createApiKeyService } from '@scheduler/core/integration/api-keys/api-key-service';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { givenTwoOrganisations } from '@scheduler/functions/testing/two-organisations';
import { testDb } from '../testing/test-db.ts';
import { seedApiKeys } from './seed-api-keys.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Seed Keys A', 'Seed Keys B'] });

describe('the seeded API keys', () => {
  it('give Aurora an active "ATS sync" key (read bookings, invite candidates) and a revoked one, secrets kept nowhere', async () => {
    const deps = { db, clock: systemClock, ids: ulidIds };
    const admin = {
      userId: world.a.admin.userId,
      username: world.a.admin.username,
      fullName: world.a.admin.fullName,
      userType: 'ORG_ADMIN' as const,
      organisationId: world.a.organisationId,
      roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'] as const,
      sessionId: '',
    };
    expect(await seedApiKeys(deps, { organisationId: world.a.organisationId, admin: { ...admin, roles: [...admin.roles] } })).toBe(2);
    const { dataset } = await createApiKeyService(deps).list({ ...admin, roles: [...admin.roles] }, world.a.organisationId, {
      filter: '',
      sortColumn: 'name',
      sortDirection: 'asc',
      pageIndex: 0,
      pageSize: 10,
    });
    expect(dataset.map((k) => [k.name, k.status, k.scopes])).toEqual([
      ['ATS sync', 'ACTIVE', ['bookings:read', 'candidates:invite']],
      ['Old ATS connector', 'REVOKED', ['bookings:read', 'meetings:read']],
    ]);
    expect(dataset[1]).toMatchObject({ revokedBy: world.a.admin.fullName });
  });
});
