import type { CreateEntityItem } from 'electrodb';
import { feedNamesWrite } from '../calendar/calendar-feed-version-store.ts';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite, fieldAuditWrites } from '../audit/audit-store.ts';
import type { FieldAudit } from '../audit/field-audit-entity.ts';
import type { Db } from '../db.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { purgeIndexFields } from '../purge/purge-index.ts';
import type { purgeMarkOnArchive } from '../purge/retention.ts';
import type { Project, ProjectEntity } from './project-entity.ts';

/** The items a write transaction's callback answers (each `.commit()` of an ElectroDB write). */
type TransactionItem = ReturnType<Parameters<Db['service']['transaction']['write']>[0]>[number];
type ProjectKey = Pick<Project, 'organisationId' | 'projectId'>;

/** A project's audit rows: the audit log row and its field-level rows (auditLog/getFieldAuditByRefId reads them). */
export interface ProjectAudit {
  audit: AuditLog;
  fieldRows: readonly FieldAudit[];
}

/** The project saves, each with its audit rows in one transaction; each answers false when it was cancelled. */
export function createProjectSaveStore(db: Db) {
  return {
    /** A new project with its audit rows and `more` (another area's items of the same transaction: its default alerts). */
    async createProjectWrite(
      project: CreateEntityItem<ProjectEntity>,
      audit: ProjectAudit,
      more: (e: TransactionEntities) => TransactionItem[],
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [e.project.create(project).commit(), auditRowWrite(e, audit.audit), ...fieldAuditWrites(e, audit.fieldRows), ...more(e)])
        .go();
      return !result.canceled;
    },

    /** The project's fields as saved (`cleared` removed), if unchanged since `readUpdatedAt`, with its audit rows. */
    async updateProjectWrite(
      key: ProjectKey,
      readUpdatedAt: string,
      change: { set: Record<string, unknown>; cleared: readonly (keyof Project)[]; now: string },
      audit: ProjectAudit,
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => {
          const patch = e.project.patch(key).set({ ...change.set, updatedAt: change.now });
          const write = change.cleared.length > 0 ? patch.remove(change.cleared as never[]) : patch;
          return [
            write.where((attr, op) => op.eq(attr.updatedAt, readUpdatedAt)).commit(),
            auditRowWrite(e, audit.audit),
            ...fieldAuditWrites(e, audit.fieldRows),
            // The calendar feeds show the project's name.
            ...('name' in change.set ? [feedNamesWrite(e, key.organisationId, change.now)] : []),
          ];
        })
        .go();
      return !result.canceled;
    },

    /** An active project is archived (its name kept, its purge mark set). */
    async archiveProjectWrite(
      project: Pick<Project, 'organisationId' | 'projectId' | 'name'>,
      purgeMark: ReturnType<typeof purgeMarkOnArchive>,
      now: string,
      audit: ProjectAudit,
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.project
            .patch({ organisationId: project.organisationId, projectId: project.projectId })
            .set({ status: 'ARCHIVED', name: project.name, ...purgeMark, updatedAt: now })
            .where((attr, op) => op.eq(attr.status, 'ACTIVE'))
            .commit(),
          auditRowWrite(e, audit.audit),
          ...fieldAuditWrites(e, audit.fieldRows),
        ])
        .go();
      return !result.canceled;
    },

    /** A ready-to-purge project's purge date moves to `date`. */
    async projectPurgeDateWrite(key: ProjectKey, date: string, now: string, audit: ProjectAudit): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.project
            .patch(key)
            .set({ purgeDate: date, ...purgeIndexFields(key.organisationId, date), updatedAt: now })
            .where((attr, op) => op.eq(attr.readyToPurge, true))
            .commit(),
          auditRowWrite(e, audit.audit),
          ...fieldAuditWrites(e, audit.fieldRows),
        ])
        .go();
      return !result.canceled;
    },
  };
}
