import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import type { UserType } from '@scheduler/contracts/roles';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { orgAdminOf, createTestOrganisation, addTestMember } from './testing/member-fixture-writes.ts';
import { ulidIds } from '../ports/ids.ts';
import { readCounters } from '../lists/list-counters.ts';
import { createUserListService } from './user-list.ts';
import { createUserStatusService } from './user-status.ts';
import { createProfileService } from './profile.ts';
import { memberCounter, memberMove } from './member-list.ts';

const { db } = testDb();
const deps = { db, clock: systemClock, ids: ulidIds };
const org = ulid();
const stamp = new Date().toISOString();
const admin = orgAdminOf(org, ulid());
const ids: Record<string, string> = {};

async function member(firstName: string, userType: Exclude<UserType, 'GRID_ADMIN'>) {
  ids[firstName] = ulid();
  await addTestMember(db, { organisationId: org, userId: ids[firstName], firstName, username: `${firstName.toLowerCase()}@x.test`, userType, stamp });
}

const names = async (search: object, table: object = {}) =>
  (await createUserListService(deps).list(admin, tableRequest.parse({ searchData: JSON.stringify(search), pageSize: 50, ...table }))).dataset.map(
    (r) => r.firstName,
  );
const TABS = ['ACTIVE', 'DEACTIVATED', 'ARCHIVED'] as const;
const counts = async (type: UserType) =>
  Object.fromEntries(
    await readCounters(
      db,
      org,
      TABS.map((t) => memberCounter(type, t)),
    ),
  );

beforeAll(async () => {
  await createTestOrganisation(db, org, 'Member Org', stamp);
  for (const name of ['Cy', 'Ann', 'Bo']) await member(name, 'CANDIDATE');
  await member('Sam', 'ASSESSOR');
});

describe('the user lists follow every write of an access', () => {
  it('counts new accesses in their tab', async () => {
    expect(await counts('CANDIDATE')).toEqual({ 'user#CANDIDATE#ACTIVE': 3, 'user#CANDIDATE#DEACTIVATED': 0, 'user#CANDIDATE#ARCHIVED': 0 });
    expect(await names({ listType: 'ACTIVE' })).toEqual(['Ann', 'Bo', 'Cy']);
  });

  it('moves a deactivated or archived access to its tab and its counter', async () => {
    await createUserStatusService(deps).deactivate(admin, org, ids.Sam!, 'leave');
    expect(await counts('ASSESSOR')).toEqual({ 'user#ASSESSOR#ACTIVE': 0, 'user#ASSESSOR#DEACTIVATED': 1, 'user#ASSESSOR#ARCHIVED': 0 });
    expect(await names({ listType: 'DEACTIVATED', userType: 'ASSESSOR' })).toEqual(['Sam']);
    await createUserStatusService(deps).archive(admin, org, ids.Bo!);
    expect(await counts('CANDIDATE')).toEqual({ 'user#CANDIDATE#ACTIVE': 2, 'user#CANDIDATE#DEACTIVATED': 0, 'user#CANDIDATE#ARCHIVED': 1 });
    expect(await names({ listType: 'ARCHIVED' })).toEqual(['Bo']);
    // The search text follows the status shown.
    expect(await names({ listType: 'ALL' }, { filter: 'archived' })).toEqual(['Bo']);
  });

  it('re-sorts and re-searches the lists when the person is renamed', async () => {
    await createProfileService(deps).update(
      { ...admin, userId: ids.Ann!, fullName: 'Ann Lee', userType: 'CANDIDATE', roles: ['ROLE_CANDIDATE'] },
      { encryptedId: ids.Ann!, firstName: 'Zoe', lastName: 'Lee' },
    );
    expect(await names({ listType: 'ACTIVE' })).toEqual(['Cy', 'Zoe']);
    expect(await names({ listType: 'ACTIVE' }, { filter: 'zoe lee' })).toEqual(['Zoe']);
  });

  it('refuses a move from a tab the access has left, leaving the counters alone', async () => {
    const { data: access } = await db.userOrgAccess.get({ organisationId: org, userId: ids.Cy! }).go();
    const { data: user } = await db.user.get({ userId: ids.Cy! }).go();
    const stale = memberMove(user!, { ...access!, listTab: 'DEACTIVATED' }, { archived: true, active: false, status: 'ARCHIVED' });
    const result = await db.service.transaction
      .write(({ userOrgAccess, listCounter }) => [
        userOrgAccess
          .patch({ organisationId: org, userId: ids.Cy! })
          .set({ archived: true, active: false, status: 'ARCHIVED', ...stale.fields })
          .composite(stale.composite)
          .where((a, op) => stale.stillIn(a, op))
          .commit(),
        ...stale.counters(listCounter),
      ])
      .go();
    expect(result.canceled).toBe(true);
    expect(await counts('CANDIDATE')).toEqual({ 'user#CANDIDATE#ACTIVE': 2, 'user#CANDIDATE#DEACTIVATED': 0, 'user#CANDIDATE#ARCHIVED': 1 });
  });

  it('refuses a write of the state that does not give the tab', async () => {
    await expect(db.userOrgAccess.patch({ organisationId: org, userId: ids.Cy! }).set({ status: 'INACTIVE', active: false }).go()).rejects.toThrow(
      /gives listTab/,
    );
  });
});
