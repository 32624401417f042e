import type { TableRequest } from '@scheduler/contracts/envelope';
import type { AUDIT_REF_TYPES, auditLogRow } from '@scheduler/contracts/schemas/audit-log';
import { isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import { applyTableRequest, normaliseSearch, sortOf, type TableSpec } from '../lists/table-query.ts';
import { readableTexts } from './audit-message-text.ts';
import { batchGetInOrder, readIndexPage, readWholeRange, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import type { DataDeps } from '../deps.ts';
import type * as z from 'zod';

/** The record kinds with an audit log (doc 3 §7, plus users, alerts, templates and labels). */
export type AuditRefType = (typeof AUDIT_REF_TYPES)[number];

type AuditRow = z.input<typeof auditLogRow>;

const spec: TableSpec<AuditRow> = {
  searchable: (r) => [r.logBy, r.logMsg],
  sortable: { logOn: (r) => r.logOn, logBy: (r) => r.logBy, logMsg: (r) => r.logMsg },
  defaultSort: { column: 'logOn', direction: 'desc' },
};

/** The audit row for a change, to be written in the same transaction as the change. */
export function auditEntry(
  deps: Pick<DataDeps, 'clock' | 'ids'>,
  actor: Actor,
  ref: { refType: AuditRefType; refId: string; organisationId: string },
  logMsg: string,
) {
  return {
    ...ref,
    logId: deps.ids.next(),
    logOn: deps.clock.now().toISOString(),
    logBy: actor.fullName,
    logByUserId: actor.userId,
    logMsg,
  };
}

/** A step type or delivery method as the organisation names it (a label placeholder the answer fills), not its code. */
const LABEL_CODE_WORDS: Readonly<Record<string, string>> = {
  INTERVIEW: '{Interview}',
  ASSESSMENT: '{Assessment}',
  INTERNAL: '{Internal}',
  ONSITE: '{Onsite}',
  REMOTE: '{Remote}',
};

/** "name: 'a' → 'b'; active: YES → NO" for the fields that changed, or the filled-in fields when created. */
export function describeChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown>, labels: Record<string, string>): string {
  const show = (v: unknown) =>
    typeof v === 'boolean'
      ? v
        ? 'YES'
        : 'NO'
      : v === undefined || v === null || v === ''
        ? '(empty)'
        : `'${LABEL_CODE_WORDS[String(v)] ?? String(v)}'`;
  const parts: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    if (!before) {
      if (after[key] !== undefined && after[key] !== null && after[key] !== '') parts.push(`${label}: ${show(after[key])}`);
    } else if ((before[key] ?? '') !== (after[key] ?? '')) parts.push(`${label}: ${show(before[key])} → ${show(after[key])}`);
  }
  return parts.join('; ');
}

/**
 * Whether the record `refId` of `refType` lies in `organisationId`. Records keyed by organisation are read only
 * through it, so a record of another organisation is simply not found; global ones are read and their organisation
 * compared. A user belongs to every organisation they have an access in.
 */
export const RECORD_IN_ORGANISATION: Record<AuditRefType, (db: Db, organisationId: string, refId: string) => Promise<boolean>> = {
  Organisation: async (db, organisationId, refId) => refId === organisationId && (await db.organisation.get({ organisationId }).go()).data !== null,
  Department: async (db, organisationId, departmentId) =>
    (await db.department.query.byId({ departmentId }).go()).data.some((d) => d.organisationId === organisationId),
  ConfigLabel: async (db, organisationId, labelId) =>
    (await db.configLabel.query.byId({ labelId }).go()).data.some((l) => l.organisationId === organisationId),
  User: async (db, organisationId, userId) => (await db.userOrgAccess.get({ organisationId, userId }).go()).data !== null,
  Project: async (db, organisationId, projectId) => (await db.project.get({ organisationId, projectId }).go()).data !== null,
  Meeting: async (db, organisationId, meetingId) => (await db.meeting.get({ organisationId, meetingId }).go()).data !== null,
  ResourceBooking: async (db, organisationId, resourceId) => (await db.resource.get({ organisationId, resourceId }).go()).data !== null,
  ProjectAlert: async (db, organisationId, alertId) => (await db.projectAlert.query.byId({ organisationId, alertId }).go()).data.length > 0,
  NotificationTemplate: async (db, organisationId, templateId) =>
    (await db.notificationTemplate.get({ organisationId, templateId }).go()).data !== null,
};

export function createAuditLogService({ db }: Pick<DataDeps, 'db'>) {
  /**
   * Who reads which log: grid admins any record; organisation admins the records of their organisation; assessors
   * and invigilators only the meetings they run. Another organisation's record, or a meeting that is not theirs,
   * is not found (404); a record kind beyond the caller's role is refused (403).
   */
  async function assertReadable(actor: Actor, refType: AuditRefType, refId: string): Promise<void> {
    if (isGridAdmin(actor)) return;
    if (isAnyAdmin(actor)) {
      if (!(await RECORD_IN_ORGANISATION[refType](db, actor.organisationId, refId))) throw errors.notFound(refType);
      return;
    }
    if (refType !== 'Meeting') throw errors.forbidden();
    const { data: meeting } = await db.meeting.get({ organisationId: actor.organisationId, meetingId: refId }).go();
    if (!meeting || meeting.assessorId !== actor.userId) throw errors.notFound(refType);
  }

  return {
    /**
     * auditLog/getByRefId: the rows of one record the caller may read, newest first, 10 a page by default, their
     * messages as people read them (audit-message-text.ts: ids named, instants in the record's zone). Paged
     * through the record's index range (log ids are time-ordered), counted from it: a record's log is read a page at
     * a time, never whole; a sort by user name or message sorts the record's rows in memory (index-page.ts cap).
     */
    async list(actor: Actor, refType: AuditRefType, refId: string, req: TableRequest) {
      await assertReadable(actor, refType, refId);
      // A user's log holds rows of each organisation they work in: an organisation sees only its own.
      const range: IndexRange = {
        query: isGridAdmin(actor)
          ? db.auditLog.query.byRef({ refType, refId })
          : db.auditLog.query.byRecordInOrganisation({ organisationId: actor.organisationId, refType, refId }),
      };
      const rowsOf = async (items: IndexItem[]): Promise<AuditRow[]> => {
        const keys = items.map((i) => ({ refType, refId, logId: String(i.logId) }));
        const found = await batchGetInOrder(db.auditLog, keys, (r) => r.logId);
        // Messages as people read them: ids named and instants in the record's zone, each in its row's organisation.
        const shown = new Map<string, string>();
        for (const organisationId of new Set(found.map((r) => r.organisationId))) {
          const rows = found.filter((r) => r.organisationId === organisationId);
          const texts = await readableTexts(
            db,
            { refType, refId, organisationId },
            rows.map((r) => r.logMsg),
          );
          rows.forEach((r, i) => shown.set(r.logId, texts[i]!));
        }
        return found.map((r) => ({ logOn: r.logOn, logBy: r.logBy, logMsg: shown.get(r.logId) ?? r.logMsg }));
      };
      const sort = sortOf(req, spec);
      if (sort.column !== 'logOn') {
        const rows = await rowsOf(await readWholeRange([range], normaliseSearch(req.filter)));
        return applyTableRequest(rows, { ...req, filter: '' }, spec);
      }
      const page = await readIndexPage({
        ranges: [range],
        order: sort.direction,
        pageIndex: req.pageIndex,
        pageSize: req.pageSize,
        search: normaliseSearch(req.filter),
      });
      return { dataset: await rowsOf(page.items), size: page.total };
    },
  };
}
