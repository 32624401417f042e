import { alertsOfScope } from '@scheduler/contracts/alerts';
import type { TableRequest } from '@scheduler/contracts/envelope';
import type { StepType } from '@scheduler/contracts/roles';
import type { alertConfigItem, projectAlertDetail, projectAlertRow } from '@scheduler/contracts/schemas/project-alert';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createNotificationStore } from './notification-store.ts';
import { alertConfigItemOf, alertName, projectAlertDefinitions } from './project-alert-codes.ts';
import type { ProjectAlert } from './project-alert-entity.ts';
import { projectAlertLookups } from './project-alert-lookups.ts';

type ProjectAlertView = z.input<typeof projectAlertDetail>;
type ProjectAlertRow = z.input<typeof projectAlertRow>;
type AlertConfigItem = z.input<typeof alertConfigItem>;

const spec: TableSpec<ProjectAlertRow> = {
  searchable: (r) => [r.projectName, r.codeDescription, r.nameNTEmail, r.nameNTSMS, r.emAddress],
  sortable: {
    projectName: (r) => r.projectName,
    codeDescription: (r) => r.codeDescription,
    nameNTEmail: (r) => r.nameNTEmail,
    nameNTSMS: (r) => r.nameNTSMS,
  },
  defaultSort: { column: 'projectName', direction: 'asc' },
};

const unique = <K>(keys: K[], idOf: (k: K) => string): K[] => [...new Map(keys.map((k) => [idOf(k), k])).values()];

/** Project alerts read (doc 3 §2.5–§2.7, §7): one alert with its templates' previews, the lists, the alert codes. */
export function createProjectAlertReads(deps: DataDeps) {
  const { db } = deps;
  const find = projectAlertLookups(db);
  const notifications = createNotificationStore(db);
  const projectStore = createProjectStore(db);

  /** The projects and templates the alerts name, read in two batch gets. */
  async function namesFor(alerts: readonly ProjectAlert[]) {
    const projectKeys = unique(
      alerts.map((a) => ({ organisationId: a.organisationId, projectId: a.projectId })),
      (k) => k.projectId,
    );
    const templateKeys = unique(
      alerts.flatMap((a) =>
        [a.emailTemplateId, a.smsTemplateId].filter((t): t is string => !!t).map((templateId) => ({ organisationId: a.organisationId, templateId })),
      ),
      (k) => k.templateId,
    );
    const idsByOrganisation = new Map<string, string[]>();
    for (const k of projectKeys) idsByOrganisation.set(k.organisationId, [...(idsByOrganisation.get(k.organisationId) ?? []), k.projectId]);
    const [projects, templates] = await Promise.all([
      Promise.all([...idsByOrganisation].map(([organisationId, ids]) => projectStore.projectsOf(organisationId, ids))).then((found) => found.flat()),
      notifications.templatesByKeys(templateKeys),
    ]);
    return {
      projects: new Map(projects.map((p) => [p.projectId, p])),
      templates: new Map(templates.map((t) => [t.templateId, t])),
    };
  }

  const rowOf = (a: ProjectAlert, names: Awaited<ReturnType<typeof namesFor>>): ProjectAlertRow => ({
    encryptedId: a.alertId,
    encryptedProjectId: a.projectId,
    projectName: names.projects.get(a.projectId)?.name ?? '',
    code: a.code,
    codeDescription: alertName(a.code),
    nameNTEmail: a.emailTemplateId ? (names.templates.get(a.emailTemplateId)?.name ?? '') : '',
    nameNTSMS: a.smsTemplateId ? (names.templates.get(a.smsTemplateId)?.name ?? '') : '',
    emAddress: a.emailAddress ?? '',
    mobileNo: a.mobileNo ?? '',
  });

  async function table(alerts: readonly ProjectAlert[], req: TableRequest) {
    const active = alerts.filter((a) => a.status === 'ACTIVE');
    const names = await namesFor(active);
    return applyTableRequest(
      active.map((a) => rowOf(a, names)),
      req,
      spec,
    );
  }

  return {
    async get(actor: Actor, alertId: string): Promise<ProjectAlertView> {
      const alert = await find.alert(actor, alertId);
      const names = await namesFor([alert]);
      const project = names.projects.get(alert.projectId);
      const email = alert.emailTemplateId ? names.templates.get(alert.emailTemplateId) : undefined;
      const sms = alert.smsTemplateId ? names.templates.get(alert.smsTemplateId) : undefined;
      return {
        encryptedId: alert.alertId,
        encryptedProjectId: alert.projectId,
        encryptedOrganisationId: alert.organisationId,
        projectName: project?.name ?? '',
        stepType: project?.stepType,
        code: alert.code,
        codeDescription: alertName(alert.code),
        encryptedNTEmailId: alert.emailTemplateId,
        nameNTEmail: email?.name,
        subjectEmail: email?.subject,
        bodyEmail: email?.body,
        emAddress: alert.emailAddress,
        encryptedNTSMSId: alert.smsTemplateId,
        nameNTSMS: sms?.name,
        bodyMobile: sms?.body,
        mobileNo: alert.mobileNo,
        status: alert.status === 'ACTIVE' ? 'Active' : 'Removed',
      };
    },

    /**
     * getListByProject: a project's active alerts. A project holds at most one active alert per code of the
     * catalogue (the code guard), so the set is small and bounded: read whole, searched, sorted and paged in memory.
     */
    async listByProject(actor: Actor, projectId: string, req: TableRequest) {
      const project = await find.project(actor, projectId);
      return table(await notifications.alertsOfProject(project.organisationId, projectId), req);
    },

    /**
     * getList (grid admin): every organisation's active alerts. Bounded by the projects times the catalogue's codes;
     * read from the one partition of the all index and paged in memory like the other administration lists
     * (labels, templates) until the number of projects calls for a list index.
     */
    async listAll(req: TableRequest) {
      return table(await notifications.allAlerts(), req);
    },

    /** getConfigAlertByStepType: the alert codes a project of the step type chooses templates for. */
    configByStepType(stepType: StepType): AlertConfigItem[] {
      return projectAlertDefinitions(stepType).map(alertConfigItemOf);
    },

    /** getConfigAlertScopeProject: every alert code of Project scope (any step type). */
    configScopeProject(): AlertConfigItem[] {
      return alertsOfScope('Project').map(alertConfigItemOf);
    },

    /** getConfigAlertMissing: the alert codes of the project's step type it has no active alert for. */
    async missing(actor: Actor, projectId: string): Promise<AlertConfigItem[]> {
      const project = await find.project(actor, projectId);
      const data = await notifications.alertsOfProject(project.organisationId, projectId);
      const present = new Set(data.filter((a) => a.status === 'ACTIVE').map((a) => a.code));
      return projectAlertDefinitions(project.stepType)
        .filter((a) => !present.has(a.code))
        .map(alertConfigItemOf);
    },
  };
}
