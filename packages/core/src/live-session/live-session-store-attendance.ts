import { isConditionFailure } from '../conditional-write.ts';
import type { Db } from '../db.ts';

type BookingKey = { organisationId: string; bookingId: string };

/** A write on a booking that may not exist: one that does not is left alone. */
async function unlessMissing(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * What a live session writes on its candidates' bookings (session-attendance.ts, waiting-room.ts): the attendance
 * fields and the waiting-room check-in.
 */
export function liveSessionBookingWrites(db: Db) {
  return {
    /** Stamps the first join (sessionJoinedAt); later joins leave it as it is. */
    async attendanceJoinWrite(key: BookingKey, at: string): Promise<void> {
      await unlessMissing(
        db.booking
          .patch(key)
          .set({ sessionJoinedAt: at })
          .where(({ sessionJoinedAt }, { notExists }) => notExists(sessionJoinedAt))
          .go(),
      );
    },

    /** Closes one bound period: the leave time, its seconds added to sessionSeconds. */
    async attendanceLeaveWrite(key: BookingKey, at: string, seconds: number): Promise<void> {
      await unlessMissing(db.booking.patch(key).set({ sessionLeftAt: at }).add({ sessionSeconds: seconds }).go());
    },

    /** The candidate has checked in to the meeting's waiting room. */
    async checkedInWrite(key: BookingKey, now: string): Promise<void> {
      await db.booking.patch(key).set({ inWaitingRoom: true, updatedAt: now }).go();
    },
  };
}
