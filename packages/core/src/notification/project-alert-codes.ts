import { ALERTS, alertsForStepType, isAlertCode, type AlertCode, type AlertDefinition, type NotificationMethod } from '@scheduler/contracts/alerts';
import type { StepType } from '@scheduler/contracts/roles';
import type { alertConfigItem } from '@scheduler/contracts/schemas/project-alert';
import type * as z from 'zod';
import type { NotificationTemplate } from './notification-template-entity.ts';

type AlertConfigItem = z.input<typeof alertConfigItem>;

/**
 * Which alerts of the catalogue (contracts/alerts.ts) a project chooses templates for: those of Project scope that
 * apply to the project's step type. Organisation-scope alerts (invitations, purge notice) are sent with the
 * organisation's own template and have no project alert.
 */
export const projectAlertDefinitions = (stepType: StepType): AlertDefinition[] => alertsForStepType(stepType).filter((a) => a.scope === 'Project');

export const isProjectAlertCode = (code: string, stepType: StepType): code is AlertCode =>
  isAlertCode(code) && projectAlertDefinitions(stepType).some((a) => a.code === code);

/** The alert's description (the spec's Alert Name), or the code itself for one the catalogue no longer holds. */
export const alertName = (code: string): string => (isAlertCode(code) ? ALERTS[code].description : code);

/** An alert config item (doc 3 §3): code, description and its delivery method(s). */
export const alertConfigItemOf = (a: AlertDefinition): AlertConfigItem => ({
  code: a.code,
  description: a.description,
  ...(a.deliveryMethods.length === 1 ? { deliveryMethod: a.deliveryMethods[0] } : {}),
  deliveryMethods: [...a.deliveryMethods],
});

/**
 * Who an alert added by Add Default Alerts goes to: the allocated assessor for ASSESSOR_ALLOCATED and
 * MEETING_UNDER_MINIMUM (the organisation's administrators get the latter as well, from the go/no-go job), the candidate
 * and the assessor when a meeting changes or is cancelled, the candidate for everything about their booking.
 */
export function defaultRecipients(code: AlertCode): { emAddress: string; mobileNo: string } {
  if (code === 'ASSESSOR_ALLOCATED' || code === 'MEETING_UNDER_MINIMUM') return { emAddress: '$assessorEmail', mobileNo: '$assessorMobile' };
  if (code === 'MEETING_CHANGED' || code === 'MEETING_CANCELLED') {
    return { emAddress: '$candidateEmail; $assessorEmail', mobileNo: '$candidateMobile; $assessorMobile' };
  }
  return { emAddress: '$candidateEmail', mobileNo: '$candidateMobile' };
}

/**
 * The template Add Default Alerts picks for one method: a Project-scope template naming the project first, then
 * any other, by name (templates arrive sorted by name).
 */
export function defaultTemplate(
  templates: readonly NotificationTemplate[],
  projectId: string,
  method: NotificationMethod,
): NotificationTemplate | undefined {
  const ofMethod = templates.filter((t) => t.deliveryMethod === method);
  return ofMethod.find((t) => t.scope === 'PROJECT' && t.projectIds?.includes(projectId)) ?? ofMethod[0];
}
