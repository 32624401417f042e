import type { Db } from '../db.ts';
import { batchGetInOrder, type IndexRange } from '../lists/index-page.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { AuditLog } from './audit-log-entity.ts';
import type { FieldAudit } from './field-audit-entity.ts';

/** The audit row's write in another area's transaction (audit-log.ts auditEntry builds the row). */
export const auditRowWrite = (e: Pick<TransactionEntities, 'auditLog'>, row: AuditLog) => e.auditLog.create(row).commit();

/** The field-audit rows' writes in another area's transaction (field-audit.ts fieldAuditEntries builds the rows). */
export const fieldAuditWrites = (e: Pick<TransactionEntities, 'fieldAudit'>, rows: readonly FieldAudit[]) =>
  rows.map((row) => e.fieldAudit.create(row).commit());

/** The audit log and field audit reads and writes: the only code that touches those entities. */
export function createAuditStore(db: Db) {
  return {
    /** An audit row written on its own (no change of a record goes with it: a download, a refused try). */
    async recordWrite(row: AuditLog) {
      await db.auditLog.create(row).go();
    },

    /**
     * A record's audit rows by log id (time): of one organisation (byRecordInOrganisation), or of every organisation
     * when none is named (byRef, a grid admin's reach; a user's log holds rows of each organisation they work in).
     */
    recordLogRange(ref: Pick<AuditLog, 'refType' | 'refId'>, organisationId?: string): IndexRange {
      return {
        query: organisationId === undefined ? db.auditLog.query.byRef(ref) : db.auditLog.query.byRecordInOrganisation({ ...ref, organisationId }),
      };
    },

    /** A record's audit rows of these log ids, in the order named (missing ones left out). */
    recordLogRows(ref: Pick<AuditLog, 'refType' | 'refId'>, logIds: readonly string[]): Promise<AuditLog[]> {
      return batchGetInOrder(
        db.auditLog,
        logIds.map((logId) => ({ ...ref, logId })),
        (r) => r.logId,
      );
    },

    /** The last `limit` field changes of a record, newest first: of one column, or of every column when none is named. */
    async lastFieldChanges(key: Pick<FieldAudit, 'organisationId' | 'refType' | 'refId'>, columnName: string | undefined, limit: number) {
      const query = columnName === undefined ? db.fieldAudit.query.byRef(key) : db.fieldAudit.query.byField({ ...key, columnName });
      return (await query.go({ order: 'desc', limit })).data;
    },
  };
}
export type AuditStore = ReturnType<typeof createAuditStore>;
