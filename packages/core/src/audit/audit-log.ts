import type { TableRequest } from '@scheduler/contracts/envelope';
import type { AUDIT_REF_TYPES, auditLogRow } from '@scheduler/contracts/schemas/audit-log';
import { isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import { applyTableRequest, normaliseSearch, sortOf, type TableSpec } from '../lists/table-query.ts';
import { readableTexts } from './audit-message-text.ts';
import { readIndexPage, readWholeRange, type IndexItem } from '../lists/index-page.ts';
import { createDepartmentStore } from '../department/department-store.ts';
import { createLabelStore } from '../label/label-store.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createNotificationStore } from '../notification/notification-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createResourceStore } from '../resource/resource-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createAuditStore } from './audit-store.ts';
import { createApiKeyStore } from '../integration/api-keys/api-key-store.ts';
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
  Organisation: async (db, organisationId, refId) =>
    refId === organisationId && (await createOrganisationStore(db).organisationOf(organisationId)) !== null,
  Department: async (db, organisationId, departmentId) =>
    (await createDepartmentStore(db).departmentById(departmentId))?.organisationId === organisationId,
  ConfigLabel: async (db, organisationId, labelId) => (await createLabelStore(db).labelById(labelId))?.organisationId === organisationId,
  User: async (db, organisationId, userId) => (await createUserStore(db).accessOf(organisationId, userId)) !== null,
  Project: async (db, organisationId, projectId) => (await createProjectStore(db).projectOf(organisationId, projectId)) !== null,
  Meeting: async (db, organisationId, meetingId) => (await createMeetingStore(db).meetingOf(organisationId, meetingId)) !== null,
  ResourceBooking: async (db, organisationId, resourceId) => (await createResourceStore(db).resourceOf(organisationId, resourceId)) !== null,
  ProjectAlert: async (db, organisationId, alertId) => (await createNotificationStore(db).alertOf(organisationId, alertId)) !== undefined,
  NotificationTemplate: async (db, organisationId, templateId) => (await createNotificationStore(db).templateOf(organisationId, templateId)) !== null,
  ApiKey: async (db, organisationId, apiKeyId) => (await createApiKeyStore(db).keyById(apiKeyId))?.organisationId === organisationId,
};

export function createAuditLogService({ db }: Pick<DataDeps, 'db'>) {
  const audit = createAuditStore(db);
  const meetings = createMeetingStore(db);
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
    const meeting = await meetings.meetingOf(actor.organisationId, refId);
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
      const range = audit.recordLogRange({ refType, refId }, isGridAdmin(actor) ? undefined : actor.organisationId);
      const rowsOf = async (items: IndexItem[]): Promise<AuditRow[]> => {
        const found = await audit.recordLogRows(
          { refType, refId },
          items.map((i) => String(i.logId)),
        );
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
