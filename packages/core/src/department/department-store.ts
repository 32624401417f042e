import type { CreateEntityItem } from 'electrodb';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import { batchGetInOrder } from '../lists/index-page.ts';
import type { Department, DepartmentEntity } from './department-entity.ts';

/** The department reads and writes: the only code that touches the department entity. */
export function createDepartmentStore(db: Db) {
  return {
    /** The department of the organisation, or null. */
    async departmentOf(organisationId: string, departmentId: string) {
      return (await db.department.get({ organisationId, departmentId }).go()).data;
    },

    /** The department by id alone (any organisation), or undefined. */
    async departmentById(departmentId: string): Promise<Department | undefined> {
      return (await db.department.query.byId({ departmentId }).go()).data[0];
    },

    /** The organisation's departments named, in the order named (missing ones left out). */
    departmentsNamed(organisationId: string, departmentIds: readonly string[]): Promise<Department[]> {
      return batchGetInOrder(
        db.department,
        departmentIds.map((departmentId) => ({ organisationId, departmentId })),
        (d) => d.departmentId,
      );
    },

    /** Every department of the organisation. */
    async departmentsOf(organisationId: string) {
      // bounded: an organisation's departments (DESIGN §3.7: few)
      return (await db.department.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** A new department with its audit row. False when it was not written. */
    async createDepartmentWrite(department: CreateEntityItem<DepartmentEntity>, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction.write((e) => [e.department.create(department).commit(), auditRowWrite(e, audit)]).go();
      return !result.canceled;
    },

    /**
     * The department's fields as saved (its open link removed), if unchanged since `readUpdatedAt`, with its audit row.
     * False when someone changed it meanwhile.
     */
    async updateDepartmentWrite(
      key: Pick<Department, 'organisationId' | 'departmentId'>,
      readUpdatedAt: string,
      fields: Pick<Department, 'name' | 'description' | 'active' | 'updatedAt'>,
      audit: AuditLog,
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.department
            .patch(key)
            .set(fields)
            .remove(['openLink'])
            .where((attr, op) => op.eq(attr.updatedAt, readUpdatedAt))
            .commit(),
          auditRowWrite(e, audit),
        ])
        .go();
      return !result.canceled;
    },
  };
}
export type DepartmentStore = ReturnType<typeof createDepartmentStore>;
