import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { ulidIds } from '../ports/ids.ts';
import { createProfileService } from './profile.ts';
import { addTestMember, createTestOrganisation, orgAdminOf } from './testing/member-fixture-writes.ts';
import { createUserStore } from './user-store.ts';
import { searchTokenRowsOf } from './user-search-tokens.ts';

const { db } = testDb();
const stamp = new Date().toISOString();
/** Past what one transaction holds: each re-listed access writes its patch and about ten search token rows. */
const ORGANISATIONS = 14;

/** A token row as the search reads it: its word and the access's list fields. */
const asRead = (r: { userId: string; token: string; listTab?: string; listName: string; listSearch: string }) =>
  [r.userId, r.token, r.listTab, r.listName, r.listSearch].join(' ');

describe('a profile change of a person of many organisations', () => {
  it('re-lists every access and its search token rows, past the 100 items of one transaction', async () => {
    const organisations = Array.from({ length: ORGANISATIONS }, () => ulid());
    const userId = ulid();
    await Promise.all(organisations.map((o, i) => createTestOrganisation(db, o, `Many Org ${i}`, stamp)));
    await addTestMember(db, {
      organisationId: organisations[0]!,
      userId,
      firstName: 'Mona',
      username: `mona.${userId.toLowerCase()}@many.test`,
      userType: 'ASSESSOR',
      stamp,
    });
    const person = (await db.user.get({ userId }).go()).data!;
    for (const organisationId of organisations.slice(1))
      await createUserStore(db).addMember(person, {
        organisationId,
        userId,
        userType: 'ASSESSOR',
        active: true,
        status: 'ACTIVE',
        createdAt: stamp,
        updatedAt: stamp,
      });

    await createProfileService({ db, clock: systemClock, ids: ulidIds }).update(
      { ...orgAdminOf(organisations[0]!, ulid()), userId, fullName: 'Mona Lee', userType: 'ASSESSOR', roles: ['ROLE_ASSESSOR'] },
      { encryptedId: userId, firstName: 'Philippa', lastName: 'Quartermaine', encryptedTimezoneId: 'Australia/Sydney' },
    );

    expect((await db.user.get({ userId }).go()).data).toMatchObject({ firstName: 'Philippa', lastName: 'Quartermaine' });
    for (const organisationId of organisations) {
      const access = (await db.userOrgAccess.get({ organisationId, userId }).go()).data!;
      expect(access.listName).toBe('philippa quartermaine');
      const { data: tokens } = await db.userSearchToken.query.byToken({ organisationId }).go({ pages: 'all' });
      expect(
        tokens
          .filter((t) => t.userId === userId)
          .map(asRead)
          .sort(),
      ).toEqual(searchTokenRowsOf(access).map(asRead).sort());
    }
  }, 60_000);
});
