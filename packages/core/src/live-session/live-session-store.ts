import { conditioned, isConditionFailure } from '../conditional-write.ts';
import type { Db } from '../db.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import type { LiveAttendeeGuard } from './live-attendee-guard-entity.ts';
import type { LiveSession } from './live-session-entity.ts';
import { liveSessionBookingWrites } from './live-session-store-attendance.ts';

type AttendeeKey = { meetingId: string; attendeeId: string };
type SeatKey = { meetingId: string; seat: string };

/** A conditional write whose condition failing means there is nothing left to do. */
async function unlessConditionFails(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The live-session reads and writes (DESIGN §3.4): the only code that touches the live session, live attendee and
 * attendee seat entities, and the live session's marks on its candidates' bookings (live-session-store-attendance.ts).
 */
export function createLiveSessionStore(db: Db) {
  return {
    /** The session of a meeting (its latest run), or null. */
    async liveSessionOf(meetingId: string): Promise<LiveSession | null> {
      return (await db.liveSession.get({ meetingId }).go()).data;
    },

    /** Every LIVE session. */
    async liveSessions(): Promise<LiveSession[]> {
      // bounded: the sessions running now (one per meeting in progress)
      return (await db.liveSession.query.byState({ state: 'LIVE' }).go({ pages: 'all' })).data;
    },

    /** The ENDED sessions last active before the cut-off (their rows are due to be deleted). */
    async endedSessionsBefore(cutoff: string): Promise<LiveSession[]> {
      // bounded: the sessions ended since the sweep's last run deleted the older ones (it runs every few minutes)
      return (await db.liveSession.query.byState({ state: 'ENDED' }).lt({ lastActiveAt: cutoff }).go({ pages: 'all' })).data;
    },

    /** Writes a new run of the session; throws the condition failure when a LIVE run exists. */
    async startSessionWrite(session: LiveSession): Promise<void> {
      await db.liveSession
        .put(session)
        .where((s, { notExists, eq }) => `${notExists(s.meetingId)} OR ${eq(s.state, 'ENDED')}`)
        .go();
    },

    /** The LIVE session's lastActiveAt moves forward; one ended meanwhile is left alone. */
    async sessionTouchedWrite(meetingId: string, at: string): Promise<void> {
      await unlessConditionFails(
        db.liveSession
          .patch({ meetingId })
          .set({ lastActiveAt: at })
          .where((s, { eq }) => eq(s.state, 'LIVE'))
          .go(),
      );
    },

    /**
     * The session becomes ENDED, conditioned on it being LIVE (and, when `untouchedSince` is named, on its lastActiveAt
     * being that); answers false when the condition failed.
     */
    async sessionEndedWrite(
      meetingId: string,
      end: Pick<LiveSession, 'endedAt' | 'endedBy' | 'lastActiveAt' | 'expiresAt'>,
      untouchedSince?: string,
    ): Promise<boolean> {
      return conditioned(
        db.liveSession
          .patch({ meetingId })
          .set({ state: 'ENDED', ...end })
          .where((s, { eq }) =>
            untouchedSince === undefined ? eq(s.state, 'LIVE') : `${eq(s.state, 'LIVE')} AND ${eq(s.lastActiveAt, untouchedSince)}`,
          )
          .go(),
      );
    },

    /** The ENDED session's row goes, unless it was started again (or touched) since it was read. */
    async forgetEndedSessionWrite(meetingId: string, lastActiveAt: string): Promise<void> {
      await unlessConditionFails(
        db.liveSession
          .delete({ meetingId })
          .where((s, { eq }) => `${eq(s.state, 'ENDED')} AND ${eq(s.lastActiveAt, lastActiveAt)}`)
          .go(),
      );
    },

    /** Every attendee row of a session, active or not. */
    async attendeesOf(meetingId: string): Promise<LiveAttendee[]> {
      // bounded: the few people of one assessment and the rows of its runs until they are deleted a day after the end
      return (await db.liveAttendee.query.byMeeting({ meetingId }).go({ pages: 'all' })).data;
    },

    /** An attendee of a session, or null. */
    async attendeeOf(key: AttendeeKey, opts: { consistent?: boolean } = {}): Promise<LiveAttendee | null> {
      return (await db.liveAttendee.get(key).go(opts)).data;
    },

    /** A sign-in's seat of a run, or null. */
    async seatOf(key: SeatKey, opts: { consistent?: boolean } = {}): Promise<LiveAttendeeGuard | null> {
      return (await db.liveAttendeeGuard.get(key).go(opts)).data;
    },

    /** Every seat of a session. */
    async seatsOf(meetingId: string): Promise<LiveAttendeeGuard[]> {
      // bounded: one seat per sign-in of the few people of one assessment, until deleted a day after the end
      return (await db.liveAttendeeGuard.query.byMeeting({ meetingId }).go({ pages: 'all' })).data;
    },

    /** The attendee with its sign-in's seat, in one transaction; false when the sign-in holds the seat already. */
    async claimSeatWrite(row: LiveAttendee, seat: SeatKey): Promise<boolean> {
      const result = await db.service.transaction
        .write(({ liveAttendee, liveAttendeeGuard }) => [
          liveAttendee.create(row).commit(),
          liveAttendeeGuard.create({ ...seat, attendeeId: row.attendeeId, createdAt: row.createdAt }).commit(),
        ])
        .go();
      return !result.canceled;
    },

    /** The seat is freed, only while it still names this attendee. */
    async freeSeatWrite(seat: SeatKey, attendeeId: string): Promise<void> {
      await unlessConditionFails(
        db.liveAttendeeGuard
          .delete(seat)
          .where((g, { eq }) => eq(g.attendeeId, attendeeId))
          .go(),
      );
    },

    /** The seat row goes (the sweep's delete of an ended session). */
    async forgetSeatWrite(seat: SeatKey): Promise<void> {
      await db.liveAttendeeGuard.delete(seat).go();
    },

    /** The attendee row goes (the sweep's delete of an ended session). */
    async forgetAttendeeWrite(key: AttendeeKey): Promise<void> {
      await db.liveAttendee.delete(key).go();
    },

    /** The attendee is bound to a connection from `joinedAt` (its leftAt cleared). */
    async attendeeBoundWrite(key: AttendeeKey, connectionId: string, joinedAt: string): Promise<void> {
      await db.liveAttendee.patch(key).set({ connectionId, joinedAt }).remove(['leftAt']).go();
    },

    /** The attendee bound to `connectionId` leaves at `at`; false when it was no longer bound to it. */
    async attendeeUnboundWrite(key: AttendeeKey, connectionId: string, at: string): Promise<boolean> {
      return conditioned(
        db.liveAttendee
          .patch(key)
          .set({ leftAt: at })
          .remove(['connectionId'])
          .where((a, { eq }) => eq(a.connectionId, connectionId))
          .go(),
      );
    },

    /** The attendee becomes inactive and unbound (leaving at `leftAt` when named; due to go at `expiresAt` when named). */
    async attendeeRetiredWrite(key: AttendeeKey, change: { leftAt?: string; expiresAt?: number }): Promise<void> {
      await db.liveAttendee
        .patch(key)
        .set({
          active: false,
          ...(change.expiresAt === undefined ? {} : { expiresAt: change.expiresAt }),
          ...(change.leftAt ? { leftAt: change.leftAt } : {}),
        })
        .remove(['connectionId'])
        .go();
    },

    /** The attendee now belongs to another sign-in (a reconnect on this device). */
    async attendeeSignInWrite(key: AttendeeKey, sessionId: string): Promise<void> {
      await db.liveAttendee.patch(key).set({ sessionId }).go();
    },

    /** The attendee's camera or microphone state. */
    async attendeeMediaWrite(key: AttendeeKey, state: { isCameraOff: boolean } | { muted: boolean }): Promise<void> {
      await db.liveAttendee.patch(key).set(state).go();
    },

    ...liveSessionBookingWrites(db),
  };
}
export type LiveSessionStore = ReturnType<typeof createLiveSessionStore>;
