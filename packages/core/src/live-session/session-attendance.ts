import type { Db } from '../db.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import { liveSessionBookingWrites } from './live-session-store-attendance.ts';

/**
 * Live-session attendance on the candidate's booking (issue 12): `sessionJoinedAt` is the first time the candidate's
 * attendee was bound to a connection, `sessionLeftAt` the last time it left, `sessionSeconds` the sum of its bound
 * periods. Written by the relay on join, leave and disconnect, by finishMeeting and by the stale-session sweep.
 */
export interface AttendanceJoin {
  organisationId: string;
  bookingId: string;
  /** ISO time of the bind. */
  at: string;
}

export interface AttendanceLeave extends AttendanceJoin {
  /** ISO time the period being closed began (the attendee's joinedAt). */
  joinedAt: string;
}

/** Stamps the first join; later joins leave it as it is. A booking that does not exist is left alone. */
export async function recordJoin(db: Db, { organisationId, bookingId, at }: AttendanceJoin): Promise<void> {
  await liveSessionBookingWrites(db).attendanceJoinWrite({ organisationId, bookingId }, at);
}

/** Seconds between two ISO times, never negative. */
export const boundSeconds = (joinedAt: string, at: string): number => Math.max(0, Math.round((Date.parse(at) - Date.parse(joinedAt)) / 1000));

/** Closes one bound period: the leave time and its seconds added to the total. A booking that does not exist is left alone. */
export async function recordLeave(db: Db, { organisationId, bookingId, joinedAt, at }: AttendanceLeave): Promise<void> {
  await liveSessionBookingWrites(db).attendanceLeaveWrite({ organisationId, bookingId }, at, boundSeconds(joinedAt, at));
}

/** The attendance of one attendee row (only a candidate's attendee carries a bookingId); the relay's attendance port. */
export function attendeeAttendance(db: Db) {
  return {
    async joined(attendee: LiveAttendee, at: string): Promise<void> {
      if (attendee.bookingId) await recordJoin(db, { organisationId: attendee.organisationId, bookingId: attendee.bookingId, at });
    },
    async left(attendee: LiveAttendee, at: string): Promise<void> {
      if (attendee.bookingId && attendee.joinedAt) {
        await recordLeave(db, { organisationId: attendee.organisationId, bookingId: attendee.bookingId, joinedAt: attendee.joinedAt, at });
      }
    },
  };
}
