import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';

/** A record of the purge list whose purge date can be extended. */
export type PurgeTarget =
  | { kind: 'project'; projectId: string }
  | { kind: 'meeting'; meetingId: string }
  | { kind: 'booking'; bookingId: string }
  | { kind: 'user'; organisationId: string; userId: string };

/**
 * The extendPurgeDate write of the record's area (project, meeting, user-booking, user): `extend(target, date)`
 * settles to the answer once the date moved, or to undefined when the person was told it did not.
 */
export function useExtendPurgeDate() {
  const project = useRouteMutation('project.extendPurgeDate');
  const meeting = useRouteMutation('meeting.extendPurgeDate');
  const booking = useRouteMutation('user-booking.extendPurgeDate');
  const user = useRouteMutation('user.extendPurgeDate');
  return (target: PurgeTarget, date: string) => {
    switch (target.kind) {
      case 'project':
        return project.send({ params: { projectId: target.projectId, date } });
      case 'meeting':
        return meeting.send({ params: { meetingId: target.meetingId, date } });
      case 'booking':
        return booking.send({ params: { bookingId: target.bookingId, date } });
      case 'user':
        return user.send({ params: { organisationId: target.organisationId, userId: target.userId, date } });
    }
  };
}
