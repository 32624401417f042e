import type { Db } from '../db.ts';
import { conditioned } from '../conditional-write.ts';
import { batchGetInOrder } from '../lists/index-page.ts';
import type { User } from './user-entity.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';

/** Accesses read per page by the layout 7 migration (user-list-backfill.ts). */
const PAGE = 500;

/** The layout 7 migration's reads and writes of the accesses (user-list-backfill.ts). */
export function createUserListBackfillStore(db: Db) {
  return {
    /** Every organisation's id (few: the grid admin's list). */
    async organisationIds(): Promise<string[]> {
      return (await db.organisation.query.all({}).go({ pages: 'all', attributes: ['organisationId'] })).data.map((o) => o.organisationId);
    },

    /** A page of the organisation's accesses, whole, and the cursor of the next (null: the last). */
    async accessPage(organisationId: string, cursor: string | null): Promise<{ data: UserOrgAccess[]; cursor: string | null }> {
      return db.userOrgAccess.query.byOrganisation({ organisationId }).go({ cursor, limit: PAGE });
    },

    /** The people named, by id (one batch get; missing ones left out). */
    async peopleOf(userIds: readonly string[]): Promise<Map<string, User>> {
      const people = await batchGetInOrder(
        db.user,
        [...new Set(userIds)].map((userId) => ({ userId })),
        (u) => u.userId,
      );
      return new Map(people.map((u) => [u.userId, u]));
    },

    /**
     * The access put again as `written` (its keys follow the entity's indexes), on condition it is as read (its
     * updatedAt and search text); false when a write changed it meanwhile.
     */
    accessRewritten(read: UserOrgAccess, written: UserOrgAccess): Promise<boolean> {
      return conditioned(
        db.userOrgAccess
          .put(written)
          .where((a, op) => `${op.eq(a.updatedAt, read.updatedAt)} AND ${op.eq(a.listSearch, read.listSearch)}`)
          .go(),
      );
    },
  };
}
