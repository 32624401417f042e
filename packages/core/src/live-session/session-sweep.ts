import { isConditionFailure } from '../conditional-write.ts';
import type { MeetingMedia } from '../ports/meeting-media.ts';
import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import type { LiveSession } from './live-session-entity.ts';
import { attendeeAttendance } from './session-attendance.ts';
import { announceToMeeting, loadAttendees, type RoomDeps } from './session-room.ts';
import type { SessionSettings } from './session-settings.ts';

export interface SweepDeps extends RoomDeps {
  media: MeetingMedia;
  settings(organisationId: string): Promise<Pick<SessionSettings, 'inactive'>>;
}

/** Who ended a session the sweep ended (endedBy). */
export const SWEEP_ENDED_BY = 'system:live-session-sweep';

export interface SweepResult {
  /** LIVE sessions read. */
  live: number;
  ended: number;
}

/**
 * Ends the LIVE sessions nobody is in any more (issue 12 design): no attendee bound to an open connection, and no
 * activity for the organisation's `inactive` minutes. Each is ended as finishMeeting would (endSession). Safe to run
 * twice and alongside a finish: ending is conditioned on the session being LIVE and untouched since it was read.
 */
export async function sweepStaleSessions(deps: SweepDeps): Promise<SweepResult> {
  const now = deps.clock.now();
  const { data: live } = await deps.db.liveSession.query.byState({ state: 'LIVE' }).go({ pages: 'all' });
  let ended = 0;
  for (const session of live) {
    const { inactive } = await deps.settings(session.organisationId);
    if (now.getTime() - Date.parse(session.lastActiveAt) < inactive * 60_000) continue;
    if (await anyoneConnected(deps, session.meetingId, now)) continue;
    if (await endSession(deps, session, SWEEP_ENDED_BY)) ended++;
  }
  return { live: live.length, ended };
}

async function anyoneConnected(deps: SweepDeps, meetingId: string, now: Date): Promise<boolean> {
  const bound = (await loadAttendees(deps, meetingId)).filter((a) => a.active && a.connectionId);
  for (const a of bound) {
    const { data: connection } = await deps.db.wsConnection.get({ connectionId: a.connectionId as string }).go();
    if (connection && isLiveConnection(connection, now)) return true;
  }
  return false;
}

/**
 * Ends a LIVE session: state ENDED (conditioned on it being LIVE with the lastActiveAt read, so a session someone
 * came back to, or one already ended, is left alone), session.ended to its room and watchers, every attendee
 * inactive with leftAt and attendance closed, the media meeting deleted. Answers whether this call ended it.
 */
export async function endSession(deps: SweepDeps, session: LiveSession, endedBy: string): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  try {
    await deps.db.liveSession
      .patch({ meetingId: session.meetingId })
      .set({ state: 'ENDED', endedAt: at, endedBy, lastActiveAt: session.lastActiveAt })
      .where((s, { eq }) => `${eq(s.state, 'LIVE')} AND ${eq(s.lastActiveAt, session.lastActiveAt)}`)
      .go();
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  await announceToMeeting(deps, session.meetingId, { type: 'session.ended', meetingId: session.meetingId });
  for (const attendee of await loadAttendees(deps, session.meetingId)) await closeAttendee(deps, session, attendee);
  await deps.media.deleteMeeting({ mediaMeetingId: session.mediaMeetingId });
  return true;
}

/**
 * An attendee of an ended session: inactive and unbound. One still bound left when the session was last active (its
 * connection went without a word), which closes its attendance period.
 */
async function closeAttendee(deps: SweepDeps, session: LiveSession, a: LiveAttendee): Promise<void> {
  if (!a.active && !a.connectionId) return;
  const leftAt = a.connectionId && a.joinedAt ? [a.joinedAt, session.lastActiveAt].sort().at(-1) : undefined;
  await deps.db.liveAttendee
    .patch({ meetingId: a.meetingId, attendeeId: a.attendeeId })
    .set({ active: false, ...(leftAt ? { leftAt } : {}) })
    .remove(['connectionId'])
    .go();
  if (leftAt) await attendeeAttendance(deps.db).left(a, leftAt);
}
