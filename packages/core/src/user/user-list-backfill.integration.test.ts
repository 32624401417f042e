import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { ulidIds } from '../ports/ids.ts';
import { addTestMember, createTestOrganisation, orgAdminOf } from './testing/member-fixture-writes.ts';
import { backfillUserListRows } from './user-list-backfill.ts';
import { createUserListService } from './user-list.ts';

const { db, client, table } = testDb();
const stamp = new Date().toISOString();
const PERSON_FIELDS = ['listFirstName', 'listLastName', 'listUsername', 'listMobileNo'];

/** Each access of the organisation as a layout 6 table holds it: on list1 (keys only), without the person fields. */
async function asLayout6(organisationId: string) {
  const { data } = await db.userOrgAccess.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  for (const access of data) {
    const { Item } = db.userOrgAccess.put(access).params() as { Item: Record<string, unknown> };
    const old: Record<string, unknown> = { ...Item, list1pk: Item.list3pk, list1sk: Item.list3sk };
    for (const name of ['list3pk', 'list3sk', ...PERSON_FIELDS]) delete old[name];
    await client.send(new PutCommand({ TableName: table, Item: old }));
  }
}

describe('the layout 7 backfill', () => {
  it('rewrites every access with its person fields onto the tab index, and a second run changes nothing', async () => {
    const organisationId = ulid();
    const admin = orgAdminOf(organisationId, ulid());
    await createTestOrganisation(db, organisationId, 'Backfill Org', stamp);
    for (const firstName of ['Cy', 'Ann', 'Bo'])
      await addTestMember(db, { organisationId, userId: ulid(), firstName, username: `${firstName}.${ulid()}@x.test`, userType: 'CANDIDATE', stamp });
    const list = () =>
      createUserListService({ db, clock: systemClock, ids: ulidIds }).list(
        admin,
        tableRequest.parse({ searchData: JSON.stringify({ listType: 'ACTIVE' }), pageSize: 10 }),
      );
    const before = await list();
    await asLayout6(organisationId);
    expect((await list()).dataset).toEqual([]);

    expect(await backfillUserListRows(db, [organisationId])).toEqual({ accesses: 3, rewritten: 3, left: 0 });
    expect(await list()).toEqual(before);
    const { data } = await db.userOrgAccess.query.byOrganisation({ organisationId }).go({ pages: 'all' });
    for (const access of data) {
      const raw = (await client.send(new GetCommand({ TableName: table, Key: db.userOrgAccess.get(access).params().Key }))).Item!;
      expect(raw.list1pk).toBeUndefined();
      expect(raw.listFirstName).toBe(access.listFirstName);
    }
    expect(await backfillUserListRows(db, [organisationId])).toEqual({ accesses: 3, rewritten: 3, left: 0 });
    expect(await list()).toEqual(before);
  }, 60_000);
});
