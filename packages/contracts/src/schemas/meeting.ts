import * as z from 'zod';
import { MSG } from '../messages.ts';
import { LABEL_DEFAULTS } from '../labels.ts';
import { fieldMessages, isValidApiDate } from '../field-rules.ts';
import { STEP_TYPES } from '../roles.ts';
import {
  address,
  apiDate,
  apiTime,
  datePathParam,
  deliveryMethod,
  freezeHours,
  id,
  looseAnswer,
  looseRow,
  optionalText,
  pathParam,
  pathParams,
  quarterRow,
  requiredText,
  stepType,
  tableOrExport,
} from './common.ts';

export const MEETING_MESSAGES = {
  addressTitle: 'Address Not Correct',
  address: 'Address Values either not entered or incorrect',
  spots: `The maximum ${LABEL_DEFAULTS.CANDIDATE} spots may not be lower than minimum spots.`,
  noTasks: 'No Tasks Selected',
  hours: (task: string): string => `Completed Hours Invalid for ${task}`,
  tasks: (task: string): string => `Completed Tasks Invalid for ${task}`,
  comments: (task: string): string => `Comments required for ${task}`,
  noTaskItems: 'No Task Items found',
  noSelectionTitle: 'No Selection',
  noSelection: 'You have not made any selection for bulk update',
  noRecordsTitle: 'Unable to Edit',
  noRecords: 'You have not selected any records',
  missingSelectionTitle: 'Missing Selection',
  mixedTypes: (meeting: string): string => `You cannot edit records with different ${meeting} types.`,
  mixedOrganisations: 'You cannot edit records with different Organisations.',
  pastNotInterview: (interview: string): string => `Past records can only be edited for the ${interview} type.`,
  pastNoTimeOrPlace: 'Past records cannot have their time, timezone or location edited.',
  bulkConfirm: 'This bulk edit cannot be undone. Do you wish to continue?',
  bulkFailed: 'Error Encountered, please try again',
} as const;

/** The audit log prefix of a bulk edit's change (doc 2 §9). */
export const BULK_EDIT_AUDIT_PREFIX = 'BULK_EDIT~';

export const DEFAULT_TASKS = ['Quality Assurance', 'Screening', 'EAP', 'Other Tasking'] as const;

/** One internal task (doc 2 §3 taskJson). */
export const meetingTask = z.object({
  name: requiredText(200),
  adminSelected: z.boolean().default(false),
  adminComments: optionalText(200),
  assessorSelected: z.boolean().default(false),
  completedHours: z.number().default(0),
  completedTasks: z.number().default(0),
  assessorComments: optionalText(200),
});
export type MeetingTask = z.infer<typeof meetingTask>;

/** Internal completion rules (doc 2 §5); empty when the task list is valid. */
export function taskListErrors(tasks: readonly MeetingTask[]): string[] {
  if (tasks.length === 0) return [MEETING_MESSAGES.noTaskItems];
  const selected = tasks.filter((t) => t.assessorSelected);
  if (selected.length === 0) return [MEETING_MESSAGES.noTasks];
  const errors: string[] = [];
  for (const t of selected) {
    const h = t.completedHours;
    if (!Number.isFinite(h) || h < 0 || h > 24 || Math.abs(Math.round(h * 100) - h * 100) > 1e-9) errors.push(MEETING_MESSAGES.hours(t.name));
    const n = t.completedTasks;
    if (!Number.isInteger(n) || n < 0 || n > 100) errors.push(MEETING_MESSAGES.tasks(t.name));
    if (h === 0 && n === 0 && !t.assessorComments?.trim()) errors.push(MEETING_MESSAGES.comments(t.name));
  }
  return errors;
}

const taskList = z.array(meetingTask).max(50);

/**
 * Meeting save (doc 2 §3, §5). Start, project, delivery method, instructions (max 1000) and timezone
 * required; comments max 250; ONSITE needs an address; assessments need spots. Spots max >= min is the service's
 * check, in the organisation's words ('The maximum {candidate} spots ...'), as are the project-dependent limits.
 */
export const meetingSave = z
  .object({
    encryptedId: id.optional(),
    /** duplicate with encryptedId creates a new meeting from that one (the Duplicate modal's new start); edit otherwise. */
    formAction: z.enum(['create', 'edit', 'duplicate']).optional(),
    encryptedProjectId: z.string().trim().min(1, MSG.requiredField).max(200),
    encryptedStepId: id.optional(),
    encryptedOrganisationId: id.optional(),
    stepType: stepType.optional(),
    active: z.boolean().default(true),
    show: z.boolean().default(true),
    surge: z.boolean().default(false),
    startDateDisplay: apiDate,
    startTimeDisplay: apiTime,
    duration: z.number().gt(0).max(24).optional(),
    encryptedTimezoneId: z.string().trim().min(1, MSG.requiredField).max(200),
    deliveryMethod,
    addressDTO: address.optional(),
    encryptedAssessorId: id.optional(),
    showAdmins: z.boolean().default(false),
    assessorBookingLink: optionalText(2000),
    candidateBookingLink: optionalText(2000),
    comments: optionalText(250),
    instructions: requiredText(1000),
    freezePeriodEdit: freezeHours().optional(),
    freezePeriodCancel: freezeHours().optional(),
    freezePeriodCompletion: freezeHours(1).optional(),
    candidateMin: z.number().int(fieldMessages.noDecimal).min(0, fieldMessages.min(0)).optional(),
    candidateMax: z.number().int(fieldMessages.noDecimal).min(0, fieldMessages.min(0)).optional(),
    encryptedResourceIds: z.array(id).max(100).optional(),
    taskJson: taskList.optional(),
  })
  .superRefine((m, ctx) => {
    if (m.deliveryMethod === 'ONSITE' && !m.addressDTO) {
      ctx.addIssue({ code: 'custom', path: ['addressDTO'], message: MEETING_MESSAGES.address });
    }
    if (m.stepType === 'ASSESSMENT') {
      if (m.candidateMin === undefined) ctx.addIssue({ code: 'custom', path: ['candidateMin'], message: MSG.requiredField });
      if (m.candidateMax === undefined) ctx.addIssue({ code: 'custom', path: ['candidateMax'], message: MSG.requiredField });
    }
    if (m.stepType === 'INTERNAL' && (m.duration === undefined || m.duration < 1)) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: fieldMessages.min(1) });
    }
  });
export const MEETING_RICH_FIELDS = ['instructions'] as const;

/** Internal completion: encryptedId, actualHours, statusInternal, taskJson. */
export const saveInternalData = z
  .object({
    encryptedId: id,
    actualHours: z
      .number()
      .min(0)
      .max(24 * 50),
    statusInternal: z.enum(['PENDING', 'COMPLETED']),
    taskJson: taskList,
  })
  .superRefine((v, ctx) => {
    for (const message of taskListErrors(v.taskJson)) ctx.addIssue({ code: 'custom', path: ['taskJson'], message });
  });

export const meetingArchive = z.object({ encryptedId: id, comments: optionalText(200) });

export const meetingDetail = z.looseObject({
  encryptedId: z.string(),
  encryptedProjectId: z.string(),
  projectName: z.string().optional(),
  stepType: stepType.optional(),
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
  startDateDisplay: z.string().optional(),
  startTimeDisplay: z.string().optional(),
  timezoneCode: z.string().optional(),
  /** An assessment the go/no-go check found below its minimum at its freeze deadline, and the decision once made. */
  underMinimum: z
    .object({ confirmed: z.number(), minimum: z.number(), checkedAt: z.string(), decision: z.enum(['KEEP', 'ARCHIVE']).optional() })
    .optional(),
});

/**
 * Meeting list row (doc 2 meeting list columns) and calendar event (doc 2 Calendar event fields): start and end are
 * UTC instants, dateTimeCombined the display text in the meeting's zone.
 */
export const meetingRow = looseRow({
  encryptedProjectId: z.string().optional(),
  encryptedAssessorId: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  dateTimeCombined: z.string().optional(),
  startDateDisplay: z.string().optional(),
  startTimeDisplay: z.string().optional(),
  timezoneCode: z.string().optional(),
  projectName: z.string().optional(),
  stepType: stepType.optional(),
  stepTypeDisplay: z.string().optional(),
  assessorName: z.string().optional(),
  assessorTypeLabel: z.string().optional(),
  deliveryMethod: deliveryMethod.optional(),
  displayAddress: z.string().optional(),
  seats: z.union([z.string(), z.number()]).optional(),
  statusInternal: z.enum(['PENDING', 'COMPLETED']).optional(),
  taskAllocation: z.string().optional(),
  providedHours: z.number().optional(),
  completedHours: z.number().optional(),
  active: z.boolean().optional(),
  show: z.boolean().optional(),
  surge: z.boolean().optional(),
  archived: z.boolean().optional(),
  past: z.boolean().optional(),
});
export const meetingList = tableOrExport(meetingRow);

/** The meeting list's tabs and the calendar's and dashboard's list types (doc 2 §3 Search data). */
export const MEETING_LIST_TYPES = ['active', 'inactive', 'archived', 'internal', 'show_no', 'calendar'] as const;
export type MeetingListType = (typeof MEETING_LIST_TYPES)[number];
/** Filter values of the custom filters dropdown (doc 2 manage/meeting-list). BOTH is the Method filter's "either". */
export const MEETING_METHOD_FILTERS = ['ONSITE', 'REMOTE', 'BOTH'] as const;
export const MEETING_FILL_FILTERS = ['FILLED', 'UNFILLED', 'SHOW_NO'] as const;
export const MEETING_STATUS_FILTERS = ['PENDING', 'COMPLETED'] as const;
export const MEETING_FILTER_VALUES = [...MEETING_METHOD_FILTERS, ...MEETING_FILL_FILTERS, ...MEETING_STATUS_FILTERS, ...STEP_TYPES] as const;
/** A date range 'yyyy-MM-dd~yyyy-MM-dd' (either side may be empty). */
export const dateRangeText = z
  .string()
  .max(30)
  .refine((v) => v === '' || v.split('~').every((d) => d === '' || isValidApiDate(d)), 'Invalid date range');

/** searchData of meeting/getMeetingList (doc 2 §3 Search data (meeting list)). */
export const meetingListSearch = z.object({
  listType: z.enum(MEETING_LIST_TYPES).default('active'),
  dateRange: dateRangeText.optional(),
  filters: z.array(z.enum(MEETING_FILTER_VALUES)).max(20).default([]),
  encryptedProjectId: z.array(id).max(100).default([]),
  encryptedAssessorId: z.array(id).max(200).default([]),
  state: z.array(z.string().trim().max(100)).max(20).default([]),
  checkOrgAdminInvigilator: z.boolean().default(false),
});
export type MeetingListSearch = z.output<typeof meetingListSearch>;
/** searchData of meeting/getDashboardMeetingData (doc 2 §3): the list's, plus the dashboard list types. */
export const dashboardMeetingSearch = meetingListSearch.extend({
  listType: z.enum(['ALL', 'all', 'cancelled', 'cancelled_assessor', ...MEETING_LIST_TYPES]).default('ALL'),
});

/**
 * searchData of meeting/getMeetingSpotsEmpty (doc 2 §3 Empty-spots search data): the candidate's pending booking
 * (encryptedStepId), the first and last of its daysAvailable, the earliest date to search from (minSearchStart), the
 * chosen day (searchDate, yyyy-MM-dd in the meeting's zone), the Method filter (BOTH or empty: either) and states.
 */
export const emptySpotsSearch = z.object({
  encryptedStepId: id,
  daysAvailable: z.array(apiDate).max(400).default([]),
  minSearchStart: z.union([apiDate, z.literal('')]).optional(),
  searchDate: z.union([apiDate, z.literal('')]).optional(),
  deliveryMethod: z.enum(['ONSITE', 'REMOTE', 'BOTH', '']).optional(),
  state: z.array(z.string().trim().max(100)).max(20).default([]),
});
export type EmptySpotsSearch = z.output<typeof emptySpotsSearch>;

export const MEETING_LIST_BY_PROJECT_TYPES = ['active', 'inactive', 'past', 'PURGE'] as const;
export const meetingListParams = pathParams('a', 'b');
export const meetingListByProjectParams = z.object({ projectId: pathParam, listType: z.enum(MEETING_LIST_BY_PROJECT_TYPES) });
export const meetingListByResourceParams = z.object({ resourceId: pathParam });

/** Dashboard data (doc 2 §3). */
export const dashboardMeetingData = z.looseObject({
  firstAvailable: z.looseObject({}).nullable().optional(),
  nextAvailable: z.looseObject({}).nullable().optional(),
  mapWeekData: z.record(z.string(), z.looseObject({})).optional(),
  countFilled: z.number().optional(),
  countUnfilled: z.number().optional(),
  countOnsite: z.number().optional(),
  countRemote: z.number().optional(),
  countActive: z.number().optional(),
  countInactive: z.number().optional(),
  listStateData: z.array(z.looseObject({ name: z.string(), filled: z.number(), unfilled: z.number() })).optional(),
});

/** Form data: encryptedId, newStartDateUTC, statusReason. */
export const eventDragForm = z.object({
  encryptedId: id,
  newStartDateUTC: z.string().min(1).max(40),
  statusReason: optionalText(200),
});

export const isEditAllowedParams = z.object({ id: pathParam, action: z.enum(['EDIT', 'DELETE']), flag: z.enum(['Y', 'N']) });
export const quarterRequest = z.array(z.string().max(200)).max(200);
export const quarterAnswer = z.array(quarterRow);
export const meetingPurgeParams = z.object({ meetingId: pathParam, date: datePathParam });
export const meetingIdParams = pathParams('id');

/** Bulk edit payload (doc 2 §3): each edit flag with its value. */
export const bulkEditRequest = z
  .object({
    encryptedIds: z.array(id).min(1, MEETING_MESSAGES.noRecords).max(500),
    stepType,
    editAssessor: z.boolean().default(false),
    assessor: id.optional(),
    editActive: z.boolean().default(false),
    active: z.boolean().optional(),
    editShow: z.boolean().default(false),
    show: z.boolean().optional(),
    editSurge: z.boolean().default(false),
    surge: z.boolean().optional(),
    editStartTime: z.boolean().default(false),
    startTime: apiTime.optional(),
    editTimezone: z.boolean().default(false),
    encryptedTZId: id.optional(),
    editDisplayAddress: z.boolean().default(false),
    deliveryMethod: deliveryMethod.optional(),
    addressDTO: address.optional(),
    editInternalTaskJson: z.boolean().default(false),
    taskJson: taskList.optional(),
    confirmHTML: z.string().max(20_000).optional(),
  })
  .superRefine((b, ctx) => {
    const pairs = [
      ['editAssessor', 'assessor'],
      ['editActive', 'active'],
      ['editShow', 'show'],
      ['editSurge', 'surge'],
      ['editStartTime', 'startTime'],
      ['editTimezone', 'encryptedTZId'],
      ['editDisplayAddress', 'deliveryMethod'],
      ['editInternalTaskJson', 'taskJson'],
    ] as const;
    if (!pairs.some(([flag]) => b[flag])) {
      ctx.addIssue({ code: 'custom', path: [], message: MEETING_MESSAGES.noSelection });
    }
    for (const [flag, value] of pairs) {
      if (b[flag] && b[value] === undefined) ctx.addIssue({ code: 'custom', path: [value], message: MSG.requiredField });
    }
    if (b.editDisplayAddress && b.deliveryMethod === 'ONSITE' && !b.addressDTO) {
      ctx.addIssue({ code: 'custom', path: ['addressDTO'], message: MEETING_MESSAGES.address });
    }
    if (b.editInternalTaskJson && !(b.taskJson ?? []).some((t) => t.adminSelected)) {
      ctx.addIssue({ code: 'custom', path: ['taskJson'], message: MEETING_MESSAGES.noTasks });
    }
  });
export const BULK_EDIT_RICH_FIELDS = ['confirmHTML'] as const;
export const bulkEditAnswer = z.object({ status: z.string().optional(), message: z.string().optional(), successCount: z.number() });

/** Meeting data for the live session (doc 2 §3): projectName, start and end, timezone code. */
export const meetingInfo = looseAnswer;
