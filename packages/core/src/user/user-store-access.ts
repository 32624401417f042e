import type { Db } from '../db.ts';
import type { UserType } from '@scheduler/contracts/roles';
import { batchGetInOrder, type IndexRange, readWholeRange } from '../lists/index-page.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { type MemberPerson, memberCreate, memberMove, type NewAccess } from './member-list.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';

/**
 * An invited access becomes ACTIVE (only while still INVITED and not archived), moving to the Active tab of the user
 * lists as `person` (the person after the acceptance), for an invitation's acceptance transaction.
 */
export function accessAcceptedWrites(
  e: Pick<TransactionEntities, 'userOrgAccess' | 'listCounter' | 'userSearchToken'>,
  access: UserOrgAccess,
  person: MemberPerson,
  acceptedAt: string,
) {
  const moved = memberMove(person, access, { status: 'ACTIVE', active: true, invitedFirstName: undefined, invitedLastName: undefined });
  return [
    e.userOrgAccess
      .patch({ organisationId: access.organisationId, userId: access.userId })
      .set({ status: 'ACTIVE', active: true, ...moved.fields, updatedAt: acceptedAt })
      .remove(['invitationExpiry', 'invitedFirstName', 'invitedLastName'])
      .composite(moved.composite)
      .where((a, op) => `${op.eq(a.archived, false)} AND ${op.eq(a.status, 'INVITED')} AND ${moved.stillIn(a, op)}`)
      .commit(),
    ...moved.counters(e.listCounter),
    ...moved.tokens(e.userSearchToken),
  ];
}

/** The organisation access reads (the userOrgAccess entity), and a new access written on its own. */
export function createAccessStore(db: Db) {
  return {
    /** A new access of the person written on its own (the seed, test set-ups): memberCreate in one transaction. */
    async addMember(person: MemberPerson, access: NewAccess): Promise<void> {
      const result = await db.service.transaction.write((entities) => memberCreate(entities, person, access)).go();
      if (result.canceled) throw new Error(`addMember: the access of ${access.userId} in ${access.organisationId} was not written`);
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

    /** The organisation's accesses of one user type, by list order: a range of the access list index (byType). */
    accessTypeRange(organisationId: string, userType: UserType): IndexRange {
      return { query: db.userOrgAccess.query.byType({ organisationId, userType }) };
    },

    /** The organisation's accesses of one user type in one list tab, by list order (byTab). */
    accessTabRange(organisationId: string, userType: UserType, listTab: NonNullable<UserOrgAccess['listTab']>): IndexRange {
      return { query: db.userOrgAccess.query.byTab({ organisationId, userType, listTab }) };
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
