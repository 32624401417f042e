import { ALERTS, type AlertDefinition } from '@scheduler/contracts/alerts';
import { fillLabels, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import type { StepType } from '@scheduler/contracts/roles';
import type { Actor } from '@scheduler/core/actor';
import type { DataDeps } from '@scheduler/core/deps';
import { createNotiTemplateService } from '@scheduler/core/notification/noti-template';
import { createProjectAlertWrites } from '@scheduler/core/notification/project-alert-writes';

/**
 * The organisation's notification set-up on a first start, written through the same services the template and
 * project alert pages call (so the audit log and code guards hold them): an e-mail and an SMS template of every
 * project alert in the catalogue's default words, the organisation's purge notice, and the default alerts of the
 * assessment and internal projects. The interview project is left without alerts, so Missing Alerts and Add
 * Default Alerts have something to show (and the browser scenario adds its own alert there).
 */
export async function seedNotifications(
  deps: DataDeps,
  gridAdmin: Actor,
  organisationId: string,
  projectIds: Record<StepType, string>,
): Promise<{ templates: number; alerts: number }> {
  const templates = createNotiTemplateService(deps);
  let saved = 0;
  const save = async (a: AlertDefinition, method: 'EMAIL' | 'SMS') => {
    await templates.save(gridAdmin, {
      encryptedOrganisationId: organisationId,
      scope: a.scope,
      code: a.code,
      deliveryMethod: method,
      name: `${fillLabels(a.description, LABEL_DEFAULTS)} (${method === 'EMAIL' ? 'e-mail' : 'SMS'})`,
      subject: method === 'EMAIL' ? a.defaults.subject : '',
      body: method === 'EMAIL' ? a.defaults.emailBody : a.defaults.smsBody,
    });
    saved++;
  };
  for (const a of Object.values(ALERTS)) {
    if (a.scope === 'Project') for (const method of a.deliveryMethods) await save(a, method);
  }
  await save(ALERTS.PURGE_NOTICE, 'EMAIL');

  const alerts = createProjectAlertWrites(deps);
  let added = 0;
  for (const projectId of [projectIds.ASSESSMENT, projectIds.INTERNAL]) added += (await alerts.addDefaults(gridAdmin, projectId)).added.length;
  return { templates: saved, alerts: added };
}
