import { ALERTS, alertsOfScope, isAlertCode, NOTIFICATION_TAGS, type AlertDefinition } from '@scheduler/contracts/alerts';
import type { TableRequest } from '@scheduler/contracts/envelope';
import type { alertConfigItem } from '@scheduler/contracts/schemas/project-alert';
import {
  TEMPLATE_MESSAGES,
  type notificationTag,
  type notiTemplateDetail,
  type notiTemplateListRow,
  type notiTemplateRow,
  type notiTemplateSave,
} from '@scheduler/contracts/schemas/noti-template';
import type * as z from 'zod';
import { isGridAdmin, type Actor } from '../actor.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import type { NotificationTemplate, TemplateScope } from './notification-template-entity.ts';
import { createNotificationStore } from './notification-store.ts';
import { archiveTemplate, createTemplate, updateTemplate, type TemplateInput, type TemplateWriteResult } from './notification-template-writes.ts';

type Detail = z.input<typeof notiTemplateDetail>;
type Row = z.input<typeof notiTemplateRow>;
type ListRow = z.input<typeof notiTemplateListRow>;
type AlertConfigItem = z.input<typeof alertConfigItem>;
type SaveInput = z.output<typeof notiTemplateSave>;

/** The spec's scope words and the entity's. */
const SCOPE_OF = { Organisation: 'ORGANISATION', Project: 'PROJECT' } as const satisfies Record<string, TemplateScope>;
const SCOPE_WORD = { ORGANISATION: 'Organisation', PROJECT: 'Project' } as const satisfies Record<TemplateScope, string>;

const AUDITED = {
  code: 'Alert Name',
  scope: 'Scope',
  deliveryMethod: 'Method',
  name: 'Name',
  subject: 'Subject',
  body: 'Body',
  projects: 'Projects',
};

const codeDescription = (code: string) => (isAlertCode(code) ? ALERTS[code].description : code);

const listSpec: TableSpec<ListRow> = {
  searchable: (r) => [r.name, r.codeDescription ?? '', r.organisationName ?? '', r.deliveryMethod],
  sortable: {
    name: (r) => r.name.toLowerCase(),
    organisationName: (r) => (r.organisationName ?? '').toLowerCase(),
    scope: (r) => r.scope ?? '',
    deliveryMethod: (r) => r.deliveryMethod,
    codeDescription: (r) => r.codeDescription ?? '',
  },
  defaultSort: { column: 'name', direction: 'asc' },
};

const configItem = (a: AlertDefinition): AlertConfigItem => ({
  code: a.code,
  description: a.description,
  deliveryMethod: a.deliveryMethods[0],
  deliveryMethods: [...a.deliveryMethods],
  scope: a.scope,
});

/**
 * Notification templates (doc 3 §2.8, §2.9, §5, §7). An organisation's templates are few and bounded, so lists read
 * them whole and page in memory (DESIGN §3.7). Grid admins read and write any organisation's; anyone else reads only
 * their current organisation's (another organisation's id is not found, or refused when named in the path). Every
 * save and delete writes its audit row in the same transaction as the change.
 */
export function createNotiTemplateService(deps: DataDeps) {
  const { db, clock } = deps;
  const store = createNotificationStore(db);
  const organisations = createOrganisationStore(db);

  async function organisationName(organisationId: string): Promise<string> {
    const data = await organisations.organisationOf(organisationId);
    if (!data) throw errors.notFound('Organisation');
    return data.name;
  }

  async function organisationNames(): Promise<Map<string, string>> {
    const data = await organisations.allOrganisations();
    return new Map(data.map((o) => [o.organisationId, o.name]));
  }

  /** A live template the caller may see: a grid admin's by id in any organisation, anyone else's in their own. */
  async function find(actor: Actor, templateId: string): Promise<NotificationTemplate> {
    const found = isGridAdmin(actor) ? await store.templateById(templateId) : await store.templateOf(actor.organisationId, templateId);
    if (!found || found.archived) throw errors.notFound('Notification Template');
    return found;
  }

  async function liveOf(organisationId: string): Promise<NotificationTemplate[]> {
    return (await store.templatesOfOrganisation(organisationId)).filter((t) => !t.archived);
  }

  async function projectNames(organisationId: string, projectIds: readonly string[]): Promise<Map<string, string>> {
    if (!projectIds.length) return new Map();
    const data = await createProjectStore(db).projectsOf(organisationId, projectIds);
    return new Map(data.map((p) => [p.projectId, p.name]));
  }

  const row = (t: NotificationTemplate): Row => ({
    encryptedId: t.templateId,
    name: t.name,
    deliveryMethod: t.deliveryMethod,
    codeDescription: codeDescription(t.code),
    subject: t.subject ?? '',
    body: t.body,
    code: t.code,
    scope: SCOPE_WORD[t.scope],
  });

  const byAlertThenName = (a: NotificationTemplate, b: NotificationTemplate) =>
    codeDescription(a.code).localeCompare(codeDescription(b.code)) || a.name.localeCompare(b.name);

  function refusedWrite(result: Exclude<TemplateWriteResult, { ok: true }>): never {
    if (result.reason === 'code-exists') throw errors.refused('template.exists', TEMPLATE_MESSAGES.existing, TEMPLATE_MESSAGES.existingTitle);
    if (result.reason === 'not-found') throw errors.notFound('Notification Template');
    throw errors.refused('template.stale', 'This Notification Template was changed by someone else, please reload and try again.');
  }

  return {
    /** getList/{orgId|NA}: NA (or ALL) is every organisation for a grid admin, the caller's own for anyone else. */
    async list(actor: Actor, organisationId: string, req: TableRequest) {
      const all = isGridAdmin(actor) && (organisationId === 'NA' || organisationId === 'ALL');
      const [templates, names] = await Promise.all([
        all ? store.allTemplates().then((data) => data.filter((t) => !t.archived)) : liveOf(scopedOrganisationId(actor, organisationId)),
        organisationNames(),
      ]);
      return applyTableRequest(
        templates.map((t) => ({ ...row(t), organisationName: names.get(t.organisationId) ?? '' })),
        req,
        listSpec,
      );
    },

    async get(actor: Actor, templateId: string): Promise<Detail> {
      const t = await find(actor, templateId);
      const ids = [...(t.projectIds ?? [])];
      const [orgName, projects] = await Promise.all([organisationName(t.organisationId), projectNames(t.organisationId, ids)]);
      return {
        encryptedId: t.templateId,
        encryptedOrganisationId: t.organisationId,
        organisationName: orgName,
        code: t.code,
        codeDescription: codeDescription(t.code),
        scope: SCOPE_WORD[t.scope],
        name: t.name,
        subject: t.subject ?? '',
        body: t.body,
        deliveryMethod: t.deliveryMethod,
        projectList: ids.filter((id) => projects.has(id)).map((id) => ({ encryptedId: id, name: projects.get(id) ?? '' })),
        openLink: t.openLink,
      };
    },

    /** Creates or edits (grid admin); answers the template id. */
    async save(actor: Actor, input: SaveInput): Promise<string> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      await organisationName(organisationId);
      const scope = SCOPE_OF[input.scope];
      const projectIds = scope === 'PROJECT' ? [...new Set(input.projectList ?? [])] : [];
      const known = await projectNames(organisationId, projectIds);
      const missing = projectIds.filter((id) => !known.has(id));
      if (missing.length) throw errors.notFound('Project');
      const now = clock.now().toISOString();
      const fields = {
        code: input.code,
        scope,
        deliveryMethod: input.deliveryMethod,
        name: input.name,
        subject: input.deliveryMethod === 'EMAIL' ? (input.subject ?? '') : '',
        body: input.body,
      };
      const audited = (t: typeof fields & { projectIds?: readonly string[] }) => ({
        ...t,
        code: codeDescription(t.code),
        scope: SCOPE_WORD[t.scope],
        projects: [...(t.projectIds ?? [])].map((id) => known.get(id) ?? id).join(', '),
      });

      if (!input.encryptedId) {
        const templateId = deps.ids.next();
        const created: TemplateInput = {
          organisationId,
          templateId,
          ...fields,
          ...(projectIds.length ? { projectIds } : {}),
          createdAt: now,
          updatedAt: now,
        };
        const audit = auditEntry(
          deps,
          actor,
          { refType: 'NotificationTemplate', refId: templateId, organisationId },
          `Notification Template created. ${describeChanges(undefined, audited({ ...fields, projectIds }), AUDITED)}`,
        );
        const result = await createTemplate(db, created, audit);
        if (!result.ok) refusedWrite(result);
        return templateId;
      }

      const templateId = input.encryptedId;
      const before = await store.templateOf(organisationId, templateId, { consistent: true });
      if (!before || before.archived) throw errors.notFound('Notification Template');
      const after: TemplateInput = {
        organisationId,
        templateId,
        ...fields,
        ...(projectIds.length ? { projectIds } : {}),
        openLink: before.openLink,
        createdAt: before.createdAt,
        updatedAt: now,
      };
      const changes = describeChanges(audited({ ...before, subject: before.subject ?? '' }), audited({ ...fields, projectIds }), AUDITED);
      if (!changes) return templateId;
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'NotificationTemplate', refId: templateId, organisationId },
        `Notification Template updated. ${changes}`,
      );
      const result = await updateTemplate(db, before, after, audit);
      if (!result.ok) refusedWrite(result);
      return templateId;
    },

    /** archive/{id}: deletes (archives) a template no active project alert uses. */
    async archive(actor: Actor, templateId: string): Promise<void> {
      const t = await find(actor, templateId);
      const alerts = await store.alertsOfOrganisation(t.organisationId);
      const using = alerts.filter((a) => a.status === 'ACTIVE' && (a.emailTemplateId === templateId || a.smsTemplateId === templateId));
      if (using.length) {
        const names = await projectNames(t.organisationId, [...new Set(using.map((a) => a.projectId))]);
        throw errors.refused('template.in_use', TEMPLATE_MESSAGES.inUse([...names.values()].join(', ')), TEMPLATE_MESSAGES.deleteRefusedTitle);
      }
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'NotificationTemplate', refId: templateId, organisationId: t.organisationId },
        'Notification Template deleted.',
      );
      const result = await archiveTemplate(db, t.organisationId, templateId, clock.now().toISOString(), audit);
      if (!result.ok) refusedWrite(result);
    },

    /** getByOrganisationByCode: the organisation's live templates of one alert code (project alert form). */
    async byOrganisationAndCode(actor: Actor, organisationId: string, code: string): Promise<Row[]> {
      const orgId = scopedOrganisationId(actor, organisationId);
      const data = await store.templatesOfCode(orgId, code);
      return data
        .filter((t) => !t.archived)
        .sort(byAlertThenName)
        .map(row);
    },

    /** getListByConfigAlertOrg: the organisation's live templates, grouped by alert (alert, then name). */
    async byConfiguredAlert(actor: Actor, organisationId: string): Promise<Row[]> {
      return (await liveOf(scopedOrganisationId(actor, organisationId))).sort(byAlertThenName).map(row);
    },

    /** getConfigAlertScopeOrg: the alerts of Organisation scope (a template of one per organisation). */
    organisationScopeAlerts(): AlertConfigItem[] {
      return alertsOfScope('Organisation').map(configItem);
    },

    /** getConfigAlertMissing/{orgId}: Organisation-scope alerts the organisation has no template for (they send the default words). */
    async missingAlerts(actor: Actor, organisationId: string): Promise<AlertConfigItem[]> {
      const orgId = scopedOrganisationId(actor, organisationId);
      await organisationName(orgId);
      const present = new Set((await liveOf(orgId)).filter((t) => t.scope === 'ORGANISATION').map((t) => t.code));
      return alertsOfScope('Organisation')
        .filter((a) => !present.has(a.code))
        .map(configItem);
    },

    /** getAllNotificationTags: the tag catalogue. */
    tags(): z.input<typeof notificationTag>[] {
      return NOTIFICATION_TAGS.map((t) => ({ code: t.code, name: t.name }));
    },
  };
}
