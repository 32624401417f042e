import { MSG } from '@scheduler/contracts/messages';
import * as z from 'zod';
import { PROJECT_MSG, PROJECT_NOT_INTERNAL_FIELDS, projectSave, type ProjectDetail } from '@scheduler/contracts/schemas/project';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import type { CallRequest } from '../../../shared/lib/api/index.ts';
import type { FieldDef, FieldOption } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';

export type ProjectBody = CallRequest<'project.save'>['body'];
type StepType = ProjectBody['stepType'];

/** The options a form needs beside the record: organisations, departments, zones and the step types in the organisation's words. */
export interface ProjectFormOptions {
  organisations: FieldOption[];
  departments: FieldOption[];
  timezones: FieldOption[];
  stepTypes: FieldOption[];
}

const required = { required: true, requiredMessage: MSG.requiredField } as const;
const hours = (id: string, label: string): FieldDef => ({ id, label, type: 'number', ...required, min: 0, max: 999.99, hint: 'Hours' });

/** The project form's fields (doc 3 §3, §5); internal projects have none of the fields they do not use. */
export function projectFields(stepType: string, o: ProjectFormOptions): FieldDef[] {
  const all: FieldDef[] = [
    { id: 'encryptedOrganisationId', label: 'Organisation', type: 'select', ...required, options: o.organisations },
    { id: 'encryptedDepartmentId', label: 'Department', type: 'select', ...required, options: o.departments },
    { id: 'name', label: 'Project Name', type: 'text', ...required, minLength: 10, maxLength: 200 },
    { id: 'stepType', label: 'Type', type: 'radio', ...required, options: o.stepTypes },
    { id: 'active', label: 'Active', type: 'checkbox' },
    { id: 'encryptedTimezoneId', label: 'Default Timezone', type: 'select', ...required, options: o.timezones },
    { id: 'startDateDisplay', label: 'Start Date', type: 'date', ...required },
    { id: 'startTimeDisplay', label: 'Start Time', type: 'time', ...required },
    { id: 'endDateDisplay', label: 'End Date', type: 'date', ...required },
    { id: 'endTimeDisplay', label: 'End Time', type: 'time', ...required },
    { id: 'description', label: 'Description (not shown to {candidates})', type: 'text-area', maxLength: 500 },
    { id: 'summary', label: 'Summary', type: 'text-area', ...required, maxLength: 500 },
    { id: 'instructions', label: 'Instructions', type: 'text-area', ...required, maxLength: 1000 },
    { id: 'completionChecklist', label: 'Completion Checklist', type: 'text', ...required, hint: 'Items separated by a semicolon (;)' },
    hours('freezePeriodOnsite', 'Freeze Period {Onsite}'),
    hours('freezePeriodRemote', 'Freeze Period {Remote}'),
    hours('freezePeriodEdit', 'Freeze Period Edit'),
    { id: 'freezePeriodCompletion', label: 'Freeze Period Completion', type: 'number', ...required, min: 0, max: 999.99, hint: 'Hours' },
    { id: 'duration', label: 'Duration', type: 'number', ...required, min: 0, max: 24, hint: 'Hours' },
    { id: 'meetingPeriodVisible', label: '{Meeting} Period Visible', type: 'number', ...required, min: 0, hint: 'Days' },
    { id: 'meetingPeriodGap', label: '{Meeting} Period Gap', type: 'number', ...required, min: 0, hint: 'Days' },
  ];
  const unused = new Set<string>(stepType === 'INTERNAL' ? PROJECT_NOT_INTERNAL_FIELDS : []);
  return all.filter((f) => !unused.has(f.id));
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The form's values: a new project starts active, of type assessment (doc 3 §4); a duplicate has its name cleared. */
export function projectValues(p: ProjectDetail | undefined, opts: { organisationId?: string; duplicate?: boolean } = {}): FormValues {
  return {
    encryptedOrganisationId: p?.encryptedOrganisationId ?? opts.organisationId ?? '',
    encryptedDepartmentId: text(p?.encryptedDepartmentId),
    name: opts.duplicate ? '' : text(p?.name),
    stepType: p?.stepType ?? 'ASSESSMENT',
    active: opts.duplicate || (p ? p.active === true : true),
    encryptedTimezoneId: text(p?.encryptedTimezoneId),
    startDateDisplay: text(p?.startDateDisplay),
    startTimeDisplay: text(p?.startTimeDisplay),
    endDateDisplay: text(p?.endDateDisplay),
    endTimeDisplay: text(p?.endTimeDisplay),
    description: text(p?.description),
    summary: text(p?.summary),
    instructions: text(p?.instructions),
    completionChecklist: text(p?.completionChecklist),
    freezePeriodOnsite: text(p?.freezePeriodOnsite),
    freezePeriodRemote: text(p?.freezePeriodRemote),
    freezePeriodEdit: text(p?.freezePeriodEdit),
    freezePeriodCompletion: text(p?.freezePeriodCompletion),
    duration: text(p?.duration),
    meetingPeriodVisible: text(p?.meetingPeriodVisible),
    meetingPeriodGap: text(p?.meetingPeriodGap),
  };
}

/** A type change to internal resets the fields internal projects do not use (doc 3 §4). */
export function withStepType(values: FormValues, stepType: string): FormValues {
  const next: FormValues = { ...values, stepType };
  if (stepType === 'INTERNAL') for (const key of PROJECT_NOT_INTERNAL_FIELDS) next[key] = '';
  return next;
}

/** An organisation change clears what belonged to the previous one. */
export const withOrganisation = (values: FormValues, organisationId: string): FormValues => ({
  ...values,
  encryptedOrganisationId: organisationId,
  encryptedDepartmentId: '',
  encryptedTimezoneId: '',
});

const num = (v: unknown) => (v === '' || v === undefined || v === null || !Number.isFinite(Number(v)) ? undefined : Number(v));
const opt = (v: unknown) => (text(v).trim() === '' ? undefined : text(v).trim());

/** The save request of the form. */
export function projectBody(
  v: FormValues,
  at: { id?: string; formAction: 'create' | 'edit' | 'duplicate'; allowMultiCandidateEntry?: boolean },
): ProjectBody {
  return {
    ...(at.id ? { encryptedId: at.id } : {}),
    formAction: at.formAction,
    encryptedOrganisationId: text(v.encryptedOrganisationId),
    encryptedDepartmentId: text(v.encryptedDepartmentId),
    name: text(v.name).trim(),
    description: opt(v.description),
    summary: opt(v.summary),
    instructions: opt(v.instructions),
    completionChecklist: opt(v.completionChecklist),
    active: !!v.active,
    stepType: (text(v.stepType) || 'ASSESSMENT') as StepType,
    startDateDisplay: text(v.startDateDisplay),
    startTimeDisplay: text(v.startTimeDisplay),
    endDateDisplay: text(v.endDateDisplay),
    endTimeDisplay: text(v.endTimeDisplay),
    encryptedTimezoneId: text(v.encryptedTimezoneId),
    ...(at.allowMultiCandidateEntry === undefined ? {} : { allowMultiCandidateEntry: at.allowMultiCandidateEntry }),
    freezePeriodOnsite: num(v.freezePeriodOnsite) as number,
    freezePeriodRemote: num(v.freezePeriodRemote) as number,
    freezePeriodEdit: num(v.freezePeriodEdit) as number,
    freezePeriodCompletion: num(v.freezePeriodCompletion) as number,
    duration: num(v.duration),
    meetingPeriodVisible: num(v.meetingPeriodVisible),
    meetingPeriodGap: num(v.meetingPeriodGap),
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

/**
 * The route's body schema plus "dates cannot be before today" in the project's zone (doc 3 §5), for the form's check.
 * `keep`: on an edit the dates the record already had are not held to it (the server's rule too).
 */
export function projectFormSchema(now: Date, keep?: { start?: string; end?: string }) {
  // Beside the body schema (an intersection reports both sides), so the dates are judged even while other fields are missing.
  const dates = z.looseObject({ startDateDisplay: z.string(), endDateDisplay: z.string(), encryptedTimezoneId: z.string() });
  return z.intersection(
    projectSave,
    dates.superRefine((p, ctx) => {
      const today = todayIn(p.encryptedTimezoneId, now);
      if (p.startDateDisplay < today && p.startDateDisplay !== keep?.start)
        ctx.addIssue({ code: 'custom', path: ['startDateDisplay'], message: PROJECT_MSG.dateBeforeToday });
      if (p.endDateDisplay < today && p.endDateDisplay !== keep?.end)
        ctx.addIssue({ code: 'custom', path: ['endDateDisplay'], message: PROJECT_MSG.dateBeforeToday });
    }),
  );
}
