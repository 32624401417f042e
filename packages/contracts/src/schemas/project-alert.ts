import * as z from 'zod';
import { MSG } from '../messages.ts';
import { isValidEmail } from '../field-rules.ts';
import { id, looseRow, notificationMethod, pathParams, stepType, tableOrExport } from './common.ts';

export const ALERT_EMAIL_TAGS = ['$candidateEmail', '$assessorEmail'] as const;
export const ALERT_MOBILE_TAGS = ['$candidateMobile', '$assessorMobile'] as const;
export const PROJECT_ALERT_MESSAGES = {
  noMethod: 'Please select at least one Notification Method',
  invalidEmailTitle: 'Invalid Email Address',
  invalidEmail: (address: string): string => `${address} is not a valid Email Address`,
  smsRecipient: 'Please select SMS to {candidate} or SMS to {Assessor}',
  emailTagsHint: 'Valid tags are $candidateEmail; $assessorEmail',
  savedTitle: 'Project Alert Saved',
  removedStatus: 'REMOVED',
  removed: 'Project Alert is successfully removed',
  removeConfirm: 'Are you sure you want to remove this Project Alert?',
  noTemplatesForCode: 'No Templates found for this Code',
  noEmailTemplates: 'No Email Templates found for this Alert Name',
  noSmsTemplates: 'No SMS Templates found for this Alert Name',
  pickProjectAndCode: 'Please select Project & Alert Name to get List of Templates.',
  /** Not in the spec: the refusals of the writes and of Add Default Alerts. */
  codeNotForProject: 'This Alert Name is not available for the project',
  templateMismatch: 'The template does not belong to this Alert Name and Notification Method',
  projectOrCodeFixed: 'The Project and Alert Name of a saved alert cannot be changed',
  exists: 'This project already has an alert for this Alert Name',
  stale: 'This Project Alert was changed by someone else, please reload and try again.',
  alreadyRemoved: 'This Project Alert has been removed',
  defaultsAdded: (names: readonly string[]): string => `Default Alerts added: ${names.join(', ')}`,
  noDefaults: 'No Default Alerts to add: every Alert Name with templates already has an alert on this project',
  defaultsWithoutTemplate: (names: readonly string[]): string => `No Templates found for: ${names.join(', ')}`,
} as const;

/**
 * Add Default Alerts' answer (doc 3 §2.5): SUCCESS naming the alerts added, or NOT_ADDED; either way a second line names
 * the Alert Names still missing because the organisation has no template for them.
 */
export function defaultAlertsAnswer(result: { added: readonly string[]; noTemplate: readonly string[] }): { status: string; message: string } {
  const first = result.added.length ? PROJECT_ALERT_MESSAGES.defaultsAdded(result.added) : PROJECT_ALERT_MESSAGES.noDefaults;
  const message = result.noTemplate.length ? `${first}\n${PROJECT_ALERT_MESSAGES.defaultsWithoutTemplate(result.noTemplate)}` : first;
  return { status: result.added.length ? 'SUCCESS' : 'NOT_ADDED', message };
}

/** Splits the semicolon list and returns the entries that are neither an e-mail nor an allowed tag. */
export function invalidAlertAddresses(emAddress: string): string[] {
  return emAddress
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '')
    .filter((a) => !(ALERT_EMAIL_TAGS as readonly string[]).includes(a) && !isValidEmail(a));
}

/** Re-joins addresses with a semicolon and a space (doc 3 §5). */
export function normaliseAlertAddresses(emAddress: string): string {
  return emAddress
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '')
    .join('; ');
}

/** Project alert save (doc 3 §3, §5): project and code required; EMAIL and/or SMS with their template and recipients. */
export const projectAlertSave = z
  .object({
    encryptedId: id.optional(),
    encryptedProjectId: z.string().trim().min(1, MSG.requiredField).max(200),
    code: z.string().trim().min(1, MSG.requiredField).max(100),
    encryptedNTEmailId: id.optional(),
    emAddress: z.string().max(2000).optional(),
    encryptedNTSMSId: id.optional(),
    /** $candidateMobile and/or $assessorMobile separated by semicolons. */
    mobileNo: z.string().max(200).optional(),
  })
  .superRefine((a, ctx) => {
    if (!a.encryptedNTEmailId && !a.encryptedNTSMSId) {
      ctx.addIssue({ code: 'custom', path: ['encryptedNTEmailId'], message: PROJECT_ALERT_MESSAGES.noMethod });
    }
    if (a.encryptedNTEmailId) {
      const addresses = a.emAddress?.trim() ?? '';
      if (addresses === '') ctx.addIssue({ code: 'custom', path: ['emAddress'], message: MSG.requiredField });
      for (const bad of invalidAlertAddresses(addresses)) {
        ctx.addIssue({ code: 'custom', path: ['emAddress'], message: PROJECT_ALERT_MESSAGES.invalidEmail(bad) });
      }
    }
    if (a.encryptedNTSMSId) {
      const tags = (a.mobileNo ?? '')
        .split(';')
        .map((t) => t.trim())
        .filter((t) => t !== '');
      if (tags.length === 0 || tags.some((t) => !(ALERT_MOBILE_TAGS as readonly string[]).includes(t))) {
        ctx.addIssue({ code: 'custom', path: ['mobileNo'], message: PROJECT_ALERT_MESSAGES.smsRecipient });
      }
    }
  });

export const projectAlertDetail = z.looseObject({
  encryptedId: z.string(),
  encryptedProjectId: z.string(),
  projectName: z.string().optional(),
  code: z.string(),
  codeDescription: z.string().optional(),
  encryptedNTEmailId: z.string().optional(),
  nameNTEmail: z.string().optional(),
  encryptedNTSMSId: z.string().optional(),
  nameNTSMS: z.string().optional(),
  subjectEmail: z.string().optional(),
  bodyEmail: z.string().optional(),
  bodyMobile: z.string().optional(),
  emAddress: z.string().optional(),
  mobileNo: z.string().optional(),
  /** 'Active' while the alert is in use (the remove button shows), 'Removed' after. */
  status: z.string().optional(),
  encryptedOrganisationId: z.string().optional(),
  stepType: stepType.optional(),
});

export const projectAlertRow = looseRow({
  encryptedProjectId: z.string().optional(),
  projectName: z.string().optional(),
  code: z.string().optional(),
  codeDescription: z.string().optional(),
  nameNTEmail: z.string().optional(),
  nameNTSMS: z.string().optional(),
  emAddress: z.string().optional(),
  mobileNo: z.string().optional(),
});
export const projectAlertList = tableOrExport(projectAlertRow);

/** Alert config item: code, description, deliveryMethod; a missing item has description and deliveryMethod. */
export const alertConfigItem = z.looseObject({
  code: z.string().optional(),
  description: z.string(),
  deliveryMethod: notificationMethod.optional(),
  /** Every method the alert may be sent by (deliveryMethod is set when there is only one). */
  deliveryMethods: z.array(notificationMethod).optional(),
});
export const alertConfigList = z.array(alertConfigItem);

export const projectAlertIdParams = pathParams('id');
export const projectIdParams = pathParams('projectId');
export const stepTypeParams = z.object({ stepType });
