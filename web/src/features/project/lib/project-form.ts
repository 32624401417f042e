import { MSG } from '@scheduler/contracts/messages';
import { PROJECT_MSG, PROJECT_NOT_INTERNAL_FIELDS, projectSave, type ProjectDetail } from '@scheduler/contracts/schemas/project';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import type { CallRequest } from '../../../shared/lib/api/index.ts';
import type { FieldDef, FieldOption } from '../../../shared/ui/form/field-def.ts';
import { pageSchema } from '../../../shared/ui/form/page-schema.ts';

export type ProjectBody = CallRequest<'project.save'>['body'];
type StepType = ProjectBody['stepType'];

/** The project form's values: the save body's fields as the controls hold them (numbers undefined while empty). */
export type ProjectValues = {
  encryptedOrganisationId: string;
  encryptedDepartmentId: string;
  name: string;
  stepType: StepType;
  active: boolean;
  encryptedTimezoneId: string;
  startDateDisplay: string;
  startTimeDisplay: string;
  endDateDisplay: string;
  endTimeDisplay: string;
  description: string;
  summary: string;
  instructions: string;
  completionChecklist: string;
  freezePeriodOnsite?: number;
  freezePeriodRemote?: number;
  freezePeriodEdit?: number;
  freezePeriodCompletion?: number;
  duration?: number;
  meetingPeriodVisible?: number;
  meetingPeriodGap?: number;
};
export type ProjectField = FieldDef<ProjectValues>;

/** The options a form needs beside the record: organisations, departments, zones and the step types in the organisation's words. */
export interface ProjectFormOptions {
  organisations: FieldOption[];
  departments: FieldOption[];
  timezones: FieldOption[];
  stepTypes: FieldOption[];
}

const hours = (id: ProjectField['id'], label: string, max = 999.99): ProjectField => ({
  id,
  label,
  type: 'number',
  required: true,
  min: 0,
  max,
  hint: 'Hours',
});

/** The project form's fields (doc 3 §3, §5); internal projects have none of the fields they do not use. */
export function projectFields(stepType: string, o: ProjectFormOptions): ProjectField[] {
  const all: ProjectField[] = [
    { id: 'encryptedOrganisationId', label: 'Organisation', type: 'select', required: true, options: o.organisations },
    { id: 'encryptedDepartmentId', label: 'Department', type: 'select', required: true, options: o.departments },
    { id: 'name', label: 'Project Name', type: 'text', required: true },
    { id: 'stepType', label: 'Type', type: 'radio', required: true, options: o.stepTypes },
    { id: 'active', label: 'Active', type: 'checkbox' },
    { id: 'encryptedTimezoneId', label: 'Default Timezone', type: 'select', required: true, options: o.timezones },
    { id: 'startDateDisplay', label: 'Start Date', type: 'date', required: true },
    { id: 'startTimeDisplay', label: 'Start Time', type: 'time', required: true },
    { id: 'endDateDisplay', label: 'End Date', type: 'date', required: true },
    { id: 'endTimeDisplay', label: 'End Time', type: 'time', required: true },
    { id: 'description', label: 'Description (not shown to {candidates})', type: 'text-area' },
    { id: 'summary', label: 'Summary', type: 'text-area', required: true },
    { id: 'instructions', label: 'Instructions', type: 'text-area', required: true },
    { id: 'completionChecklist', label: 'Completion Checklist', type: 'text', required: true, hint: 'Items separated by a semicolon (;)' },
    hours('freezePeriodOnsite', 'Freeze Period {Onsite}'),
    hours('freezePeriodRemote', 'Freeze Period {Remote}'),
    hours('freezePeriodEdit', 'Freeze Period Edit'),
    hours('freezePeriodCompletion', 'Freeze Period Completion'),
    hours('duration', 'Duration', 24),
    { id: 'meetingPeriodVisible', label: '{Meeting} Period Visible', type: 'number', required: true, min: 0, hint: 'Days' },
    { id: 'meetingPeriodGap', label: '{Meeting} Period Gap', type: 'number', required: true, min: 0, hint: 'Days' },
  ];
  const unused = new Set<string>(stepType === 'INTERNAL' ? PROJECT_NOT_INTERNAL_FIELDS : []);
  return all.filter((f) => !unused.has(f.id));
}

/** What a new project starts with beside its record: the organisation, department and zone when each is the only one. */
export interface ProjectDefaults {
  organisationId?: string;
  departmentId?: string;
  timezoneId?: string;
  duplicate?: boolean;
}

/** The form's values: a new project starts active, of type assessment (doc 3 §4); a duplicate has its name cleared. */
export function projectValues(p: ProjectDetail | undefined, d: ProjectDefaults = {}): ProjectValues {
  return {
    encryptedOrganisationId: p?.encryptedOrganisationId ?? d.organisationId ?? '',
    encryptedDepartmentId: p?.encryptedDepartmentId || d.departmentId || '',
    name: d.duplicate ? '' : (p?.name ?? ''),
    stepType: p?.stepType ?? 'ASSESSMENT',
    active: d.duplicate || (p ? p.active === true : true),
    encryptedTimezoneId: p?.encryptedTimezoneId || d.timezoneId || '',
    startDateDisplay: p?.startDateDisplay ?? '',
    startTimeDisplay: p?.startTimeDisplay ?? '',
    endDateDisplay: p?.endDateDisplay ?? '',
    endTimeDisplay: p?.endTimeDisplay ?? '',
    description: p?.description ?? '',
    summary: p?.summary ?? '',
    instructions: p?.instructions ?? '',
    completionChecklist: p?.completionChecklist ?? '',
    freezePeriodOnsite: p?.freezePeriodOnsite,
    freezePeriodRemote: p?.freezePeriodRemote,
    freezePeriodEdit: p?.freezePeriodEdit,
    freezePeriodCompletion: p?.freezePeriodCompletion,
    duration: p?.duration,
    meetingPeriodVisible: p?.meetingPeriodVisible,
    meetingPeriodGap: p?.meetingPeriodGap,
  };
}

const NOT_INTERNAL_EMPTY: Pick<ProjectValues, (typeof PROJECT_NOT_INTERNAL_FIELDS)[number]> = {
  summary: '',
  instructions: '',
  completionChecklist: '',
  meetingPeriodVisible: undefined,
  meetingPeriodGap: undefined,
  duration: undefined,
};

/** A type change to internal resets the fields internal projects do not use (doc 3 §4): the values to set. */
export const withStepType = (stepType: StepType): Partial<ProjectValues> =>
  stepType === 'INTERNAL' ? { stepType, ...NOT_INTERNAL_EMPTY } : { stepType };

/** An organisation change clears what belonged to the previous one: the values to set. */
export const withOrganisation = (organisationId: string): Partial<ProjectValues> => ({
  encryptedOrganisationId: organisationId,
  encryptedDepartmentId: '',
  encryptedTimezoneId: '',
});

const opt = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The save request of the form. */
export function projectBody(
  v: ProjectValues,
  at: { id?: string; formAction: 'create' | 'edit' | 'duplicate'; allowMultiCandidateEntry?: boolean },
): ProjectBody {
  return {
    ...(at.id ? { encryptedId: at.id } : {}),
    formAction: at.formAction,
    encryptedOrganisationId: v.encryptedOrganisationId,
    encryptedDepartmentId: v.encryptedDepartmentId,
    name: v.name.trim(),
    description: opt(v.description),
    summary: opt(v.summary),
    instructions: opt(v.instructions),
    completionChecklist: opt(v.completionChecklist),
    active: v.active,
    stepType: v.stepType || 'ASSESSMENT',
    startDateDisplay: v.startDateDisplay,
    startTimeDisplay: v.startTimeDisplay,
    endDateDisplay: v.endDateDisplay,
    endTimeDisplay: v.endTimeDisplay,
    encryptedTimezoneId: v.encryptedTimezoneId,
    ...(at.allowMultiCandidateEntry === undefined ? {} : { allowMultiCandidateEntry: at.allowMultiCandidateEntry }),
    freezePeriodOnsite: v.freezePeriodOnsite as number,
    freezePeriodRemote: v.freezePeriodRemote as number,
    freezePeriodEdit: v.freezePeriodEdit as number,
    freezePeriodCompletion: v.freezePeriodCompletion as number,
    duration: v.duration,
    meetingPeriodVisible: v.meetingPeriodVisible,
    meetingPeriodGap: v.meetingPeriodGap,
  };
}

/** The zone's calendar day of `now`: the earliest date the form offers, as the server judges it. */
export function todayIn(zone: string | undefined, now: Date = new Date()): string {
  try {
    return formatApiDate(now, zone || 'Australia/Sydney');
  } catch {
    return formatApiDate(now, 'Australia/Sydney');
  }
}

const WINDOW_FIELDS = ['startDateDisplay', 'startTimeDisplay', 'endDateDisplay', 'endTimeDisplay'] as const;

/**
 * projectSave over the form (doc 3 §5), with every message at once: the booking window and, outside internal projects,
 * the fields projectSave requires of them, as soon as they are empty; and "dates cannot be before today" in the
 * project's zone. `keep`: on an edit the dates the record already had are not held to it (the server's rule too).
 */
export function projectFormSchema(at: Parameters<typeof projectBody>[1], now: Date, keep?: { start?: string; end?: string }) {
  return pageSchema(projectSave, {
    toBody: (v: ProjectValues) => projectBody(v, at),
    rules: (v) => {
      const out: Record<string, string | undefined> = {};
      const required = [...WINDOW_FIELDS, ...(v.stepType === 'INTERNAL' ? [] : PROJECT_NOT_INTERNAL_FIELDS)];
      for (const key of required) {
        const value = v[key];
        if (value === undefined || (typeof value === 'string' && value.trim() === '')) out[key] = MSG.requiredField;
      }
      const today = todayIn(v.encryptedTimezoneId, now);
      if (v.startDateDisplay && v.startDateDisplay < today && v.startDateDisplay !== keep?.start)
        out.startDateDisplay ??= PROJECT_MSG.dateBeforeToday;
      if (v.endDateDisplay && v.endDateDisplay < today && v.endDateDisplay !== keep?.end) out.endDateDisplay ??= PROJECT_MSG.dateBeforeToday;
      return out;
    },
  });
}
