import type { SessionPeer, SessionServerMessage } from '@scheduler/contracts/live-session';
import type { DataDeps } from '../deps.ts';
import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import type { LiveSession } from './live-session-entity.ts';
import { createLiveSessionStore } from './live-session-store.ts';

/** Posts to one WebSocket connection; 'gone' when the client has left (functions/ws ConnectionPoster, the Realtime port). */
export type PostToConnection = (connectionId: string, message: SessionServerMessage) => Promise<'sent' | 'gone'>;

export interface RoomDeps extends DataDeps {
  post: PostToConnection;
}

/** Every relayed message touches the session's lastActiveAt at most this often (the sweep reads it). */
export const TOUCH_EVERY_MS = 60_000;

export const loadLiveSession = (deps: DataDeps, meetingId: string): Promise<LiveSession | null> =>
  createLiveSessionStore(deps.db).liveSessionOf(meetingId);

/** Every attendee row of a session, active or not (a session holds the few people of an assessment). */
export const loadAttendees = (deps: DataDeps, meetingId: string): Promise<LiveAttendee[]> => createLiveSessionStore(deps.db).attendeesOf(meetingId);

/** The attendees in the room now: active and bound to a connection. */
export const presentAttendees = (attendees: readonly LiveAttendee[]): (LiveAttendee & { connectionId: string })[] =>
  attendees.filter((a): a is LiveAttendee & { connectionId: string } => a.active && !!a.connectionId);

export const toPeer = (a: LiveAttendee): SessionPeer => ({
  attendeeId: a.attendeeId,
  name: a.name,
  role: a.role,
  mainHost: a.mainHost,
  ...(a.muted === undefined ? {} : { muted: a.muted }),
  ...(a.isCameraOff === undefined ? {} : { isCameraOff: a.isCameraOff }),
});

/** Posts one message to each connection; answers the connections found gone. A failing post does not stop the others. */
export async function deliver(deps: RoomDeps, connectionIds: readonly string[], message: SessionServerMessage): Promise<string[]> {
  const gone: string[] = [];
  await Promise.all(
    [...new Set(connectionIds)].map(async (id) => {
      try {
        if ((await deps.post(id, message)) === 'gone') gone.push(id);
      } catch {
        // A throttled or failing post is not a departure: the client keeps its place and may receive the next one.
      }
    }),
  );
  return gone;
}

/** The open connections watching a meeting (waiting room, op 'watch') or joined to its room (op 'join'). */
export async function meetingConnections(deps: DataDeps, meetingId: string): Promise<string[]> {
  const now = deps.clock.now();
  const data = await createRealtimeStore(deps.db).connectionsOfMeeting(meetingId);
  return data.filter((c) => isLiveConnection(c, now)).map((c) => c.connectionId);
}

/**
 * Tells everyone of a meeting: the attendees in the room and the watchers (session.started, session.ended). Gone
 * connections are forgotten (a bound attendee's departure is then found by the stale-session sweep or its page's
 * reconnect). For the session service (finishMeeting, start) and the sweep.
 */
export async function announceToMeeting(deps: RoomDeps, meetingId: string, message: SessionServerMessage): Promise<void> {
  const [watching, attendees] = await Promise.all([meetingConnections(deps, meetingId), loadAttendees(deps, meetingId)]);
  const bound = attendees.filter((a) => a.connectionId).map((a) => a.connectionId as string);
  const gone = await deliver(deps, [...watching, ...bound], message);
  const connections = createRealtimeStore(deps.db);
  await Promise.all(gone.map((connectionId) => connections.forgetConnectionWrite(connectionId)));
}

/** Moves the session's lastActiveAt forward, at most once a minute (the sweep ends sessions idle past `inactive`). */
export async function touchSession(deps: DataDeps, session: LiveSession): Promise<void> {
  const now = deps.clock.now();
  if (now.getTime() - Date.parse(session.lastActiveAt) < TOUCH_EVERY_MS) return;
  // Ended meanwhile: nothing to keep alive (the write leaves it alone).
  await createLiveSessionStore(deps.db).sessionTouchedWrite(session.meetingId, now.toISOString());
}
