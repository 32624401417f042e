import type { Db } from '../db.ts';
import { batchGetInOrder, readWholeRange } from '../lists/index-page.ts';

/** The person, access and assessor-grant reads and writes: the only code that touches those entities. */
export function createUserStore(db: Db) {
  return {
    /** The person by id, or null. */
    async userOf(userId: string) {
      return (await db.user.get({ userId }).go()).data;
    },

    /** The people signing in with this username (lower-cased e-mail): one at most. */
    async usersByUsername(username: string) {
      return (await db.user.query.byUsername({ username }).go()).data;
    },

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

    /** The ids of the organisation's admins not archived: the access list's admin range, keys only (an organisation has a few). */
    async adminIdsOf(organisationId: string): Promise<string[]> {
      const admins = await readWholeRange([{ query: db.userOrgAccess.query.byType({ organisationId, userType: 'ORG_ADMIN' }) }], undefined, {
        keep: (i) => i.archived !== true,
      });
      return admins.map((a) => String(a.userId));
    },

    /** The grant of `assessorId` to the assessor admin `adminId` in the organisation, or null. */
    async grantOf(organisationId: string, adminId: string, assessorId: string) {
      return (await db.assessorAccess.get({ organisationId, adminId, assessorId }).go()).data;
    },

    /** Every assessor granted to the assessor admin in the organisation. */
    async grantsOfAdmin(organisationId: string, adminId: string) {
      // bounded: the assessors one admin is granted, a team's size
      return (await db.assessorAccess.query.byAdmin({ organisationId, adminId }).go({ pages: 'all' })).data;
    },
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
