import { PROJECT_MSG, PROJECT_NOT_INTERNAL_FIELDS, type ProjectSave } from '@scheduler/contracts/schemas/project';
import { formatApiDate } from '../time/time-formats.ts';
import { utcToZonedDateTime, zonedDateTimeToUtc } from '../time/zoned-date-time.ts';
import type { ProjectStatus } from './project-entity.ts';

/** The project's status from the form's active flag; archiving is irreversible (doc 3 §4), so an archived project stays archived. */
export function statusAfterSave(active: boolean, before?: ProjectStatus): ProjectStatus {
  if (before === 'ARCHIVED') return 'ARCHIVED';
  return active ? 'ACTIVE' : 'INACTIVE';
}

/** Delete (archive) is offered only for an active project that is not archived (doc 3 §2.5, §4). */
export const canArchive = (status: ProjectStatus): boolean => status === 'ACTIVE';

/** The chip of the project page (doc 3 §2.5). */
export const statusDisplay = (status: ProjectStatus) => (status === 'ACTIVE' ? 'Active' : status === 'INACTIVE' ? 'Inactive' : 'Archived');

/** The window's instants: the form's wall dates and times read in the project's zone. */
export function windowOf(input: Pick<ProjectSave, 'startDateDisplay' | 'startTimeDisplay' | 'endDateDisplay' | 'endTimeDisplay'>, zone: string) {
  return {
    start: zonedDateTimeToUtc(input.startDateDisplay, input.startTimeDisplay, zone).toISOString(),
    end: zonedDateTimeToUtc(input.endDateDisplay, input.endTimeDisplay, zone).toISOString(),
  };
}

/**
 * "Dates cannot be before today" (doc 3 §5), today being the project zone's calendar day. On an edit only a date
 * that changed is held to it, so a running project (its start already past) can still be edited.
 */
export function dateErrors(
  input: Pick<ProjectSave, 'startDateDisplay' | 'endDateDisplay'>,
  zone: string,
  now: Date,
  before?: { start: string; end: string; timeZone: string },
): Record<string, string> {
  const today = formatApiDate(now, zone);
  const out: Record<string, string> = {};
  const was = before
    ? { start: utcToZonedDateTime(new Date(before.start), zone).date, end: utcToZonedDateTime(new Date(before.end), zone).date }
    : undefined;
  const sameZone = before?.timeZone === zone;
  if (input.startDateDisplay < today && !(sameZone && was?.start === input.startDateDisplay)) out.startDateDisplay = PROJECT_MSG.dateBeforeToday;
  if (input.endDateDisplay < today && !(sameZone && was?.end === input.endDateDisplay)) out.endDateDisplay = PROJECT_MSG.dateBeforeToday;
  return out;
}

/** The stored fields of a save: internal projects keep none of the fields they do not use (doc 3 §4 type change resets them). */
export function savedFields(input: ProjectSave, opts: { multiCandidateAllowed: boolean }) {
  const text = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const fields = {
    departmentId: input.encryptedDepartmentId,
    name: input.name.trim(),
    description: text(input.description),
    summary: text(input.summary),
    instructions: text(input.instructions),
    completionChecklist: text(input.completionChecklist),
    stepType: input.stepType,
    timeZone: input.encryptedTimezoneId,
    // The organisation's setting decides (doc 3 §4: picking an organisation loads it); a save may only turn it off.
    allowMultiCandidateEntry: opts.multiCandidateAllowed && input.allowMultiCandidateEntry !== false,
    freezePeriodOnsite: input.freezePeriodOnsite,
    freezePeriodRemote: input.freezePeriodRemote,
    freezePeriodEdit: input.freezePeriodEdit,
    freezePeriodCompletion: input.freezePeriodCompletion,
    meetingPeriodVisible: input.meetingPeriodVisible,
    meetingPeriodGap: input.meetingPeriodGap,
    duration: input.duration,
    internalMeetingPastPeriod: input.internalMeetingPastPeriod,
    remoteUrlRequired: !!input.remoteUrlRequired,
    resourceAvailable: !!input.resourceAvailable,
  };
  if (input.stepType === 'INTERNAL') for (const key of PROJECT_NOT_INTERNAL_FIELDS) fields[key] = undefined;
  return fields;
}
export type SavedFields = ReturnType<typeof savedFields>;

/** The labels of the audited fields (audit rows and field-level rows name the field by its label). */
export const AUDITED_FIELDS = {
  name: 'Name',
  departmentId: 'Department',
  description: 'Description',
  summary: 'Summary',
  instructions: 'Instructions',
  completionChecklist: 'Completion Checklist',
  stepType: 'Type',
  status: 'Status',
  start: 'Start Date Time',
  end: 'End Date Time',
  timeZone: 'Default Timezone',
  allowMultiCandidateEntry: 'Allow Multi {Candidate} Entry',
  freezePeriodOnsite: 'Freeze Period {Onsite}',
  freezePeriodRemote: 'Freeze Period {Remote}',
  freezePeriodEdit: 'Freeze Period Edit',
  freezePeriodCompletion: 'Freeze Period Completion',
  meetingPeriodVisible: '{Meeting} Period Visible',
  meetingPeriodGap: '{Meeting} Period Gap',
  duration: 'Duration',
  internalMeetingPastPeriod: '{Internal} {Meeting} Past Period',
  remoteUrlRequired: '{Remote} Url Required',
  resourceAvailable: 'Resource Available',
  purgeDate: 'Purge Date',
} as const;
export type AuditedField = keyof typeof AUDITED_FIELDS;

/** The audited fields whose value differs (all that are set, for a new record), with the new value as text. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): { column: AuditedField; value: string }[] {
  const out: { column: AuditedField; value: string }[] = [];
  for (const column of Object.keys(AUDITED_FIELDS) as AuditedField[]) {
    if (!(column in after)) continue;
    const now = after[column];
    const was = before?.[column];
    const empty = (v: unknown) => v === undefined || v === null || v === '';
    if (before ? (empty(was) && empty(now)) || was === now : empty(now)) continue;
    out.push({ column, value: empty(now) ? '' : String(now) });
  }
  return out;
}
