import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import { feedNamesWrite } from '../calendar/calendar-feed-version-store.ts';
import type { Db } from '../db.ts';
import { memberRelist } from './member-list.ts';
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

/** The changes of a person's own record (profile, 2-step method), each with its audit row in one transaction. */
export function createProfileStore(db: Db) {
  return {
    /**
     * The person's fields, if unchanged since read, with the audit row; the accesses listed by the person's names and
     * mobile (`relist`, as read) follow `relist.person`. False when someone changed the person meanwhile.
     */
    async profileWrite(change: ProfileChange, audit: AuditLog, relist: { person: User; accesses: readonly UserOrgAccess[] }): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => {
          const patch = e.user.patch({ userId: change.userId }).set(change.set);
          const write = change.remove.length > 0 ? patch.remove([...change.remove]) : patch;
          return [
            write.where((attr, op) => op.eq(attr.updatedAt, change.readUpdatedAt)).commit(),
            auditRowWrite(e, audit),
            ...memberRelist(e, relist.person, relist.accesses),
            // The calendar feeds of the organisations that have the person on their staff show the person's name.
            ...(change.set.firstName !== undefined || change.set.lastName !== undefined
              ? relist.accesses.filter((a) => a.userType !== 'CANDIDATE').map((a) => feedNamesWrite(e, a.organisationId, change.set.updatedAt))
              : []),
          ];
        })
        .go();
      return !result.canceled;
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
