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

const nonNegative = z.number().min(0, fieldMessages.min(0));

/**
 * Project save (doc 3 §3, §5). Summary, instructions, checklist, visibility, gap and duration are
 * required except for internal projects; dates not before today is the service's check (it has the clock).
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
    duration: z.number().min(0).max(24).optional(),
    internalMeetingPastPeriod: nonNegative.optional(),
    remoteUrlRequired: z.boolean().optional(),
    resourceAvailable: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.stepType === 'INTERNAL') return;
    for (const key of ['summary', 'instructions', 'completionChecklist', 'meetingPeriodVisible', 'meetingPeriodGap', 'duration'] as const) {
      const v = p[key];
      if (v === undefined || v === '') ctx.addIssue({ code: 'custom', path: [key], message: MSG.requiredField });
    }
  });

export const projectDetail = z.looseObject({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  name: z.string(),
  stepType,
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
  readyToPurge: z.boolean().optional(),
});

export const projectRow = looseRow({
  name: z.string().optional(),
  stepTypeDisplay: z.string().optional(),
  organisationName: z.string().optional(),
  dateTimeCombined: z.string().optional(),
});
export const projectList = tableOrExport(projectRow);
export const projectListParams = z.object({ listType: z.enum(PROJECT_LIST_TYPES) });
export const projectIdParams = pathParams('id');
/** organisation id or NA. */
export const projectSelectParams = pathParams('organisationId');
export const projectSelectList = z.array(selectOption);
export const projectPurgeParams = z.object({ projectId: pathParam, date: datePathParam });
export const projectSaved = statusAnswer;
export const PROJECT_RICH_FIELDS = ['summary', 'instructions'] as const;
