import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import { createLiveSessionStore } from './live-session-store.ts';
import { type EndDeps, ENDED_RETENTION_HOURS, endedRowsExpireAt, endSession } from './session-end.ts';
import { loadAttendees } from './session-room.ts';
import type { SessionSettings } from './session-settings.ts';

export interface SweepDeps extends EndDeps {
  settings(organisationId: string): Promise<Pick<SessionSettings, 'inactive'>>;
}

/** Who ended a session the sweep ended (endedBy). */
export const SWEEP_ENDED_BY = 'system:live-session-sweep';

export interface SweepResult {
  /** LIVE sessions read. */
  live: number;
  ended: number;
  /** Ended sessions whose rows were deleted (past ENDED_RETENTION_HOURS). */
  deleted: number;
}

/**
 * Ends the LIVE sessions nobody is in any more (issue 12 design): no attendee bound to an open connection, and no
 * activity for the organisation's `inactive` minutes. Each is ended as finishMeeting would (session-end.ts). Safe to run
 * twice and alongside a finish: ending is conditioned on the session being LIVE and untouched since it was read.
 */
export async function sweepStaleSessions(deps: SweepDeps): Promise<SweepResult> {
  const now = deps.clock.now();
  const live = await createLiveSessionStore(deps.db).liveSessions();
  let ended = 0;
  for (const session of live) {
    const { inactive } = await deps.settings(session.organisationId);
    if (now.getTime() - Date.parse(session.lastActiveAt) < inactive * 60_000) continue;
    if (await anyoneConnected(deps, session.meetingId, now)) continue;
    if (await endSession(deps, session, SWEEP_ENDED_BY, 'sweep')) ended++;
  }
  return { live: live.length, ended, deleted: await deleteExpired(deps, now) };
}

/**
 * Deletes the rows of sessions ended more than ENDED_RETENTION_HOURS ago: the attendees (people's names and ids), then
 * the session. Read from the ENDED sessions last active before the cut-off (a session is last active by its end);
 * one ended before expiresAt was written expires by its endedAt. Idempotent.
 */
async function deleteExpired(deps: SweepDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ENDED_RETENTION_HOURS * 3_600_000).toISOString();
  const store = createLiveSessionStore(deps.db);
  const data = await store.endedSessionsBefore(cutoff);
  let deleted = 0;
  for (const session of data) {
    const endedAt = session.endedAt ?? session.lastActiveAt;
    if ((session.expiresAt ?? endedRowsExpireAt(endedAt)) * 1000 > now.getTime()) continue;
    // Only the attendees (and their seats) of the runs that ended: a run started again meanwhile keeps its own.
    const attendees = (await loadAttendees(deps, session.meetingId)).filter((a) => a.createdAt <= endedAt);
    for (const a of attendees) await store.forgetAttendeeWrite({ meetingId: a.meetingId, attendeeId: a.attendeeId });
    const seats = await store.seatsOf(session.meetingId);
    for (const g of seats.filter((x) => x.createdAt <= endedAt)) await store.forgetSeatWrite({ meetingId: g.meetingId, seat: g.seat });
    await store.forgetEndedSessionWrite(session.meetingId, session.lastActiveAt);
    deleted++;
  }
  return deleted;
}

async function anyoneConnected(deps: SweepDeps, meetingId: string, now: Date): Promise<boolean> {
  const bound = (await loadAttendees(deps, meetingId)).filter((a) => a.active && a.connectionId);
  for (const a of bound) {
    const connection = await createRealtimeStore(deps.db).connectionOf(a.connectionId as string);
    if (connection && isLiveConnection(connection, now)) return true;
  }
  return false;
}
