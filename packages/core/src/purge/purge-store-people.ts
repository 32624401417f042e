import type { AuditLog } from '../audit/audit-log-entity.ts';
import type { FieldAudit } from '../audit/field-audit-entity.ts';
import type { Db } from '../db.ts';
import { counterMoves, type TransactionEntities } from '../lists/list-counters.ts';
import type { DeliveryRecord } from '../notification/delivery-record-entity.ts';
import { memberCounter } from '../user/member-list.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { tally } from './purge-writes.ts';

/** What the purge does to the person of a purged access: deleted (no access left), sanitised (none live), or nothing. */
export type PersonOutcome = 'delete' | 'sanitise' | 'keep';

/** The access write that takes a purged access out of the purge index, with its person's writes (purge-person.ts). */
export interface AccessPurge {
  access: UserOrgAccess;
  runDay: string;
  /** True: the access is deleted; false: it is sanitised (its sanitised fields in `sanitisedAccess`). */
  remove: boolean;
  sanitisedAccess: Partial<UserOrgAccess>;
  person?: { user: User; outcome: PersonOutcome; sanitised?: Partial<User> & { username: string }; now: string };
}

/** A personal copy of a person the purge scrubs: the rows about them and by them in one organisation. */
export function personPurgeStore(db: Db) {
  /** The person's writes in the access's transaction. */
  function personWrites(e: TransactionEntities, person: AccessPurge['person']) {
    if (!person || person.outcome === 'keep') return [];
    const { user } = person;
    if (person.outcome === 'delete')
      return [e.user.delete({ userId: user.userId }).commit(), e.usernameGuard.delete({ username: user.username }).commit()];
    if (!person.sanitised) return [];
    const { username } = person.sanitised;
    return [
      e.user
        .patch({ userId: user.userId })
        .set(person.sanitised)
        .remove(['mobileNo', 'identitySub', 'companyName'])
        .where((attr, op) => op.eq(attr.updatedAt, user.updatedAt))
        .commit(),
      e.usernameGuard.delete({ username: user.username }).commit(),
      e.usernameGuard.create({ username, userId: user.userId, createdAt: person.now }).commit(),
    ];
  }

  return {
    /** The audit rows about the person and by them, and their field-audit rows, in the organisation. */
    async auditRowsOfPerson(organisationId: string, userId: string): Promise<{ audits: AuditLog[]; fieldsWritten: FieldAudit[] }> {
      // bounded: the rows of one person in one organisation (about them: gsi; by them: by author, never the whole log)
      const [about, written, fieldsWritten] = await Promise.all([
        db.auditLog.query.byRecordInOrganisation({ organisationId, refType: 'User', refId: userId }).go({ pages: 'all', hydrate: true }),
        db.auditLog.query.byAuthor({ organisationId, logByUserId: userId }).go({ pages: 'all' }),
        db.fieldAudit.query.byAuthor({ organisationId, modifiedByUserId: userId }).go({ pages: 'all' }),
      ]);
      const audits = [...new Map([...about.data, ...written.data].map((row) => [`${row.refType}#${row.refId}#${row.logId}`, row])).values()];
      return { audits, fieldsWritten: fieldsWritten.data };
    },

    /** The delivery records to the person in the organisation. */
    async deliveriesToPerson(organisationId: string, userId: string): Promise<DeliveryRecord[]> {
      // bounded: the messages sent to one person in one organisation
      return (await db.deliveryRecord.query.byPerson({ organisationId, personKey: userId }).go({ pages: 'all' })).data;
    },

    /** The links of the files sent to the candidate in the organisation. */
    async fileLinksOfCandidate(organisationId: string, candidateId: string) {
      // bounded: the files sent to one candidate in one organisation
      return (await db.fileLink.query.byCandidate({ organisationId, candidateId }).go({ pages: 'all' })).data;
    },

    /** The booking loses its personal fields (status reason, request type) and, when named, its file. */
    async bookingScrubbedWrite(organisationId: string, bookingId: string, dropFile: boolean): Promise<void> {
      await db.booking
        .patch({ organisationId, bookingId })
        .remove(['statusReason', 'candidateRequestType', ...(dropFile ? (['fileKey', 'fileName'] as const) : [])])
        .go();
    },

    /** An audit row's message and author as scrubbed. */
    async auditRowScrubbedWrite(row: Pick<AuditLog, 'refType' | 'refId' | 'logId'>, logMsg: string, logBy: string): Promise<void> {
      await db.auditLog.patch({ refType: row.refType, refId: row.refId, logId: row.logId }).set({ logMsg, logBy }).go();
    },

    /** A field-audit row's author as scrubbed. */
    async fieldAuditScrubbedWrite(row: Pick<FieldAudit, 'organisationId' | 'refType' | 'refId' | 'columnName' | 'auditId'>, modifiedBy: string) {
      const { organisationId, refType, refId, columnName, auditId } = row;
      await db.fieldAudit.patch({ organisationId, refType, refId, columnName, auditId }).set({ modifiedBy }).go();
    },

    /** A delivery record without its recipient and content; one still unsent (`unsent`) leaves the send queue. */
    async deliveryScrubbedWrite(
      organisationId: string,
      deliveryId: string,
      set: Pick<DeliveryRecord, 'recipient' | 'updatedAt'> & Partial<Pick<DeliveryRecord, 'subject' | 'status' | 'error'>>,
      unsent: boolean,
    ): Promise<void> {
      await db.deliveryRecord
        .patch({ organisationId, deliveryId })
        .set(set)
        .remove(['text', 'html', 'calendar', 'calendarMethod', ...(unsent ? (['queue', 'dueAt'] as const) : [])])
        .go();
    },

    /** A file link goes (its file removed from the store first), counted in the day's run. */
    async fileLinkRemovedWrite(organisationId: string, runDay: string, linkId: string): Promise<void> {
      await db.service.transaction
        .write((e) => [
          e.fileLink
            .delete({ linkId })
            .where((attr, op) => op.exists(attr.linkId))
            .commit(),
          ...tally(e, organisationId, runDay, 'files'),
        ])
        .go();
    },

    /**
     * The access deleted or sanitised, conditioned on the purge date read (and, deleted, on its list tab), with its
     * person's writes and the tally, in ONE transaction; false when it was no longer due as read.
     */
    async accessPurgedWrite(p: AccessPurge): Promise<boolean> {
      const { access, runDay, remove } = p;
      const { organisationId, userId } = access;
      const stillDue = (attr: { purgeOn: unknown }, op: { eq(a: unknown, v: unknown): string }) => op.eq(attr.purgeOn, access.purgeOn);
      const result = await db.service.transaction
        .write((e) => {
          const accessWrites = remove
            ? [
                e.userOrgAccess
                  .delete({ organisationId, userId })
                  .where((attr, op) => `${stillDue(attr, op)} AND ${op.eq(attr.listTab, access.listTab)}`)
                  .commit(),
                ...counterMoves(
                  e.listCounter,
                  organisationId,
                  access.listTab ? memberCounter(access.userType, access.listTab) : undefined,
                  undefined,
                ),
              ]
            : [
                e.userOrgAccess
                  .patch({ organisationId, userId })
                  .set(p.sanitisedAccess)
                  .remove(['uniqueId', 'requestTypes', 'purgeDate', 'purgeScope', 'purgeOn'])
                  .where(stillDue)
                  .commit(),
              ];
          return [
            ...accessWrites,
            ...personWrites(e, p.person),
            ...tally(e, organisationId, runDay, remove ? 'usersDeleted' : 'candidatesSanitised'),
          ];
        })
        .go();
      return !result.canceled;
    },
  };
}
