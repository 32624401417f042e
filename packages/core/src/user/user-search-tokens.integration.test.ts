import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { orgAdminOf, createTestOrganisation, addTestMember } from './testing/member-fixture-writes.ts';
import { ulidIds } from '../ports/ids.ts';
import { createProfileService } from './profile.ts';
import { createUserStatusService } from './user-status.ts';
import { searchTokenRowsOf } from './user-search-tokens.ts';

const { db } = testDb();
const deps = { db, clock: systemClock, ids: ulidIds };
const org = ulid();
const stamp = new Date().toISOString();
const admin = orgAdminOf(org, ulid());
const ann = ulid();
const sam = ulid();

/** The organisation's token rows, per person. */
async function tokenRows(): Promise<Record<string, string[]>> {
  const { data } = await db.userSearchToken.query.byToken({ organisationId: org }).go({ pages: 'all' });
  const out: Record<string, string[]> = {};
  for (const t of data) (out[t.userId] ??= []).push(t.token);
  for (const list of Object.values(out)) list.sort();
  return out;
}

/** A token row as the search reads it: its word and the access's list fields. */
const asRead = ({ userId, token, userType, listTab, listName, listSearch }: Record<string, unknown>) =>
  `${String(userId)} ${String(token)} ${String(userType)} ${String(listTab)} ${String(listName)} ${String(listSearch)}`;

/** The organisation's token rows, with their fields, beside the rows each access's current list fields ask for. */
async function rowsAndExpected(): Promise<{ held: string[]; expected: string[] }> {
  const [{ data: tokens }, { data: accesses }] = await Promise.all([
    db.userSearchToken.query.byToken({ organisationId: org }).go({ pages: 'all' }),
    db.userOrgAccess.query.byOrganisation({ organisationId: org }).go({ pages: 'all' }),
  ]);
  return { held: tokens.map(asRead).sort(), expected: accesses.flatMap(searchTokenRowsOf).map(asRead).sort() };
}

/** Every token row carries its access's current list fields, and every word of each access has its row. */
async function expectCurrent() {
  const { held, expected } = await rowsAndExpected();
  expect(held).toEqual(expected);
}

const member = (userId: string, firstName: string, userType: 'CANDIDATE' | 'ASSESSOR') =>
  addTestMember(db, { organisationId: org, userId, firstName, username: `${firstName.toLowerCase()}.lee@x.test`, userType, stamp });

beforeAll(async () => {
  await createTestOrganisation(db, org, 'Token Org', stamp);
  await member(ann, 'Ann', 'CANDIDATE');
  await member(sam, 'Sam', 'ASSESSOR');
});

describe("the user search's token rows follow the access's list fields", () => {
  it('are written with a new access, one per distinct word', async () => {
    expect((await tokenRows())[ann]).toEqual(['61400000009', 'active', 'ann', 'lee', 'test', 'x']);
    await expectCurrent();
  });

  it('move with a name change: the old word goes, the new one comes, the others stay', async () => {
    await createProfileService(deps).update(
      { ...admin, userId: ann, fullName: 'Ann Lee', userType: 'CANDIDATE', roles: ['ROLE_CANDIDATE'] },
      { encryptedId: ann, firstName: 'Zoe', lastName: 'Lee' },
    );
    expect((await tokenRows())[ann]).toEqual(['61400000009', 'active', 'ann', 'lee', 'test', 'x', 'zoe']);
    await expectCurrent();
  });

  it('move with a status change (deactivate, activate, archive)', async () => {
    const status = createUserStatusService(deps);
    await status.deactivate(admin, org, sam, 'leave');
    expect((await tokenRows())[sam]).toContain('inactive');
    expect((await tokenRows())[sam]).not.toContain('active');
    await expectCurrent();
    await status.activate(admin, org, sam, 'back');
    expect((await tokenRows())[sam]).toContain('active');
    await expectCurrent();
    await status.archive(admin, org, ann);
    expect((await tokenRows())[ann]).toContain('archived');
    await expectCurrent();
  });

  it("a rename and a tab change leave every token row with the access's current fields", async () => {
    const kim = ulid();
    await member(kim, 'Kim', 'CANDIDATE');
    const rowsOf = async () =>
      (await db.userSearchToken.query.byToken({ organisationId: org }).go({ pages: 'all' })).data.filter((t) => t.userId === kim);
    await createProfileService(deps).update(
      { ...admin, userId: kim, fullName: 'Kim Lee', userType: 'CANDIDATE', roles: ['ROLE_CANDIDATE'] },
      { encryptedId: kim, firstName: 'Tom', lastName: 'Ray' },
    );
    const renamed = await rowsOf();
    expect(renamed.map((t) => t.token)).toEqual(expect.arrayContaining(['tom', 'ray', 'kim']));
    expect(renamed.every((t) => t.listName === 'tom ray' && t.listTab === 'ACTIVE' && t.listSearch.startsWith('tom ray'))).toBe(true);
    await expectCurrent();
    await createUserStatusService(deps).archive(admin, org, kim);
    const archived = await rowsOf();
    expect(archived.map((t) => t.token)).toEqual(expect.arrayContaining(['tom', 'ray', 'archived']));
    expect(archived.every((t) => t.listTab === 'ARCHIVED' && t.listName === 'tom ray' && t.listSearch.endsWith('archived'))).toBe(true);
    await expectCurrent();
  });
});
