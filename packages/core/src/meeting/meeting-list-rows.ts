import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { meetingRow } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import { displayAddress } from '../resource/display-address.ts';
import { formatApiDate, formatApiTime, formatDisplayDateTime } from '../time/time-formats.ts';
import { timeZoneShortCode } from '../time/time-zones.ts';
import type { Meeting } from './meeting-entity.ts';
import { meetingHours } from './meeting-rules.ts';

export type MeetingRow = z.input<typeof meetingRow>;

/** What a row is built with besides the meeting: names read once per page, the organisation's labels, the viewer. */
export interface RowContext {
  projectNames: Map<string, string>;
  assessorNames: Map<string, string>;
  labels: LabelSet;
  /** Admins see Seats and Task Allocation (doc 2 meeting list columns). */
  admin: boolean;
  now: Date;
}

/** The admin's task allocation: the names of the tasks an admin ticked, joined. */
export const taskAllocationOf = (m: Pick<Meeting, 'taskJson'>) =>
  (m.taskJson ?? [])
    .filter((t) => t.adminSelected)
    .map((t) => t.name)
    .join(', ');

/** One meeting as a list row and a calendar event (doc 2 meeting list columns, Calendar event fields). */
export function meetingRowOf(m: Meeting, ctx: RowContext): MeetingRow {
  const start = new Date(m.start);
  const internal = m.stepType === 'INTERNAL';
  return {
    encryptedId: m.meetingId,
    encryptedProjectId: m.projectId,
    encryptedAssessorId: m.assessorId,
    start: m.start,
    end: m.end,
    dateTimeCombined: formatDisplayDateTime(start, m.timeZone, { zoneCode: true }),
    startDateDisplay: formatApiDate(start, m.timeZone),
    startTimeDisplay: formatApiTime(start, m.timeZone),
    timezoneCode: timeZoneShortCode(m.timeZone) ?? m.timeZone,
    projectName: ctx.projectNames.get(m.projectId) ?? '',
    stepType: m.stepType,
    stepTypeDisplay: labelText(ctx.labels, m.stepType),
    assessorName: ctx.assessorNames.get(m.assessorId) ?? '',
    assessorTypeLabel: labelText(ctx.labels, m.stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR'),
    deliveryMethod: m.deliveryMethod,
    displayAddress: m.deliveryMethod === 'REMOTE' ? labelText(ctx.labels, 'REMOTE') : displayAddress(m.address),
    ...(ctx.admin && !internal ? { seats: `${m.candidatesConfirmed}/${m.candidateMax}` } : {}),
    ...(internal
      ? {
          statusInternal: m.statusInternal,
          providedHours: meetingHours(m),
          completedHours: m.actualHours ?? 0,
          ...(ctx.admin ? { taskAllocation: taskAllocationOf(m) } : {}),
        }
      : { providedHours: meetingHours(m) }),
    active: m.active,
    show: m.show,
    surge: m.surge,
    archived: m.archived,
    past: start.getTime() < ctx.now.getTime(),
  };
}
