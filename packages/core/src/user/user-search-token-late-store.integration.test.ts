import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { ulidIds } from '../ports/ids.ts';
import { createProfileService } from './profile.ts';
import { addTestMember, createTestOrganisation, orgAdminOf } from './testing/member-fixture-writes.ts';
import { createLateSearchTokenStore } from './user-search-token-late-store.ts';
import { searchTokenRowsOf, type TokenAccess } from './user-search-tokens.ts';

const { db } = testDb();
const org = ulid();
const stamp = new Date().toISOString();
const late = createLateSearchTokenStore(db);

/** A token row as the search reads it: its word and the access's list fields. */
const asRead = ({ userId, token, userType, listTab, listName, listSearch }: Record<string, unknown>) =>
  `${String(userId)} ${String(token)} ${String(userType)} ${String(listTab)} ${String(listName)} ${String(listSearch)}`;

/** The person's token rows, and the rows their access's current list fields ask for (none when it has no access). */
async function rowsOf(userId: string): Promise<{ held: string[]; expected: string[] }> {
  const [{ data: tokens }, access] = await Promise.all([
    db.userSearchToken.query.byToken({ organisationId: org }).go({ pages: 'all' }),
    db.userOrgAccess.get({ organisationId: org, userId }).go(),
  ]);
  return {
    held: tokens
      .filter((t) => t.userId === userId)
      .map(asRead)
      .sort(),
    expected: (access.data ? searchTokenRowsOf(access.data) : []).map(asRead).sort(),
  };
}

const accessOf = async (userId: string): Promise<TokenAccess> => (await db.userOrgAccess.get({ organisationId: org, userId }).go()).data!;

async function dropRows(userId: string) {
  const { data } = await db.userSearchToken.query.byToken({ organisationId: org }).go({ pages: 'all' });
  await db.userSearchToken.delete(data.filter((t) => t.userId === userId)).go();
}

const member = async (firstName: string) => {
  const userId = ulid();
  await addTestMember(db, { organisationId: org, userId, firstName, username: `${firstName.toLowerCase()}@late.test`, userType: 'CANDIDATE', stamp });
  return userId;
};

beforeAll(async () => {
  await createTestOrganisation(db, org, 'Late Token Org', stamp);
});

describe('token rows written after their access (an upload row)', () => {
  it('are the rows of the access as written', async () => {
    const ann = await member('Ann');
    const written = await accessOf(ann);
    await dropRows(ann);
    await late.tokensWrittenLate(org, [written]);
    const { held, expected } = await rowsOf(ann);
    expect(held.length).toBeGreaterThan(0);
    expect(held).toEqual(expected);
  });

  it("follow a rename that committed before them: the words it took away do not come back, every row has today's fields", async () => {
    const bea = await member('Bea');
    const written = await accessOf(bea);
    await dropRows(bea);
    // The rename commits between the upload row's transaction and its token rows: its own transaction moved rows
    // that were not there yet.
    await createProfileService({ db, clock: systemClock, ids: ulidIds }).update(
      { ...orgAdminOf(org, ulid()), userId: bea, fullName: 'Bea Lee', userType: 'CANDIDATE', roles: ['ROLE_CANDIDATE'] },
      { encryptedId: bea, firstName: 'Xanthe', lastName: 'Quill' },
    );
    await late.tokensWrittenLate(org, [written]);
    const { held, expected } = await rowsOf(bea);
    const words = held.map((r) => r.split(' ')[1]);
    expect(words).not.toContain('lee');
    expect(words).toEqual(expect.arrayContaining(['xanthe', 'quill']));
    expect(held).toEqual(expected);
  });

  it('leave no row of an access deleted before them, and write again idempotently', async () => {
    const cal = await member('Cal');
    const written = await accessOf(cal);
    await db.userOrgAccess.delete({ organisationId: org, userId: cal }).go();
    await dropRows(cal);
    await late.tokensWrittenLate(org, [written]);
    expect((await rowsOf(cal)).held).toEqual([]);

    const dee = await member('Dee');
    const again = await accessOf(dee);
    await late.tokensWrittenLate(org, [again, again]);
    await late.tokensWrittenLate(org, [again]);
    const { held, expected } = await rowsOf(dee);
    expect(held).toEqual(expected);
  });
});
