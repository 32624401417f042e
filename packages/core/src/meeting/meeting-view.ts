import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { meetingDetail, meetingRow } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import { displayAddress } from '../resource/display-address.ts';
import { formatDisplayDateTime, formatDisplayTime } from '../time/time-formats.ts';
import { timeZoneShortCode } from '../time/time-zones.ts';
import { utcToZonedDateTime } from '../time/zoned-date-time.ts';
import type { Meeting } from './meeting-entity.ts';
import { meetingHours } from './meeting-rules.ts';

/** 'Friday, 05 March 2027 09:00 AM - 10:00 AM Syd': the meeting's time in its own zone. */
export const dateTimeCombined = (m: Pick<Meeting, 'start' | 'end' | 'timeZone'>) =>
  `${formatDisplayDateTime(new Date(m.start), m.timeZone)} - ${formatDisplayTime(new Date(m.end), m.timeZone, { zoneCode: true })}`;

/** What the detail adds to the stored meeting: names, the caller's view of it, and its launch links. */
export interface DetailExtras {
  labels: LabelSet;
  projectName?: string;
  remoteUrlRequired?: boolean;
  assessorName?: string;
  assessorOrgAdmin: boolean;
  resourceNames: string[];
  showAuditField: boolean;
  accessByAssessorAdmin: boolean;
  completionAllowedInternal: boolean;
  links?: { candidateBookingLink?: string; assessorBookingLink?: string };
}

/** doc 2 §3 Meeting as meeting/get answers it: wall dates and times in the meeting's zone, label words for displays. */
export function meetingDetailOf(m: Meeting, x: DetailExtras): z.input<typeof meetingDetail> {
  const start = utcToZonedDateTime(new Date(m.start), m.timeZone);
  const end = utcToZonedDateTime(new Date(m.end), m.timeZone);
  return {
    encryptedId: m.meetingId,
    encryptedProjectId: m.projectId,
    encryptedStepId: m.projectId,
    encryptedOrganisationId: m.organisationId,
    projectName: x.projectName,
    active: m.active,
    show: m.show,
    surge: m.surge,
    archived: m.archived,
    archivedReason: m.archivedReason,
    readyToPurge: !!m.readyToPurge,
    purgeDate: m.purgeDate,
    showAuditField: x.showAuditField,
    stepType: m.stepType,
    stepTypeDisplay: labelText(x.labels, m.stepType),
    startDateDisplay: start.date,
    startTimeDisplay: start.time,
    endDateDisplay: end.date,
    endTimeDisplay: end.time,
    dateTimeCombined: dateTimeCombined(m),
    duration: meetingHours(m),
    encryptedTimezoneId: m.timeZone,
    timezoneCode: timeZoneShortCode(m.timeZone),
    deliveryMethod: m.deliveryMethod,
    deliveryMethodDisplay: labelText(x.labels, m.deliveryMethod),
    addressDTO: m.address ? { encryptedId: m.addressId, ...m.address } : undefined,
    displayAddress: displayAddress(m.address),
    assessorName: x.assessorName,
    encryptedAssessorId: m.assessorId,
    assessorOrgAdmin: x.assessorOrgAdmin,
    showAdmins: m.showAdmins ?? false,
    accessByAssessorAdmin: x.accessByAssessorAdmin,
    recordByAssessor: m.createdBy !== undefined && m.createdBy === m.assessorId,
    ...x.links,
    remoteUrlRequired: x.remoteUrlRequired ?? false,
    comments: m.comments,
    instructions: m.instructions,
    freezePeriodEdit: m.freezePeriodEdit,
    freezePeriodCancel: m.freezePeriodCancel,
    freezePeriodCompletion: m.freezePeriodCompletion,
    candidateMin: m.candidateMin,
    candidateMax: m.candidateMax,
    candidatesConfirmed: m.candidatesConfirmed,
    seats: `${m.candidatesConfirmed}/${m.candidateMax}`,
    encryptedResourceIds: m.resourceIds ? [...m.resourceIds] : [],
    resourceNames: x.resourceNames.join(', '),
    openLink: m.openLink,
    completionAllowedInternal: x.completionAllowedInternal,
    taskJson: m.taskJson,
    statusInternal: m.statusInternal,
    actualHours: m.actualHours,
    underMinimum: m.underMinimum
      ? {
          confirmed: m.underMinimum.confirmed,
          minimum: m.underMinimum.minimum,
          checkedAt: m.underMinimum.checkedAt,
          ...(m.underMinimum.decision ? { decision: m.underMinimum.decision } : {}),
        }
      : undefined,
  };
}

/** A meeting list row (doc 2 meeting list columns). */
export function meetingRowOf(m: Meeting, x: { labels: LabelSet; projectName?: string; assessorName?: string }): z.input<typeof meetingRow> {
  return {
    encryptedId: m.meetingId,
    encryptedProjectId: m.projectId,
    dateTimeCombined: dateTimeCombined(m),
    startDateDisplay: utcToZonedDateTime(new Date(m.start), m.timeZone).date,
    projectName: x.projectName,
    stepType: m.stepType,
    stepTypeDisplay: labelText(x.labels, m.stepType),
    deliveryMethodDisplay: labelText(x.labels, m.deliveryMethod),
    assessorName: x.assessorName,
    displayAddress: displayAddress(m.address),
    seats: `${m.candidatesConfirmed}/${m.candidateMax}`,
    active: m.active,
    archived: m.archived,
    readyToPurge: !!m.readyToPurge,
    purgeDate: m.purgeDate,
  };
}
