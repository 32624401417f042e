import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

describe('user entity', () => {
  it('finds a user by lower-cased username and by identity subject', async () => {
    const userId = ulid();
    const sub = ulid();
    const email = `Ada.${userId}@Example.com`;
    await db.user
      .create({
        userId,
        username: email,
        identitySub: sub,
        firstName: 'Ada',
        lastName: 'Lovelace',
        type: 'CANDIDATE',
        status: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    await db.user
      .create({
        userId: ulid(),
        username: `other.${userId}@example.com`,
        firstName: 'B',
        lastName: 'C',
        type: 'ASSESSOR',
        status: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const byName = await db.user.query.byUsername({ username: email.toLowerCase() }).go();
    expect(byName.data.map((u) => u.userId)).toEqual([userId]);
    const byIdentity = await db.user.query.byIdentity({ identitySub: sub }).go();
    expect(byIdentity.data.map((u) => u.userId)).toEqual([userId]);
  });
});
