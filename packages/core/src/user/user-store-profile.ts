import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import { feedNamesWrite } from '../calendar/calendar-feed-version-store.ts';
import type { Db } from '../db.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { memberRelist, memberRelistSize } from './member-list.ts';
import type { User } from './user-entity.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';

/** The person's own fields a profile change sets, and those it removes. */
export interface ProfileChange {
  userId: string;
  set: Partial<Pick<User, 'firstName' | 'lastName' | 'mobileNo' | 'timezoneId' | 'companyName' | 'mfaType'>> & { updatedAt: string };
  remove: readonly ('mobileNo' | 'timezoneId' | 'companyName' | 'mfaType')[];
  /** The person's updatedAt as read: the write is conditioned on it. */
  readUpdatedAt: string;
}

/** DynamoDB's most items in one transaction. */
const TRANSACTION_ITEMS = 100;
/** Sends of a later transaction of re-listed accesses, each after reading again the ones changed meanwhile. */
const RELIST_ROUNDS = 4;

/** Items in groups of at most TRANSACTION_ITEMS, in order, the first with `reserved` items already taken. */
function inTransactions<T>(items: readonly T[], sizeOf: (item: T) => number, reserved: number): T[][] {
  const groups: T[][] = [[]];
  let size = reserved;
  for (const item of items) {
    const n = sizeOf(item);
    if (size + n > TRANSACTION_ITEMS && size > 0) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(item);
    size += n;
  }
  return groups;
}

/** The changes of a person's own record (profile, 2-step method), each with its audit row in one transaction. */
export function createProfileStore(db: Db) {
  return {
    /**
     * The person's fields, if unchanged since read, with the audit row; the accesses listed by the person's names and
     * mobile (`relist`, as read) follow `relist.person`. False when someone changed the person meanwhile. The accesses
     * go in the person's transaction while it stays under DynamoDB's 100 items (each re-listed access writes its
     * patch and its search token rows: a person of many organisations passes it); the others follow it in their own
     * transactions, each access read again and re-listed when another write changed it meanwhile.
     */
    async profileWrite(change: ProfileChange, audit: AuditLog, relist: { person: User; accesses: readonly UserOrgAccess[] }): Promise<boolean> {
      const named = change.set.firstName !== undefined || change.set.lastName !== undefined;
      const staff = (a: UserOrgAccess) => named && a.userType !== 'CANDIDATE';
      const accessWrites = (e: TransactionEntities, accesses: readonly UserOrgAccess[]) => [
        ...memberRelist(e, relist.person, accesses),
        // The calendar feeds of the organisations that have the person on their staff show the person's name.
        ...accesses.filter(staff).map((a) => feedNamesWrite(e, a.organisationId, change.set.updatedAt)),
      ];
      const [first = [], ...later] = inTransactions(relist.accesses, (a) => memberRelistSize(relist.person, a) + (staff(a) ? 1 : 0), 2);
      const result = await db.service.transaction
        .write((e) => {
          const patch = e.user.patch({ userId: change.userId }).set(change.set);
          const write = change.remove.length > 0 ? patch.remove([...change.remove]) : patch;
          return [
            write.where((attr, op) => op.eq(attr.updatedAt, change.readUpdatedAt)).commit(),
            auditRowWrite(e, audit),
            ...accessWrites(e, first),
          ];
        })
        .go();
      if (result.canceled) return false;
      for (const group of later) {
        let accesses = group;
        for (let round = 1; accesses.length > 0; round++) {
          const sent = await db.service.transaction.write((e) => accessWrites(e, accesses)).go();
          if (!sent.canceled) break;
          if (round === RELIST_ROUNDS) throw new Error(`profile: ${accesses.length} accesses kept changing while they were re-listed`);
          const keys = accesses.map(({ organisationId, userId }) => ({ organisationId, userId }));
          accesses = (await db.userOrgAccess.get(keys).go()).data.filter((a) => memberRelistSize(relist.person, a) > 0);
        }
      }
      return true;
    },

    /**
     * The person's 2-step method (none: removed), if unchanged since `readUpdatedAt`, with the audit row. False when
     * someone changed the person meanwhile.
     */
    async mfaMethodWrite(userId: string, mfaType: User['mfaType'], at: { readUpdatedAt: string; now: string }, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => {
          const patch = e.user.patch({ userId }).set({ updatedAt: at.now, ...(mfaType ? { mfaType } : {}) });
          return [
            (mfaType ? patch : patch.remove(['mfaType'])).where((attr, op) => op.eq(attr.updatedAt, at.readUpdatedAt)).commit(),
            auditRowWrite(e, audit),
          ];
        })
        .go();
      return !result.canceled;
    },
  };
}
