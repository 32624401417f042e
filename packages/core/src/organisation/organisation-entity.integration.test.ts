import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

describe('organisation entity', () => {
  it('lists all organisations for the grid admin, and gets one by id', async () => {
    const a = ulid();
    const b = ulid();
    await db.organisation.create({ organisationId: a, name: 'Acme AU', createdAt: now, updatedAt: now }).go();
    await db.organisation.create({ organisationId: b, name: 'Kiwi NZ', countryCode: 'NZ', createdAt: now, updatedAt: now }).go();
    const { data } = await db.organisation.query.all({}).go({ pages: 'all' });
    const mine = data.filter((o) => o.organisationId === a || o.organisationId === b);
    expect(mine.map((o) => o.name).sort()).toEqual(['Acme AU', 'Kiwi NZ']);
    expect((await db.organisation.get({ organisationId: a }).go()).data).toMatchObject({ countryCode: 'AU', active: true, mfaEnabled: false });
  });
});
