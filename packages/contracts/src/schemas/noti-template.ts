import * as z from 'zod';
import { ALERT_SCOPES, isAlertCode, templateMethodsFor, unknownTags, unknownTagsMessage } from '../alerts.ts';
import { MSG } from '../messages.ts';
import { id, looseRow, notificationMethod, pathParam, pathParams, requiredText, optionalText, tableOrExport } from './common.ts';

export const TEMPLATE_SCOPES = ALERT_SCOPES;
export const TEMPLATE_MESSAGES = {
  bodyRequired: 'Please enter Body',
  existingTitle: 'Existing Template',
  existing: 'This Template Code already exists for this Organisation',
  unknownCode: 'Please select an Alert Name from the list',
  methodNotAllowed: 'This Method is not available for this Alert Name',
  deleteRefusedTitle: 'Not Allowed/Error',
  inUse: (projects: string) => `This Template is used by the Project Alerts of ${projects}; remove it from those alerts first`,
  deleted: 'Notification Template deleted.',
  saved: 'Notification Template saved.',
} as const;

/**
 * Notification template save (doc 3 §5): organisation, scope, alert name, method and name required;
 * name 2 to 200; subject max 500 (emptied for SMS); body required, max 4000.
 */
export const notiTemplateSave = z
  .object({
    encryptedId: id.optional(),
    encryptedOrganisationId: z.string().trim().min(1, MSG.requiredField).max(200),
    scope: z.enum(TEMPLATE_SCOPES),
    code: z.string().trim().min(1, MSG.requiredField).max(100),
    deliveryMethod: notificationMethod,
    name: requiredText(200, 2),
    subject: optionalText(500),
    body: requiredText(4000, 1, TEMPLATE_MESSAGES.bodyRequired),
    projectList: z.array(id).max(500).optional(),
  })
  .superRefine((t, ctx) => {
    if (!isAlertCode(t.code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TEMPLATE_MESSAGES.unknownCode });
      return;
    }
    if (!templateMethodsFor(t.code, t.scope).includes(t.deliveryMethod)) {
      ctx.addIssue({ code: 'custom', path: ['deliveryMethod'], message: TEMPLATE_MESSAGES.methodNotAllowed });
    }
    const inSubject = t.deliveryMethod === 'EMAIL' ? unknownTags(t.subject ?? '', t.code) : [];
    if (inSubject.length) ctx.addIssue({ code: 'custom', path: ['subject'], message: unknownTagsMessage(inSubject) });
    const inBody = unknownTags(t.body, t.code);
    if (inBody.length) ctx.addIssue({ code: 'custom', path: ['body'], message: unknownTagsMessage(inBody) });
  })
  .transform((t) => (t.deliveryMethod === 'SMS' ? { ...t, subject: '' } : t));

export const notiTemplateDetail = z.looseObject({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  organisationName: z.string().optional(),
  code: z.string(),
  codeDescription: z.string().optional(),
  scope: z.enum(TEMPLATE_SCOPES),
  name: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  deliveryMethod: notificationMethod,
  /** The projects a Project-scope template is for, by id and name. */
  projectList: z.array(z.looseObject({ encryptedId: z.string(), name: z.string() })).optional(),
  openLink: z.string().optional(),
});

/** Row: name, deliveryMethod, codeDescription, subject, body, encryptedId. */
export const notiTemplateRow = looseRow({
  name: z.string(),
  deliveryMethod: notificationMethod,
  codeDescription: z.string().optional(),
  subject: z.string().optional(),
  body: z.string().optional(),
});
/** A grid admin's row also names the organisation, scope and code. */
export const notiTemplateListRow = notiTemplateRow.extend({
  organisationName: z.string().optional(),
  scope: z.enum(TEMPLATE_SCOPES).optional(),
  code: z.string().optional(),
});

export const notiTemplateList = tableOrExport(notiTemplateListRow);
export const notiTemplateOptions = z.array(notiTemplateRow);

/** Notification tag: code (starting with $) and name. */
export const notificationTag = z.object({ code: z.string().startsWith('$'), name: z.string() });
export const notificationTags = z.array(notificationTag);

export const templateIdParams = pathParams('id');
/** organisation id or NA. */
export const templateOrgParams = pathParams('organisationId');
export const templateByCodeParams = z.object({ organisationId: pathParam, code: pathParam });
export const TEMPLATE_RICH_FIELDS = ['body'] as const;
