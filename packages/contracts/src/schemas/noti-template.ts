import * as z from 'zod';
import { MSG } from '../messages.ts';
import { id, looseRow, notificationMethod, pathParam, pathParams, requiredText, optionalText, tableOrExport } from './common.ts';

export const TEMPLATE_SCOPES = ['Organisation', 'Project'] as const;
export const TEMPLATE_MESSAGES = {
  bodyRequired: 'Please enter Body',
  existingTitle: 'Existing Template',
  existing: 'This Template Code already exists for this Organisation',
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
  projectList: z.array(z.unknown()).optional(),
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
export const notiTemplateList = tableOrExport(notiTemplateRow);
export const notiTemplateOptions = z.array(notiTemplateRow);

/** Notification tag: code (starting with $) and name. */
export const notificationTag = z.object({ code: z.string().startsWith('$'), name: z.string() });
export const notificationTags = z.array(notificationTag);

export const templateIdParams = pathParams('id');
/** organisation id or NA. */
export const templateOrgParams = pathParams('organisationId');
export const templateByCodeParams = z.object({ organisationId: pathParam, code: pathParam });
export const TEMPLATE_RICH_FIELDS = ['body'] as const;
