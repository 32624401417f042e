import type { AuditLog } from '../audit/audit-log-entity.ts';
import type { FieldAudit } from '../audit/field-audit-entity.ts';
import type { Db } from '../db.ts';
import type { DeliveryRecord } from '../notification/delivery-record-entity.ts';

/** The reads of a person's copies the purge scrubs: the rows about them and by them in one organisation (purge-person-writes.ts writes them). */
export function personPurgeStore(db: Db) {
  return {
    /** The audit rows about the person and by them, and their field-audit rows, in the organisation. */
    async auditRowsOfPerson(organisationId: string, userId: string): Promise<{ audits: AuditLog[]; fieldsWritten: FieldAudit[] }> {
      // bounded: the rows of one person (about them: their own partition, every organisation's read, this one's kept; by
      // them: by author in the organisation, never the whole log)
      const [about, written, fieldsWritten] = await Promise.all([
        db.auditLog.query
          .byRef({ refType: 'User', refId: userId })
          .where((attr, op) => op.eq(attr.organisationId, organisationId))
          .go({ pages: 'all' }),
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
  };
}
