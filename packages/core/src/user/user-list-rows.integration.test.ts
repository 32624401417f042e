import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import { testDb } from '@scheduler/local/testing/test-db';
import { ulidIds } from '../ports/ids.ts';
import { addTestMember, createTestOrganisation, orgAdminOf } from './testing/member-fixture-writes.ts';
import { createUserListService } from './user-list.ts';
import { createProfileService } from './profile.ts';
import { accessAcceptedWrites, createUserStore } from './user-store.ts';
import { userListRow } from './user-views.ts';

/**
 * The user list's rows come whole from the tab index (issue 21 item 5): each access carries what its row shows of the
 * person, kept current by every write that changes the person or the access, so a page equals what reading the
 * accesses and then their people (the two-read version, user-views.ts userListRow) answers.
 */
const { db } = testDb();
const at = new Date();
const deps = { db, clock: { now: () => at }, ids: ulidIds };
const org = ulid();
const stamp = at.toISOString();
const admin = orgAdminOf(org, ulid());
const ids = { ann: ulid(), bo: ulid(), cat: ulid() };

const page = async (listType: string, filter = '') =>
  (await createUserListService(deps).list(admin, tableRequest.parse({ searchData: JSON.stringify({ listType }), pageSize: 50, filter }))).dataset;

/** The rows as the two-read version built them: each row's access, then its person, read from the table. */
async function twoReadRows(listType: string) {
  const rows = await page(listType);
  return Promise.all(
    rows.map(async (row) => {
      const { data: access } = await db.userOrgAccess.get({ organisationId: org, userId: row.encryptedId! }).go();
      const { data: user } = await db.user.get({ userId: row.encryptedId! }).go();
      return userListRow(user!, access!, 'Rows Org', [], at);
    }),
  );
}

const accessOf = async (userId: string) => (await db.userOrgAccess.get({ organisationId: org, userId }).go()).data!;

beforeAll(async () => {
  await createTestOrganisation(db, org, 'Rows Org', stamp);
  await addTestMember(db, { organisationId: org, userId: ids.ann, firstName: 'Ann', username: 'ann@rows.test', userType: 'CANDIDATE', stamp });
  await addTestMember(db, { organisationId: org, userId: ids.bo, firstName: 'Bo', username: 'bo@rows.test', userType: 'CANDIDATE', stamp });
  // Cat has an account of her own (another organisation's); this organisation invited her under other names.
  const cat = {
    userId: ids.cat,
    username: 'cat@rows.test',
    firstName: 'Own',
    lastName: 'Account',
    type: 'CANDIDATE' as const,
    status: 'ACTIVE' as const,
  };
  await db.user.create({ ...cat, mobileNo: '+61400000077', createdAt: stamp, updatedAt: stamp }).go();
  await createUserStore(db).addMember(cat, {
    organisationId: org,
    userId: ids.cat,
    userType: 'CANDIDATE',
    active: false,
    status: 'INVITED',
    invitedFirstName: 'Cat',
    invitedLastName: 'Invited',
    invitationExpiry: new Date(at.getTime() + 3 * 86_400_000).toISOString(),
    createdAt: stamp,
    updatedAt: stamp,
  });
});

describe('the user list rows carried by the accesses', () => {
  it("answers each tab's page as the two-read version did, an invited person under the invitation's names", async () => {
    for (const listType of ['ACTIVE', 'UNREGISTERED', 'ALL']) expect(await page(listType)).toEqual(await twoReadRows(listType));
    expect((await page('ALL')).map((r) => r.fullName)).toEqual(['Ann Lee', 'Bo Lee', 'Cat Invited']);
    const invited = await accessOf(ids.cat);
    expect([invited.listFirstName, invited.listLastName, invited.listMobileNo]).toEqual(['Cat', 'Invited', '']);
  });

  it('keeps the copied person fields current through a rename and a mobile change', async () => {
    const profiles = createProfileService(deps);
    await profiles.update(admin, { encryptedId: ids.ann, firstName: 'Zoe', lastName: 'Lee' });
    await profiles.update(admin, { encryptedId: ids.bo, firstName: 'Bo', lastName: 'Lee', mobileNo: '+61400000123' });
    expect(await accessOf(ids.ann)).toMatchObject({ listFirstName: 'Zoe', listLastName: 'Lee', listName: 'zoe lee' });
    expect((await accessOf(ids.bo)).listMobileNo).toBe('+61400000123');
    const rows = await page('ACTIVE');
    expect(rows.map((r) => [r.fullName, r.mobileNo])).toEqual([
      ['Bo Lee', '+61400000123'],
      ['Zoe Lee', '+61400000009'],
    ]);
    expect(rows).toEqual(await twoReadRows('ACTIVE'));
  });

  it("shows the person's own account once the invitation is accepted", async () => {
    const { data: person } = await db.user.get({ userId: ids.cat }).go();
    const invited = await accessOf(ids.cat);
    const result = await db.service.transaction.write((e) => accessAcceptedWrites(e, invited, person!, stamp)).go();
    expect(result.canceled).toBe(false);
    expect(await accessOf(ids.cat)).toMatchObject({ listFirstName: 'Own', listLastName: 'Account', listMobileNo: '+61400000077' });
    const rows = await page('ACTIVE');
    expect(rows.map((r) => r.fullName)).toEqual(['Bo Lee', 'Own Account', 'Zoe Lee']);
    expect(rows).toEqual(await twoReadRows('ACTIVE'));
    expect(await page('UNREGISTERED')).toEqual([]);
  });
});
