import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { bookingRow } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { namesFor } from '../user/user-views.ts';
import type { Booking } from './booking-entity.ts';

export type BookingRow = z.input<typeof bookingRow>;

/** What a row is built with besides the booking: the page's meetings, projects and people, read once per page. */
export interface BookingRowContext {
  meetings: Map<string, Pick<Meeting, 'timeZone'>>;
  projectNames: Map<string, string>;
  users: Map<string, User>;
  /** The candidates' accesses to the organisation: their unique id and the names the organisation shows. */
  accesses: Map<string, UserOrgAccess>;
  labels: LabelSet;
  /** Admins see status reasons (doc 2 §6). */
  admin: boolean;
}

/** A ready-to-purge booking shows a Purge Date when archived, else a Sanitise Date (doc 2 booking list). */
export function bookingPurgeView(b: Pick<Booking, 'readyToPurge' | 'purgeDate' | 'status'>) {
  if (!b.readyToPurge) return { readyToPurge: false };
  return { readyToPurge: true, purgeDate: b.purgeDate, purgeDateLabel: b.status === 'ARCHIVED' ? 'Purge Date' : 'Sanitise Date' };
}

function candidateNameOf(b: Booking, ctx: BookingRowContext): string {
  const user = ctx.users.get(b.candidateId);
  if (!user) return '';
  const access = ctx.accesses.get(b.candidateId);
  return fullNameOf(access ? namesFor(user, access) : user);
}

/**
 * One booking as a row of the booking lists (doc 2 booking list row fields): times in the meeting's zone with its
 * short code (a pending booking has no meeting: its status date in server time), names as the organisation shows them.
 */
export function bookingRowOf(b: Booking, ctx: BookingRowContext): BookingRow {
  const zone = (b.meetingId && ctx.meetings.get(b.meetingId)?.timeZone) || SERVER_TIME_ZONE;
  const assessor = b.assessorId ? ctx.users.get(b.assessorId) : undefined;
  return {
    encryptedId: b.bookingId,
    encryptedMeetingId: b.meetingId,
    encryptedCandidateId: b.candidateId,
    encryptedProjectId: b.projectId,
    projectName: ctx.projectNames.get(b.projectId) ?? '',
    statusDateDisplay: formatDisplayDateTime(new Date(b.statusDate), zone, { zoneCode: true }),
    dateTimeCombined: b.start ? formatDisplayDateTime(new Date(b.start), zone, { zoneCode: true }) : '',
    start: b.start,
    stepTypeDisplay: labelText(ctx.labels, b.stepType),
    status: b.status,
    candidateUniqueId: ctx.accesses.get(b.candidateId)?.uniqueId ?? '',
    candidateName: candidateNameOf(b, ctx),
    candidateRequestType: b.candidateRequestType ?? '',
    assessorName: assessor ? fullNameOf(assessor) : '',
    ...(ctx.admin && b.statusReason ? { statusReason: b.statusReason } : {}),
    ...bookingPurgeView(b),
  };
}
