import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { orgAdminOf, createTestOrganisation, addTestMember } from './testing/member-fixture-writes.ts';
import { ulidIds } from '../ports/ids.ts';
import { createProfileService } from './profile.ts';
import { createUserStatusService } from './user-status.ts';
import { searchTokensOf } from './user-search-words.ts';

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

/** The token rows each access's search text asks for. */
async function expectedRows(): Promise<Record<string, string[]>> {
  const { data } = await db.userOrgAccess.query.byOrganisation({ organisationId: org }).go({ pages: 'all' });
  return Object.fromEntries(data.map((a) => [a.userId, searchTokensOf(a.listSearch).sort()]));
}

const member = (userId: string, firstName: string, userType: 'CANDIDATE' | 'ASSESSOR') =>
  addTestMember(db, { organisationId: org, userId, firstName, username: `${firstName.toLowerCase()}.lee@x.test`, userType, stamp });

beforeAll(async () => {
  await createTestOrganisation(db, org, 'Token Org', stamp);
  await member(ann, 'Ann', 'CANDIDATE');
  await member(sam, 'Sam', 'ASSESSOR');
});

describe("the user search's token rows follow the search text", () => {
  it('are written with a new access, one per distinct word', async () => {
    expect((await tokenRows())[ann]).toEqual(['61400000009', 'active', 'ann', 'lee', 'test', 'x']);
    expect(await tokenRows()).toEqual(await expectedRows());
  });

  it('move with a name change: the old word goes, the new one comes, the others stay', async () => {
    await createProfileService(deps).update(
      { ...admin, userId: ann, fullName: 'Ann Lee', userType: 'CANDIDATE', roles: ['ROLE_CANDIDATE'] },
      { encryptedId: ann, firstName: 'Zoe', lastName: 'Lee' },
    );
    expect((await tokenRows())[ann]).toEqual(['61400000009', 'active', 'ann', 'lee', 'test', 'x', 'zoe']);
    expect(await tokenRows()).toEqual(await expectedRows());
  });

  it('move with a status change (deactivate, activate, archive)', async () => {
    const status = createUserStatusService(deps);
    await status.deactivate(admin, org, sam, 'leave');
    expect((await tokenRows())[sam]).toContain('inactive');
    expect((await tokenRows())[sam]).not.toContain('active');
    expect(await tokenRows()).toEqual(await expectedRows());
    await status.activate(admin, org, sam, 'back');
    expect((await tokenRows())[sam]).toContain('active');
    expect(await tokenRows()).toEqual(await expectedRows());
    await status.archive(admin, org, ann);
    expect((await tokenRows())[ann]).toContain('archived');
    expect(await tokenRows()).toEqual(await expectedRows());
  });
});
