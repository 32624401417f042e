import * as z from 'zod';
import { fieldMessages } from '../field-rules.ts';
import { countryCode, email, id, optionalText, pathParams, requiredText, statusAnswer, tableOrExport, timezoneOption } from './common.ts';

/** Organisation row (doc 3 §2.1, §3) as organisation/getAllActive answers it. */
export const organisationRow = z.object({
  encryptedId: z.string(),
  name: z.string(),
  active: z.boolean().optional(),
  countryCode: countryCode.optional(),
  uploadProcessorType: z.enum(['CSV', 'Excel']).optional(),
  /** Empty means the default label AWS_MANAGED_LIST. */
  countryRestriction: z.array(z.string()).optional(),
});
export const organisationList = tableOrExport(organisationRow);

/** Organisation switch data (doc 1 §3); colours are 'background;text' pairs. */
export const switchDataAnswer = z.looseObject({
  show: z.boolean(),
  /** The current organisation's switch colour, 'background;text'. */
  colors: z.string().optional(),
  defaultOrgName: z.string().optional(),
  switchList: z.array(z.object({ organisationName: z.string(), encryptedOrgId: z.string(), switchColor: z.string().optional() })),
});

const jsonText = z.string().max(20_000);

/** Organisation configuration (grid admin; doc 3 §3). JSON items are JSON text checked by the server's config rule. */
export const organisationConfig = z.object({
  pageSizeManageMeeting: z.number().int().min(1).max(1000).optional(),
  pageSizeManageBooking: z.number().int().min(1).max(1000).optional(),
  uploadProcessorType: z.enum(['CSV', 'Excel']),
  countryCode,
  /** 'background;text', e.g. one of the named styles Blue, Green, Peech, Pink. */
  switchColor: requiredText(100),
  showLinkExpiry: z.boolean().optional(),
  allowCandidateMultiProject: z.boolean().optional(),
  showMeetingUnavailableFlag: z.boolean().optional(),
  invitationExpiry: z.number().int(fieldMessages.noDecimal).min(1, fieldMessages.min(1)).max(20, fieldMessages.max(20)),
  privacyText: requiredText(20_000),
  msgMeetingEditNA_Admin: requiredText(4000),
  msgMeetingEditNA_Assessor: requiredText(4000),
  msgBookingCancelNA_Assessor: requiredText(4000),
  msgBookingCancelInterviewNA_Candidate: requiredText(4000),
  msgBookingCancelAssessmentNA_Candidate: requiredText(4000),
  msgBookingHowToBook_Candidate: jsonText,
  msgExistingAssessorAccess: optionalText(4000),
  msgExistingCandidateAccess: optionalText(4000),
  sessionExpiryAlert: jsonText,
  freezePeriodAdminConfig: jsonText,
  integrationConfig: jsonText,
  reminders: jsonText,
  countryRestriction: z.array(z.string().max(10)).optional(),
});

/** Rich-content fields of the organisation save body (privacy text and the configured messages). */
export const ORGANISATION_RICH_FIELDS = [
  'config.privacyText',
  'config.msgMeetingEditNA_Admin',
  'config.msgMeetingEditNA_Assessor',
  'config.msgBookingCancelNA_Assessor',
  'config.msgBookingCancelInterviewNA_Candidate',
  'config.msgBookingCancelAssessmentNA_Candidate',
  'config.msgBookingHowToBook_Candidate',
  'config.msgExistingAssessorAccess',
  'config.msgExistingCandidateAccess',
] as const;

/** Organisation save (doc 3 §5): name required max 200, contact name and description max 200, alert e-mail required. */
export const organisationSave = z.object({
  encryptedId: id.optional(),
  name: requiredText(200),
  description: optionalText(200),
  contactName: optionalText(200),
  alertEmail: email,
  mfaEnabled: z.boolean().default(false),
  active: z.boolean().default(true),
  /** Grid admins only; an organisation admin's save leaves it unchanged. */
  config: organisationConfig.optional(),
});

export const organisationDetail = z.looseObject({
  encryptedId: z.string(),
  name: z.string(),
  description: z.string().optional(),
  active: z.boolean().optional(),
  mfaEnabled: z.boolean().optional(),
  contactName: z.string().optional(),
  alertEmail: z.string().optional(),
  openLink: z.string().optional(),
  config: z.looseObject({}).optional(),
});

export const organisationIdParams = pathParams('id');
export const timezoneListParams = pathParams('organisationId');
export const timezoneListAnswer = z.array(timezoneOption);
/** message: comma-separated country list. */
export const accessCountriesAnswer = statusAnswer;
export const organisationSaved = statusAnswer;
