import type { AuditLog } from '../audit/audit-log-entity.ts';
import { feedNamesWrite } from '../calendar/calendar-feed-version-store.ts';
import type { FieldAudit } from '../audit/field-audit-entity.ts';
import type { DeliveryRecord } from '../notification/delivery-record-entity.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { searchTokenChanges } from '../user/user-search-tokens.ts';
import type { PlannedWrite } from './purge-group.ts';

/** What the purge does to the person of a purged access: deleted (no access left), sanitised (none live), or nothing. */
export type PersonOutcome = 'delete' | 'sanitise' | 'keep';

/** The access write that takes a purged access out of the purge index, with its person's writes (purge-person.ts). */
export interface AccessPurge {
  access: UserOrgAccess;
  /** True: the access is deleted; false: it is sanitised (its sanitised fields in `sanitisedAccess`). */
  remove: boolean;
  sanitisedAccess: Partial<UserOrgAccess>;
  person?: { user: User; outcome: PersonOutcome; sanitised?: Partial<User> & { username: string }; now: string };
  /**
   * The organisations whose calendar feeds show the person's name on the meetings they run (their staff accesses),
   * when the purge changes or removes it: each feed's names version moves, so no feed serves the name from its
   * written windows (calendar-feed-windows.ts).
   */
  feedsNaming?: { organisationIds: readonly string[]; now: string };
}

/** The booking loses its personal fields (status reason, request type) and, when named, its file. */
export const bookingScrubbed = (organisationId: string, bookingId: string, dropFile: boolean): PlannedWrite => ({
  item: `booking#${bookingId}`,
  write: (e) =>
    e.booking
      .patch({ organisationId, bookingId })
      .remove(['statusReason', 'candidateRequestType', ...(dropFile ? (['fileKey', 'fileName'] as const) : [])])
      .commit(),
});

/**
 * An audit row's message or author as scrubbed: only what changed is set, so the purges of the person it is about
 * and of its author, read before either wrote, each scrub their own part.
 */
export const auditRowScrubbed = (
  row: Pick<AuditLog, 'refType' | 'refId' | 'logId'>,
  set: Partial<Pick<AuditLog, 'logMsg' | 'logBy'>>,
): PlannedWrite => ({
  item: `auditLog#${row.refType}#${row.refId}#${row.logId}`,
  write: (e) => e.auditLog.patch({ refType: row.refType, refId: row.refId, logId: row.logId }).set(set).commit(),
});

/** A field-audit row's author as scrubbed. */
export const fieldAuditScrubbed = (
  row: Pick<FieldAudit, 'organisationId' | 'refType' | 'refId' | 'columnName' | 'auditId'>,
  modifiedBy: string,
): PlannedWrite => {
  const { organisationId, refType, refId, columnName, auditId } = row;
  return {
    item: `fieldAudit#${organisationId}#${refType}#${refId}#${columnName}#${auditId}`,
    write: (e) => e.fieldAudit.patch({ organisationId, refType, refId, columnName, auditId }).set({ modifiedBy }).commit(),
  };
};

/** A delivery record without its recipient and content; one still unsent (`unsent`) leaves the send queue. */
export const deliveryScrubbed = (
  organisationId: string,
  deliveryId: string,
  set: Pick<DeliveryRecord, 'recipient' | 'updatedAt'> & Partial<Pick<DeliveryRecord, 'subject' | 'status' | 'error'>>,
  unsent: boolean,
): PlannedWrite => ({
  item: `deliveryRecord#${deliveryId}`,
  write: (e) =>
    e.deliveryRecord
      .patch({ organisationId, deliveryId })
      .set(set)
      .remove(['text', 'html', 'calendar', 'calendarMethod', ...(unsent ? (['queue', 'dueAt'] as const) : [])])
      .commit(),
});

/** A file link goes (its file removed from the store first), on condition it is still there. */
export const fileLinkRemoved = (linkId: string): PlannedWrite => ({
  item: `fileLink#${linkId}`,
  write: (e) =>
    e.fileLink
      .delete({ linkId })
      .where((attr, op) => op.exists(attr.linkId))
      .commit(),
});

/** The person's writes with their access's purge: deleted with their username, or sanitised under a new one. */
function personWrites(person: AccessPurge['person']): PlannedWrite[] {
  if (!person || person.outcome === 'keep') return [];
  const { user } = person;
  const { userId } = user;
  const oldGuard: PlannedWrite = {
    item: `usernameGuard#${user.username}`,
    write: (e) => e.usernameGuard.delete({ username: user.username }).commit(),
  };
  if (person.outcome === 'delete') return [{ item: `user#${userId}`, write: (e) => e.user.delete({ userId }).commit() }, oldGuard];
  const { sanitised } = person;
  if (!sanitised) return [];
  return [
    {
      item: `user#${userId}`,
      write: (e) =>
        e.user
          .patch({ userId })
          .set(sanitised)
          .remove(['mobileNo', 'identitySub', 'companyName'])
          .where((attr, op) => op.eq(attr.updatedAt, user.updatedAt))
          .commit(),
    },
    oldGuard,
    {
      item: `usernameGuard#${sanitised.username}`,
      write: (e) => e.usernameGuard.create({ username: sanitised.username, userId, createdAt: person.now }).commit(),
    },
  ];
}

/**
 * The access deleted or sanitised, conditioned on the purge date and search text read (and, deleted, on its list tab),
 * first; then its search token rows (user-search-tokens.ts searchTokenChanges: deleted, or rewritten with its new list
 * fields), and its person's writes.
 */
export function accessPurgedWrites(p: AccessPurge): PlannedWrite[] {
  const { access, remove } = p;
  const { organisationId, userId } = access;
  const stillDue = (attr: { purgeOn: unknown; listSearch: unknown }, op: { eq(a: unknown, v: unknown): string }) =>
    `${op.eq(attr.purgeOn, access.purgeOn)} AND ${op.eq(attr.listSearch, access.listSearch)}`;
  const accessWrite: PlannedWrite = {
    item: `userOrgAccess#${organisationId}#${userId}`,
    write: (e) =>
      remove
        ? e.userOrgAccess
            .delete({ organisationId, userId })
            .where((attr, op) => `${stillDue(attr, op)} AND ${op.eq(attr.listTab, access.listTab)}`)
            .commit()
        : e.userOrgAccess
            .patch({ organisationId, userId })
            .set(p.sanitisedAccess)
            .remove(['uniqueId', 'requestTypes', 'purgeDate', 'purgeScope', 'purgeOn'])
            .where(stillDue)
            .commit(),
  };
  const { gone, put } = searchTokenChanges(access, remove ? undefined : { ...access, ...p.sanitisedAccess });
  const item = (token: string) => `userSearchToken#${organisationId}#${token}#${userId}`;
  const tokenWrites = [
    ...gone.map(
      ({ token }): PlannedWrite => ({ item: item(token), write: (e) => e.userSearchToken.delete({ organisationId, token, userId }).commit() }),
    ),
    ...put.map((row): PlannedWrite => ({ item: item(row.token), write: (e) => e.userSearchToken.put(row).commit() })),
  ];
  const feedWrites = (p.feedsNaming?.organisationIds ?? []).map(
    (org): PlannedWrite => ({ item: `calendarFeedVersion#${org}#names`, write: (e) => feedNamesWrite(e, org, p.feedsNaming!.now) }),
  );
  return [accessWrite, ...tokenWrites, ...personWrites(p.person), ...feedWrites];
}
