import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { ProjectDetail, ProjectRow } from '@scheduler/contracts/schemas/project';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { timeZoneShortCode } from '../time/time-zones.ts';
import { utcToZonedDateTime } from '../time/zoned-date-time.ts';
import type { Project } from './project-entity.ts';
import { statusDisplay } from './project-rules.ts';

/** The project's step type in the organisation's words (the step types are label codes). */
export const stepTypeDisplay = (p: Pick<Project, 'stepType'>, labels: LabelSet) => labelText(labels, p.stepType);

const shown = (instant: string, zone: string) => formatDisplayDateTime(new Date(instant), zone, { zoneCode: true });

/** doc 3 §3 Project as project/get answers it: the window as wall dates and times of the project's zone. */
export function projectDetailOf(
  p: Project,
  at: { organisationName: string; departmentName?: string; labels: LabelSet; confirmationAlertMissing: boolean },
): ProjectDetail {
  const start = utcToZonedDateTime(new Date(p.start), p.timeZone);
  const end = utcToZonedDateTime(new Date(p.end), p.timeZone);
  return {
    encryptedId: p.projectId,
    encryptedOrganisationId: p.organisationId,
    organisationName: at.organisationName,
    encryptedDepartmentId: p.departmentId,
    departmentName: at.departmentName,
    name: p.name,
    description: p.description,
    summary: p.summary,
    instructions: p.instructions,
    completionChecklist: p.completionChecklist,
    stepType: p.stepType,
    stepTypeDisplay: stepTypeDisplay(p, at.labels),
    active: p.status === 'ACTIVE',
    archived: p.status === 'ARCHIVED',
    statusDisplay: statusDisplay(p.status),
    readyToPurge: !!p.readyToPurge,
    purgeDate: p.purgeDate,
    startDateDisplay: start.date,
    startTimeDisplay: start.time,
    endDateDisplay: end.date,
    endTimeDisplay: end.time,
    dateTimeCombined: `${formatDisplayDateTime(new Date(p.start), p.timeZone)} - ${shown(p.end, p.timeZone)}`,
    encryptedTimezoneId: p.timeZone,
    timezoneCode: timeZoneShortCode(p.timeZone),
    allowMultiCandidateEntry: !!p.allowMultiCandidateEntry,
    uploadProcessorName: p.uploadProcessorName,
    freezePeriodOnsite: p.freezePeriodOnsite,
    freezePeriodRemote: p.freezePeriodRemote,
    freezePeriodEdit: p.freezePeriodEdit,
    freezePeriodCompletion: p.freezePeriodCompletion,
    meetingPeriodVisible: p.meetingPeriodVisible,
    meetingPeriodGap: p.meetingPeriodGap,
    duration: p.duration,
    internalMeetingPastPeriod: p.internalMeetingPastPeriod,
    remoteUrlRequired: !!p.remoteUrlRequired,
    resourceAvailable: !!p.resourceAvailable,
    confirmationAlertMissing: at.confirmationAlertMissing,
  };
}

/** A row of the project list (doc 3 §2.4) with the export's extra columns; startOn/endOn (UTC) sort the time columns. */
export function projectRowOf(
  p: Project,
  at: { organisationName: string; labels: LabelSet; confirmationAlertMissing: boolean },
): ProjectRow & { startOn: string; endOn: string } {
  return {
    encryptedId: p.projectId,
    name: p.name,
    stepType: p.stepType,
    stepTypeDisplay: stepTypeDisplay(p, at.labels),
    organisationName: at.organisationName,
    encryptedOrganisationId: p.organisationId,
    startDateTime: shown(p.start, p.timeZone),
    endDateTime: shown(p.end, p.timeZone),
    dateTimeCombined: `${shown(p.start, p.timeZone)} - ${shown(p.end, p.timeZone)}`,
    statusDisplay: statusDisplay(p.status),
    readyToPurge: !!p.readyToPurge,
    purgeDate: p.purgeDate,
    freezePeriodOnsite: p.freezePeriodOnsite,
    freezePeriodRemote: p.freezePeriodRemote,
    freezePeriodEdit: p.freezePeriodEdit,
    meetingPeriodVisible: p.meetingPeriodVisible,
    meetingPeriodGap: p.meetingPeriodGap,
    confirmationAlertMissing: at.confirmationAlertMissing,
    startOn: p.start,
    endOn: p.end,
  };
}
