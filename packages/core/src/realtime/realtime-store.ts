import type { Db } from '../db.ts';

/** The WebSocket connection reads and writes: the only code that touches the wsConnection entity. */
export function createRealtimeStore(db: Db) {
  return {
    /** The connection by id, or null. */
    async connectionOf(connectionId: string) {
      return (await db.wsConnection.get({ connectionId }).go()).data;
    },

    /** Every connection of a person, live or past its TTL. */
    async connectionsOfUser(userId: string) {
      // bounded: a person's open tabs until their rows expire (a two-hour TTL)
      return (await db.wsConnection.query.byUser({ userId }).go({ pages: 'all' })).data;
    },

    /** Every connection watching a meeting or joined to its room, live or past its TTL. */
    async connectionsOfMeeting(meetingId: string) {
      // bounded: the people of one live session (its seats and staff) until their rows expire
      return (await db.wsConnection.query.byLiveMeeting({ liveMeetingId: meetingId }).go({ pages: 'all' })).data;
    },

    /** The connection watches (or is joined to) a meeting. */
    async bindToMeetingWrite(connectionId: string, meetingId: string) {
      await db.wsConnection.patch({ connectionId }).set({ liveMeetingId: meetingId }).go();
    },

    /** The connection leaves the meeting it watched or was joined to. */
    async unbindFromMeetingWrite(connectionId: string) {
      await db.wsConnection.patch({ connectionId }).remove(['liveMeetingId']).go();
    },

    /** The connection is forgotten. */
    async forgetConnectionWrite(connectionId: string) {
      await db.wsConnection.delete({ connectionId }).go();
    },
  };
}
export type RealtimeStore = ReturnType<typeof createRealtimeStore>;
