import * as z from 'zod';
import { countryCode, email, id, optionalText, pathParams, requiredText, statusAnswer, tableOrExport, timezoneOption } from './common.ts';
import { organisationConfig, retention } from './organisation-config.ts';

/** A stored configuration as its readers see it (every item optional, retention filled). */
const storedConfigAnswer = organisationConfig.partial().extend({ retention });

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

export * from './organisation-config.ts';

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
  /** Grid admins only (the route is theirs): the whole configuration of doc 3 §3. */
  config: organisationConfig,
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
  countryCode: countryCode.optional(),
  /** Everyone who sees the organisation: the JIRA Export action shows only for CSV (doc 3 §2.2). */
  uploadProcessorType: z.enum(['CSV', 'Excel']).optional(),
  /** Grid admins only: the stored configuration as `storedOrganisationConfig` reads it. */
  config: storedConfigAnswer.optional(),
});

export const organisationIdParams = pathParams('id');
export const timezoneListParams = pathParams('organisationId');
export const timezoneListAnswer = z.array(timezoneOption);
/** message: comma-separated country list. */
export const accessCountriesAnswer = statusAnswer;
export const organisationSaved = statusAnswer;
