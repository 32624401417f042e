import type { fieldAuditRow } from '@scheduler/contracts/schemas/audit-log';
import type * as z from 'zod';
import { type Actor, isAnyAdmin, isGridAdmin } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { type AuditRefType, RECORD_IN_ORGANISATION } from './audit-log.ts';
import { createAuditStore } from './audit-store.ts';
import { readableTexts } from './audit-message-text.ts';

type FieldAuditRow = z.input<typeof fieldAuditRow>;

/** The last entries a field audit answers (doc 2 meeting page: 'last 10 entries', for one field or ALL). */
export const FIELD_AUDIT_LIMIT = 10;

/** JSON text with object keys sorted, so a value read back from the table (keys in any order) compares equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const valueText = (v: unknown): string | undefined =>
  v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? v : typeof v === 'object' ? stableJson(v) : String(v);

/**
 * The field-level audit rows of a save: one per column whose value changed (every filled column when created),
 * to be written in the same transaction as the save. Objects and lists are stored as their JSON text.
 */
export function fieldAuditEntries(
  deps: Pick<DataDeps, 'clock' | 'ids'>,
  actor: Actor,
  ref: { refType: AuditRefType; refId: string; organisationId: string },
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
) {
  const modifiedOn = deps.clock.now().toISOString();
  return Object.keys(after)
    .filter((column) => (before ? valueText(before[column]) !== valueText(after[column]) : valueText(after[column]) !== undefined))
    .map((columnName) => ({
      ...ref,
      columnName,
      auditId: deps.ids.next(),
      columnValue: valueText(after[columnName]),
      modifiedOn,
      modifiedBy: actor.fullName,
      modifiedByUserId: actor.userId,
    }));
}

/** auditLog/getFieldAuditByRefId: a record's field changes, newest first, scoped to the record's organisation. */
export function createFieldAuditService({ db }: Pick<DataDeps, 'db'>) {
  const audit = createAuditStore(db);
  const organisationRows = createOrganisationStore(db);
  /**
   * The organisation whose rows the caller reads: an organisation admin's own (another organisation's record is not
   * found), a grid admin's the record's. The route is for admins only (doc 2 §2: the meeting page's Field Audit Log is
   * an admin action); anyone else is refused here too.
   */
  async function organisationOf(actor: Actor, refType: AuditRefType, refId: string): Promise<string> {
    if (isGridAdmin(actor)) {
      if (refType === 'Organisation') return refId;
      for (const o of await organisationRows.allOrganisations())
        if (await RECORD_IN_ORGANISATION[refType](db, o.organisationId, refId)) return o.organisationId;
      throw errors.notFound(refType);
    }
    if (!isAnyAdmin(actor)) throw errors.forbidden();
    if (!(await RECORD_IN_ORGANISATION[refType](db, actor.organisationId, refId))) throw errors.notFound(refType);
    return actor.organisationId;
  }

  return {
    /** The last 10 changes of one column, or of every column when `field` is ALL; values named and shown as people read them. */
    async list(actor: Actor, refType: AuditRefType, refId: string, field: string): Promise<FieldAuditRow[]> {
      const organisationId = await organisationOf(actor, refType, refId);
      const key = { organisationId, refType, refId };
      const data = await audit.lastFieldChanges(key, field.toUpperCase() === 'ALL' ? undefined : field, FIELD_AUDIT_LIMIT);
      // Values as people read them: ids named, instants in the record's zone (audit-message-text.ts).
      const values = await readableTexts(
        db,
        key,
        data.map((r) => r.columnValue ?? ''),
      );
      return data.map((r, i) => ({
        modifiedOn: r.modifiedOn,
        columnName: r.columnName,
        columnValue: r.columnValue === undefined || r.columnValue === null ? null : values[i]!,
        modifiedBy: r.modifiedBy,
      }));
    },
  };
}
