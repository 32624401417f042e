import { api } from '../../../shared/lib/api/index.ts';

/** A record of the purge list whose purge date can be extended. */
export type PurgeTarget =
  | { kind: 'project'; projectId: string }
  | { kind: 'meeting'; meetingId: string }
  | { kind: 'booking'; bookingId: string }
  | { kind: 'user'; organisationId: string; userId: string };

/** The extendPurgeDate call of the record's area (project, meeting, user-booking, user). */
export function extendPurgeDate(target: PurgeTarget, date: string) {
  switch (target.kind) {
    case 'project':
      return api.call('project.extendPurgeDate', { params: { projectId: target.projectId, date } });
    case 'meeting':
      return api.call('meeting.extendPurgeDate', { params: { meetingId: target.meetingId, date } });
    case 'booking':
      return api.call('user-booking.extendPurgeDate', { params: { bookingId: target.bookingId, date } });
    case 'user':
      return api.call('user.extendPurgeDate', { params: { organisationId: target.organisationId, userId: target.userId, date } });
  }
}
