import type { auditEntry } from '../audit/audit-log.ts';
import type { Db } from '../db.ts';
import type { NotificationTemplate } from './notification-template-entity.ts';

/**
 * The writes that keep "an Organisation-scope template code exists once per organisation" (doc 3 §5) true:
 * each writes the template and its template-code guard in one transaction, so two saves racing for the same
 * code cannot both succeed. A clash answers 'code-exists' (the spec's 'Existing Template' /
 * 'This Template Code already exists for this Organisation').
 */

export type TemplateInput = Omit<NotificationTemplate, 'archived'>;
/** The audit row of the change (audit/audit-log.ts auditEntry). */
export type TemplateAudit = ReturnType<typeof auditEntry>;
export type TemplateWriteResult = { ok: true } | { ok: false; reason: 'code-exists' | 'not-found' | 'changed' };

type Reason = { code: string };
const failed = (r: Reason | undefined) => r?.code === 'ConditionalCheckFailed';

/** Create a template; for Organisation scope the code must be free in the organisation. */
export async function createTemplate(db: Db, t: TemplateInput, audit?: TemplateAudit): Promise<TemplateWriteResult> {
  const guarded = t.scope === 'ORGANISATION';
  if (!guarded && !audit) {
    await db.notificationTemplate.create(t).go();
    return { ok: true };
  }
  const result = await db.service.transaction
    .write(({ templateCodeGuard, notificationTemplate, auditLog }) => [
      ...(guarded
        ? [templateCodeGuard.create({ organisationId: t.organisationId, code: t.code, templateId: t.templateId, createdAt: t.createdAt }).commit()]
        : []),
      notificationTemplate.create(t).commit(),
      ...(audit ? [auditLog.create(audit).commit()] : []),
    ])
    .go();
  if (!result.canceled) return { ok: true };
  const reasons = result.data as Reason[];
  if (guarded && failed(reasons[0])) return { ok: false, reason: 'code-exists' };
  throw new Error(`createTemplate: transaction cancelled: ${JSON.stringify(reasons.map((r) => r.code))}`);
}

/**
 * Replace a template's fields. `before` is the stored version the edit started from (its updatedAt is the
 * optimistic lock); code or scope changes move the guard in the same transaction.
 */
export async function updateTemplate(
  db: Db,
  before: NotificationTemplate,
  after: TemplateInput,
  audit?: TemplateAudit,
): Promise<TemplateWriteResult> {
  const { organisationId, templateId } = before;
  const hadGuard = before.scope === 'ORGANISATION';
  const needsGuard = after.scope === 'ORGANISATION';
  const guardMoves = hadGuard !== needsGuard || (needsGuard && before.code !== after.code);
  const { organisationId: _o, templateId: _t, createdAt: _c, ...fields } = after;

  const result = await db.service.transaction
    .write(({ templateCodeGuard, notificationTemplate, auditLog }) => {
      const items = [];
      if (guardMoves && hadGuard) {
        items.push(
          templateCodeGuard
            .delete({ organisationId, code: before.code })
            .where((a, op) => op.eq(a.templateId, templateId))
            .commit(),
        );
      }
      if (guardMoves && needsGuard) {
        items.push(templateCodeGuard.create({ organisationId, code: after.code, templateId, createdAt: after.updatedAt }).commit());
      }
      const patch = notificationTemplate.patch({ organisationId, templateId }).set(fields);
      const write = after.projectIds ? patch : patch.remove(['projectIds']);
      items.push(write.where((a, op) => `${op.eq(a.updatedAt, before.updatedAt)} AND ${op.eq(a.archived, false)}`).commit());
      if (audit) items.push(auditLog.create(audit).commit());
      return items;
    })
    .go();
  if (!result.canceled) return { ok: true };
  const reasons = result.data as Reason[];
  const templateAt = reasons.length - 1 - (audit ? 1 : 0);
  if (failed(reasons[templateAt])) return { ok: false, reason: 'changed' };
  if (guardMoves && needsGuard && failed(reasons[templateAt - 1])) return { ok: false, reason: 'code-exists' };
  throw new Error(`updateTemplate: transaction cancelled: ${JSON.stringify(reasons.map((r) => r.code))}`);
}

/** Archive (delete) a template; an Organisation-scope template frees its code. */
export async function archiveTemplate(
  db: Db,
  organisationId: string,
  templateId: string,
  now: string,
  audit?: TemplateAudit,
): Promise<TemplateWriteResult> {
  const { data: t } = await db.notificationTemplate.get({ organisationId, templateId }).go({ consistent: true });
  if (!t || t.archived) return { ok: false, reason: 'not-found' };
  const result = await db.service.transaction
    .write(({ templateCodeGuard, notificationTemplate, auditLog }) => [
      notificationTemplate
        .patch({ organisationId, templateId })
        .set({ archived: true, updatedAt: now })
        .where((a, op) => op.eq(a.archived, false))
        .commit(),
      ...(t.scope === 'ORGANISATION'
        ? [
            templateCodeGuard
              .delete({ organisationId, code: t.code })
              .where((a, op) => op.eq(a.templateId, templateId))
              .commit(),
          ]
        : []),
      ...(audit ? [auditLog.create(audit).commit()] : []),
    ])
    .go();
  if (!result.canceled) return { ok: true };
  if (failed(result.data[0])) return { ok: false, reason: 'not-found' };
  throw new Error(`archiveTemplate: transaction cancelled: ${JSON.stringify(result.data.map((r) => r.code))}`);
}
