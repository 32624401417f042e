import type { Db } from '../db.ts';
import { batchGetInOrder, readWholeRange } from '../lists/index-page.ts';

/** The organisation access reads (the userOrgAccess entity). */
export function createAccessStore(db: Db) {
  return {
    /** The person's access in the organisation, or null. */
    async accessOf(organisationId: string, userId: string) {
      return (await db.userOrgAccess.get({ organisationId, userId }).go()).data;
    },

    /** The accesses of the people named in the organisation, in the order named (missing ones left out). */
    accessesOf(organisationId: string, userIds: readonly string[]) {
      return batchGetInOrder(
        db.userOrgAccess,
        userIds.map((userId) => ({ organisationId, userId })),
        (a) => a.userId,
      );
    },

    /** Every access of a person, one per organisation. */
    async accessesOfPerson(userId: string) {
      // bounded: one access per organisation the person was ever invited to (a few)
      return (await db.userOrgAccess.query.byUser({ userId }).go({ pages: 'all' })).data;
    },

    /** The ids of the organisation's admins not archived: the access list's admin range, keys only (an organisation has a few). */
    async adminIdsOf(organisationId: string): Promise<string[]> {
      const admins = await readWholeRange([{ query: db.userOrgAccess.query.byType({ organisationId, userType: 'ORG_ADMIN' }) }], undefined, {
        keep: (i) => i.archived !== true,
      });
      return admins.map((a) => String(a.userId));
    },
  };
}
