import * as z from 'zod';
import { MSG } from '../messages.ts';
import { fieldMessages } from '../field-rules.ts';
import {
  apiDate,
  apiTime,
  datePathParam,
  freezeHours,
  id,
  looseRow,
  optionalText,
  pathParam,
  pathParams,
  requiredText,
  selectOption,
  statusAnswer,
  stepType,
  tableOrExport,
} from './common.ts';

export const PROJECT_LIST_TYPES = ['ACTIVE', 'INACTIVE', 'PURGE'] as const;
export type ProjectListType = (typeof PROJECT_LIST_TYPES)[number];

/** The project's status chip (doc 3 §2.5): active, inactive or archived (deleted; irreversible). */
export const PROJECT_STATUS_DISPLAY = ['Active', 'Inactive', 'Archived'] as const;

/** The project area's messages (doc 3 §8), quoted exactly; the last three complete what the spec leaves unsaid. */
export const PROJECT_MSG = {
  savedTitle: 'Project Saved',
  saved: 'Project information saved.',
  deletedStatus: 'DELETED',
  deleted: 'Project Record was successfully deleted.',
  deleteFailedStatus: 'FAILED',
  purgeExtended: 'Purging Date Extended',
  noRecords: 'No Records Found',
  deleteNotActive: 'Only an active project that is not archived can be deleted.',
  dateBeforeToday: 'Date cannot be before today',
  endBeforeStart: 'End Date Time cannot be before Start Date Time',
} as const;

/** The fields internal projects do not use (doc 3 §4, §5): a type change to internal resets them. */
export const PROJECT_NOT_INTERNAL_FIELDS = [
  'summary',
  'instructions',
  'completionChecklist',
  'meetingPeriodVisible',
  'meetingPeriodGap',
  'duration',
] as const;

const nonNegative = z.number().min(0, fieldMessages.min(0));

/**
 * Project save (doc 3 §3, §5). Summary, instructions, checklist, visibility, gap and duration are required except
 * for internal projects; "dates not before today" is the service's check (it has the clock and the project's zone).
 * formAction duplicate with encryptedId creates a new project from that one.
 */
export const projectSave = z
  .object({
    encryptedId: id.optional(),
    formAction: z.enum(['create', 'edit', 'duplicate']).optional(),
    encryptedOrganisationId: z.string().trim().min(1, MSG.requiredField).max(200),
    encryptedDepartmentId: z.string().trim().min(1, MSG.requiredField).max(200),
    name: requiredText(200, 10),
    description: optionalText(500),
    summary: optionalText(500),
    instructions: optionalText(1000),
    completionChecklist: optionalText(4000),
    active: z.boolean().default(true),
    stepType,
    startDateDisplay: apiDate,
    startTimeDisplay: apiTime,
    endDateDisplay: apiDate,
    endTimeDisplay: apiTime,
    encryptedTimezoneId: z.string().trim().min(1, MSG.requiredField).max(200),
    allowMultiCandidateEntry: z.boolean().optional(),
    freezePeriodOnsite: freezeHours(),
    freezePeriodRemote: freezeHours(),
    freezePeriodEdit: freezeHours(),
    freezePeriodCompletion: freezeHours(),
    meetingPeriodVisible: nonNegative.optional(),
    meetingPeriodGap: nonNegative.optional(),
    duration: z.number().min(0, fieldMessages.min(0)).max(24, fieldMessages.max(24)).optional(),
    internalMeetingPastPeriod: nonNegative.optional(),
    remoteUrlRequired: z.boolean().optional(),
    resourceAvailable: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    if (`${p.endDateDisplay} ${p.endTimeDisplay}` < `${p.startDateDisplay} ${p.startTimeDisplay}`) {
      ctx.addIssue({ code: 'custom', path: ['endDateDisplay'], message: PROJECT_MSG.endBeforeStart });
    }
    if (p.stepType === 'INTERNAL') return;
    for (const key of PROJECT_NOT_INTERNAL_FIELDS) {
      const v = p[key];
      if (v === undefined || v === '') ctx.addIssue({ code: 'custom', path: [key], message: MSG.requiredField });
    }
  });
export type ProjectSave = z.output<typeof projectSave>;

/** Project detail (doc 3 §3 Project): what the project page and the meeting form read. */
export const projectDetail = z.looseObject({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  organisationName: z.string().optional(),
  encryptedDepartmentId: z.string().optional(),
  departmentName: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  summary: z.string().optional(),
  instructions: z.string().optional(),
  completionChecklist: z.string().optional(),
  stepType,
  stepTypeDisplay: z.string().optional(),
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
  statusDisplay: z.enum(PROJECT_STATUS_DISPLAY).optional(),
  readyToPurge: z.boolean().optional(),
  /** yyyy-MM-dd, while the project is ready to purge. */
  purgeDate: z.string().optional(),
  startDateDisplay: z.string().optional(),
  startTimeDisplay: z.string().optional(),
  endDateDisplay: z.string().optional(),
  endTimeDisplay: z.string().optional(),
  dateTimeCombined: z.string().optional(),
  encryptedTimezoneId: z.string().optional(),
  timezoneCode: z.string().optional(),
  allowMultiCandidateEntry: z.boolean().optional(),
  uploadProcessorName: z.string().optional(),
  freezePeriodOnsite: z.number().optional(),
  freezePeriodRemote: z.number().optional(),
  freezePeriodEdit: z.number().optional(),
  freezePeriodCompletion: z.number().optional(),
  meetingPeriodVisible: z.number().optional(),
  meetingPeriodGap: z.number().optional(),
  duration: z.number().optional(),
  internalMeetingPastPeriod: z.number().optional(),
  remoteUrlRequired: z.boolean().optional(),
  resourceAvailable: z.boolean().optional(),
  /**
   * True when the project (not archived, of a step type candidates book) has no active Booking Confirmed alert, so its
   * bookings are confirmed without an e-mail or SMS (core/notification/confirmation-alert.ts).
   */
  confirmationAlertMissing: z.boolean().optional(),
});
export type ProjectDetail = z.input<typeof projectDetail>;

/** A row of the project list (doc 3 §2.4), with the export's extra columns. */
export const projectRow = looseRow({
  name: z.string().optional(),
  stepType: stepType.optional(),
  stepTypeDisplay: z.string().optional(),
  organisationName: z.string().optional(),
  encryptedOrganisationId: z.string().optional(),
  startDateTime: z.string().optional(),
  endDateTime: z.string().optional(),
  dateTimeCombined: z.string().optional(),
  statusDisplay: z.enum(PROJECT_STATUS_DISPLAY).optional(),
  readyToPurge: z.boolean().optional(),
  purgeDate: z.string().optional(),
  freezePeriodOnsite: z.number().optional(),
  freezePeriodRemote: z.number().optional(),
  freezePeriodEdit: z.number().optional(),
  meetingPeriodVisible: z.number().optional(),
  meetingPeriodGap: z.number().optional(),
  /** As on the project detail: no active Booking Confirmed alert. */
  confirmationAlertMissing: z.boolean().optional(),
});
export type ProjectRow = z.input<typeof projectRow>;

/** The export's columns beyond the list's own (doc 3 §2.4), as `key_label` export headers. */
export const PROJECT_EXPORT_EXTRA_HEADERS = [
  'freezePeriodOnsite_Freeze Period Onsite (hours)',
  'freezePeriodRemote_Freeze Period Remote (hours)',
  'freezePeriodEdit_Freeze Period Edit (hours)',
  'meetingPeriodVisible_Meeting Period Visible (days)',
  'meetingPeriodGap_Meeting Period Gap (days)',
] as const;

export const projectList = tableOrExport(projectRow);
export const projectListParams = z.object({ listType: z.enum(PROJECT_LIST_TYPES) });
export const projectIdParams = pathParams('id');
/** organisation id or NA. */
export const projectSelectParams = pathParams('organisationId');
/** A project option: its id and name, with its type and organisation for pickers that group or filter. */
export const projectOption = selectOption.extend({ stepType: stepType.optional(), encryptedOrganisationId: z.string().optional() });
export const projectSelectList = z.array(projectOption);
export const projectPurgeParams = z.object({ projectId: pathParam, date: datePathParam });
export const projectSaved = statusAnswer;
export const PROJECT_RICH_FIELDS = ['summary', 'instructions'] as const;
