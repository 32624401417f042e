import type { TableRequest } from '@scheduler/contracts/envelope';
import type { AUDIT_REF_TYPES } from '@scheduler/contracts/schemas/audit-log';
import type { Actor } from '../actor.ts';
import { canSeeOrganisation } from '../rules/organisation-scope.ts';
import { applyTableRequest, type TableSpec } from '../rules/table-query.ts';
import type { DataDeps } from './deps.ts';

/** The record kinds with an audit log (doc 3 §7, plus users, alerts, templates and labels). */
export type AuditRefType = (typeof AUDIT_REF_TYPES)[number];

export interface AuditRow {
  logOn: string;
  logBy: string;
  logMsg: string;
}

const spec: TableSpec<AuditRow> = {
  searchable: (r) => [r.logBy, r.logMsg],
  sortable: { logOn: (r) => r.logOn, logBy: (r) => r.logBy, logMsg: (r) => r.logMsg },
  defaultSort: { column: 'logOn', direction: 'desc' },
};

/** The audit row for a change, to be written in the same transaction as the change. */
export function auditEntry(deps: Pick<DataDeps, 'clock' | 'ids'>, actor: Actor, ref: { refType: AuditRefType; refId: string; organisationId: string }, logMsg: string) {
  return {
    ...ref,
    logId: deps.ids.next(),
    logOn: deps.clock.now().toISOString(),
    logBy: actor.fullName,
    logByUserId: actor.userId,
    logMsg,
  };
}

/** "name: 'a' → 'b'; active: YES → NO" for the fields that changed, or the filled-in fields when created. */
export function describeChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown>, labels: Record<string, string>): string {
  const show = (v: unknown) => (typeof v === 'boolean' ? (v ? 'YES' : 'NO') : v === undefined || v === null || v === '' ? '(empty)' : `'${String(v)}'`);
  const parts: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    if (!before) {
      if (after[key] !== undefined && after[key] !== null && after[key] !== '') parts.push(`${label}: ${show(after[key])}`);
    }
    else if ((before[key] ?? '') !== (after[key] ?? '')) parts.push(`${label}: ${show(before[key])} → ${show(after[key])}`);
  }
  return parts.join('; ');
}

export function createAuditLogService({ db }: Pick<DataDeps, 'db'>) {
  return {
    /** auditLog/getByRefId: the rows of one record, newest first, 10 a page by default. */
    async list(actor: Actor, refType: string, refId: string, req: TableRequest) {
      const { data } = await db.auditLog.query.byRef({ refType, refId }).go({ order: 'desc', pages: 'all' });
      const visible = data.filter((r) => canSeeOrganisation(actor, r.organisationId));
      const rows: AuditRow[] = visible.map((r) => ({ logOn: r.logOn, logBy: r.logBy, logMsg: r.logMsg }));
      return applyTableRequest(rows, req, spec);
    },
  };
}
