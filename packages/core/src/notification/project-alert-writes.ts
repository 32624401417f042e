import { ALERTS, type AlertCode } from '@scheduler/contracts/alerts';
import type { StepType } from '@scheduler/contracts/roles';
import { normaliseAlertAddresses, PROJECT_ALERT_MESSAGES, type projectAlertSave } from '@scheduler/contracts/schemas/project-alert';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { Project } from '../project/project-entity.ts';
import { alertName, defaultRecipients, defaultTemplate, isProjectAlertCode, projectAlertDefinitions } from './project-alert-codes.ts';
import type { ProjectAlert } from './project-alert-entity.ts';
import { projectAlertLookups } from './project-alert-lookups.ts';

type SaveInput = z.output<typeof projectAlertSave>;

/** What an alert sends, as stored: a method's recipients are kept only while its template is. */
interface AlertFields {
  emailTemplateId?: string;
  emailAddress?: string;
  smsTemplateId?: string;
  mobileNo?: string;
}

/** The audit row's words for an alert: its name, templates by name, recipients. */
interface AuditedAlert extends Record<string, unknown> {
  alertName: string;
  emailTemplate?: string;
  emailAddress?: string;
  smsTemplate?: string;
  mobileNo?: string;
}
const AUDITED = {
  alertName: 'Alert Name',
  emailTemplate: 'Email Template',
  emailAddress: 'Email Address',
  smsTemplate: 'SMS Template',
  mobileNo: 'SMS To',
};

/** The project an alert is written for: its keys (the project may be in the same transaction, being created). */
interface ProjectKey {
  organisationId: string;
  projectId: string;
}

/** An alert about to be created, with its audit row. */
interface NewAlert extends ProjectKey {
  alertId: string;
  code: AlertCode;
  fields: AlertFields;
  now: string;
  audit: ReturnType<typeof auditEntry>;
}

/** What adding the default alerts did: the Alert Names added, and those no template of the organisation sends. */
export interface DefaultAlertsResult {
  added: string[];
  noTemplate: string[];
}

/** The audit rows' opening words of an alert added by default: by Add Default Alerts, or with a new project. */
const DEFAULT_ALERT_LOG = {
  addDefaultAlerts: 'Project Alert added by Add Default Alerts.',
  newProject: 'Project Alert added by default with the new Project.',
};

const normaliseMobileTags = (mobileNo: string): string =>
  [...new Set(normaliseAlertAddresses(mobileNo).split('; '))].filter((t) => t !== '').join('; ');

/** Project alerts written (doc 3 §2.7, §4, §5): every write carries its audit row (form ProjectAlert) in the same transaction. */
export function createProjectAlertWrites(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const find = projectAlertLookups(db);

  /**
   * The alert's fields from the form: unchecking EMAIL (no e-mail template) clears the address, unchecking SMS
   * clears the mobile tags (doc 3 §4); each template must be the project's organisation's, of the code and method.
   */
  async function fieldsOf(project: Project, code: string, input: SaveInput) {
    const fields: AlertFields = {};
    const audited: AuditedAlert = { alertName: alertName(code) };
    if (input.encryptedNTEmailId) {
      const t = await find.template(project, input.encryptedNTEmailId, code, 'EMAIL', 'encryptedNTEmailId');
      fields.emailTemplateId = t.templateId;
      fields.emailAddress = normaliseAlertAddresses(input.emAddress ?? '');
      Object.assign(audited, { emailTemplate: t.name, emailAddress: fields.emailAddress });
    }
    if (input.encryptedNTSMSId) {
      const t = await find.template(project, input.encryptedNTSMSId, code, 'SMS', 'encryptedNTSMSId');
      fields.smsTemplateId = t.templateId;
      fields.mobileNo = normaliseMobileTags(input.mobileNo ?? '');
      Object.assign(audited, { smsTemplate: t.name, mobileNo: fields.mobileNo });
    }
    return { fields, audited };
  }

  /** The audit words of an alert as stored (its templates' names read again). */
  async function auditedOf(a: ProjectAlert): Promise<AuditedAlert> {
    const name = async (templateId?: string) =>
      templateId ? (await db.notificationTemplate.get({ organisationId: a.organisationId, templateId }).go()).data?.name : undefined;
    const [emailTemplate, smsTemplate] = await Promise.all([name(a.emailTemplateId), name(a.smsTemplateId)]);
    return { alertName: alertName(a.code), emailTemplate, emailAddress: a.emailAddress, smsTemplate, mobileNo: a.mobileNo };
  }

  /** The writes that create an alert: the alert, its code guard (attribute_not_exists: one per code) and its audit row. */
  function createItems(entities: TransactionEntities, a: NewAlert) {
    const { organisationId, projectId, alertId, code, fields, now, audit } = a;
    return [
      entities.projectAlert
        .create({ organisationId, projectId, alertId, code, ...fields, status: 'ACTIVE', createdAt: now, updatedAt: now })
        .commit(),
      entities.projectAlertCodeGuard.create({ organisationId, projectId, code, alertId, createdAt: now }).commit(),
      entities.auditLog.create(audit).commit(),
    ];
  }

  function newAlert(actor: Actor, project: ProjectKey, code: AlertCode, fields: AlertFields, logMsg: string): NewAlert {
    const { organisationId, projectId } = project;
    const alertId = ids.next();
    const audit = auditEntry(deps, actor, { refType: 'ProjectAlert', refId: alertId, organisationId }, logMsg);
    return { organisationId, projectId, alertId, code, fields, now: clock.now().toISOString(), audit };
  }

  /** Creates the alert, its code guard and its audit row in one transaction; a second alert of the code is refused. */
  async function create(actor: Actor, project: ProjectKey, code: AlertCode, fields: AlertFields, logMsg: string): Promise<string> {
    const alert = newAlert(actor, project, code, fields, logMsg);
    const result = await db.service.transaction.write((entities) => createItems(entities, alert)).go();
    if (result.canceled) throw errors.refused('project_alert.exists', PROJECT_ALERT_MESSAGES.exists);
    return alert.alertId;
  }

  /**
   * The default alerts of a project (Add Default Alerts, and a new project): for every alert code of its step type
   * without an active alert (`present`), the organisation's template of each method the code sends by (a Project-scope
   * template naming the project first, then any, by name) and the code's default recipients. Codes with no template
   * in the organisation are named in `noTemplate`.
   */
  async function defaultAlertsOf(project: ProjectKey & { stepType: StepType }, present: ReadonlySet<string>) {
    const alerts: { code: AlertCode; name: string; fields: AlertFields; audited: AuditedAlert }[] = [];
    const noTemplate: string[] = [];
    const missing = projectAlertDefinitions(project.stepType).filter((d) => !present.has(d.code));
    const templatesByCode = await Promise.all(missing.map((d) => find.templatesOf(project.organisationId, d.code)));
    missing.forEach((definition, i) => {
      const templates = templatesByCode[i]!;
      const email = definition.deliveryMethods.includes('EMAIL') ? defaultTemplate(templates, project.projectId, 'EMAIL') : undefined;
      const sms = definition.deliveryMethods.includes('SMS') ? defaultTemplate(templates, project.projectId, 'SMS') : undefined;
      if (!email && !sms) {
        noTemplate.push(definition.description);
        return;
      }
      const to = defaultRecipients(definition.code);
      const fields: AlertFields = {
        ...(email ? { emailTemplateId: email.templateId, emailAddress: to.emAddress } : {}),
        ...(sms ? { smsTemplateId: sms.templateId, mobileNo: to.mobileNo } : {}),
      };
      const audited: AuditedAlert = {
        alertName: ALERTS[definition.code].description,
        emailTemplate: email?.name,
        emailAddress: fields.emailAddress,
        smsTemplate: sms?.name,
        mobileNo: fields.mobileNo,
      };
      alerts.push({ code: definition.code, name: definition.description, fields, audited });
    });
    return { alerts, noTemplate };
  }

  return {
    /** save: creates or updates an alert; answers its id. The project and code of a saved alert stay as they are. */
    async save(actor: Actor, input: SaveInput): Promise<string> {
      const project = await find.project(actor, input.encryptedProjectId);
      const code = input.code;
      if (!isProjectAlertCode(code, project.stepType)) {
        throw errors.validation(PROJECT_ALERT_MESSAGES.codeNotForProject, { code: PROJECT_ALERT_MESSAGES.codeNotForProject });
      }
      const { fields, audited } = await fieldsOf(project, code, input);

      if (!input.encryptedId) {
        return create(actor, project, code, fields, `Project Alert created. ${describeChanges(undefined, audited, AUDITED)}`);
      }

      const before = await find.alert(actor, input.encryptedId);
      if (before.projectId !== project.projectId || before.code !== code) {
        throw errors.validation(PROJECT_ALERT_MESSAGES.projectOrCodeFixed, { code: PROJECT_ALERT_MESSAGES.projectOrCodeFixed });
      }
      if (before.status !== 'ACTIVE') throw errors.refused('project_alert.removed', PROJECT_ALERT_MESSAGES.alreadyRemoved);
      const changes = describeChanges(await auditedOf(before), audited, AUDITED);
      if (!changes) return before.alertId;
      const { organisationId, projectId, alertId } = before;
      const cleared = (['emailTemplateId', 'emailAddress', 'smsTemplateId', 'mobileNo'] as const).filter((k) => fields[k] === undefined);
      const audit = auditEntry(deps, actor, { refType: 'ProjectAlert', refId: alertId, organisationId }, `Project Alert updated. ${changes}`);
      const result = await db.service.transaction
        .write(({ projectAlert, auditLog }) => {
          const patch = projectAlert.patch({ organisationId, projectId, alertId }).set({ ...fields, updatedAt: clock.now().toISOString() });
          const write = cleared.length ? patch.remove(cleared) : patch;
          return [write.where((attr, op) => op.eq(attr.updatedAt, before.updatedAt)).commit(), auditLog.create(audit).commit()];
        })
        .go();
      if (result.canceled) throw errors.refused('project_alert.stale', PROJECT_ALERT_MESSAGES.stale);
      return alertId;
    },

    /** remove: the alert stops (status REMOVED) and its code is free for a new alert on the project. */
    async remove(actor: Actor, alertId: string): Promise<void> {
      const before = await find.alert(actor, alertId);
      if (before.status !== 'ACTIVE') throw errors.refused('project_alert.removed', PROJECT_ALERT_MESSAGES.alreadyRemoved);
      const { organisationId, projectId, code } = before;
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'ProjectAlert', refId: alertId, organisationId },
        `Project Alert removed. Alert Name: '${alertName(code)}'`,
      );
      const result = await db.service.transaction
        .write(({ projectAlert, projectAlertCodeGuard, auditLog }) => [
          projectAlert
            .patch({ organisationId, projectId, alertId })
            .set({ status: 'REMOVED', updatedAt: clock.now().toISOString() })
            .where((attr, op) => op.eq(attr.updatedAt, before.updatedAt))
            .commit(),
          projectAlertCodeGuard
            .delete({ organisationId, projectId, code })
            .where((attr, op) => op.eq(attr.alertId, alertId))
            .commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw errors.refused('project_alert.stale', PROJECT_ALERT_MESSAGES.stale);
    },

    /**
     * addDefaultAlerts (grid admin): an alert for every alert code of the project's step type that has templates in
     * the project's organisation and no active alert yet, with the default recipients of the code (defaultAlertsOf),
     * each in its own transaction. Answers the names of the alerts added and of the codes without a template.
     */
    async addDefaults(actor: Actor, projectId: string): Promise<DefaultAlertsResult> {
      const project = await find.project(actor, projectId);
      const { data } = await db.projectAlert.query.byProject({ organisationId: project.organisationId, projectId }).go({ pages: 'all' });
      const present = new Set(data.filter((a) => a.status === 'ACTIVE').map((a) => a.code));
      const { alerts, noTemplate } = await defaultAlertsOf(project, present);
      const added: string[] = [];
      for (const a of alerts) {
        try {
          await create(actor, project, a.code, a.fields, `${DEFAULT_ALERT_LOG.addDefaultAlerts} ${describeChanges(undefined, a.audited, AUDITED)}`);
          added.push(a.name);
        } catch (e) {
          // Someone added this code's alert meanwhile: it is no longer missing.
          if (!(e instanceof Error && 'code' in e && e.code === 'project_alert.exists')) throw e;
        }
      }
      return { added, noTemplate };
    },

    /**
     * The default alerts of a project being created (the same set as Add Default Alerts: every code of its step type
     * that has templates in the organisation), as writes for the project's own create transaction (project.ts): each
     * alert with its code guard and its audit row, so the project never exists without them. Reads the templates now.
     * Three writes an alert: the catalogue's Project-scope codes (11 for a step type) keep that transaction, with the
     * project's own rows, well under DynamoDB's 100 items.
     */
    async forNewProject(actor: Actor, project: ProjectKey & { stepType: StepType }) {
      const { alerts, noTemplate } = await defaultAlertsOf(project, new Set());
      const planned = alerts.map((a) =>
        newAlert(actor, project, a.code, a.fields, `${DEFAULT_ALERT_LOG.newProject} ${describeChanges(undefined, a.audited, AUDITED)}`),
      );
      return {
        added: alerts.map((a) => a.name),
        noTemplate,
        items: (entities: TransactionEntities) => planned.flatMap((a) => createItems(entities, a)),
      };
    },
  };
}
