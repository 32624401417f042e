import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import { type EndDeps, endSession } from './session-end.ts';
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
}

/**
 * Ends the LIVE sessions nobody is in any more (issue 12 design): no attendee bound to an open connection, and no
 * activity for the organisation's `inactive` minutes. Each is ended as finishMeeting would (session-end.ts). Safe to run
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
    if (await endSession(deps, session, SWEEP_ENDED_BY, 'sweep')) ended++;
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
