import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One attendee per sign-in and run of a session: written with the attendee in one transaction, on condition it does not
 * exist, so two getJoinInfo calls of one sign-in at once issue one attendee (the other call answers it). Deleted when
 * its attendee is retired (a device switch), so the sign-in may be issued a new one; and with the session's rows.
 * Access patterns:
 * - get by meetingId + seat (primary): the attendee a racing call lost to
 * - the seats of a session (primary, pk meetingId): deleted with its rows a day after it ended
 */
export const liveAttendeeGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'liveAttendeeGuard', version: '1', service: 'scheduler' },
      attributes: {
        meetingId: { type: 'string', required: true },
        /** The run's startedAt, the user and the sign-in (seatOf in session-service.ts). */
        seat: { type: 'string', required: true },
        attendeeId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byMeeting: { pk: { field: 'pk', composite: ['meetingId'] }, sk: { field: 'sk', composite: ['seat'] } },
      },
    },
    config,
  );
export type LiveAttendeeGuardEntity = ReturnType<typeof liveAttendeeGuardEntity>;
export type LiveAttendeeGuard = EntityItem<LiveAttendeeGuardEntity>;
