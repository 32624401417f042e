import type { SessionServerMessage } from '@scheduler/contracts/live-session';
import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { attendeeAttendance } from './session-attendance.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import { createLiveSessionStore } from './live-session-store.ts';
import { deliver, loadAttendees, loadLiveSession, presentAttendees, type RoomDeps, toPeer, touchSession } from './session-room.ts';
import { visibleTo, type VisibilityRules } from './session-visibility.ts';

/** The connection a relayed message came on: its stored row (functions/ws, realtime/ws-connection-entity.ts). */
export interface RelayConnection {
  connectionId: string;
  userId: string;
  /** The server session (sign-in) that opened it: another sign-in is another device. */
  sessionId?: string;
  liveMeetingId?: string;
  /** What the sign-in is checked again with before a join or a watch (SessionRelayDeps.signedIn). */
  identitySub?: string;
  tokenKey?: string;
  tokenIssuedAt?: number;
  viewerCountry?: string;
}

/** The organisation's live-session settings the relay applies (AWSChime integration item, session-settings.ts). */
export interface RelayRules extends VisibilityRules {
  /** Seconds an issued attendee may wait for its first join. */
  tokenExpiry: number;
}

export interface PresenceDeps extends RoomDeps {
  rules(organisationId: string): Promise<RelayRules>;
}

/** A message the relay refuses: answered to its sender as session.error with this text. */
export class RelayRefusal extends Error {}

export type LeaveReason = 'left' | 'disconnected';

/**
 * Binds the connection to the caller's attendee (op 'join'): the attendee must be the caller's, active, of a LIVE
 * session, and if never bound, issued less than tokenExpiry seconds ago. A previous connection of the attendee is
 * replaced (told session.replaced when it belongs to another sign-in). Answers session.peers to the joiner and
 * session.peer-joined to those who see it.
 */
export async function joinRoom(deps: PresenceDeps, conn: RelayConnection, meetingId: string, attendeeId: string): Promise<void> {
  const session = await loadLiveSession(deps, meetingId);
  if (!session || session.state !== 'LIVE') throw new RelayRefusal('The session is not live');
  const store = createLiveSessionStore(deps.db);
  const connections = createRealtimeStore(deps.db);
  const attendee = await store.attendeeOf({ meetingId, attendeeId });
  if (!attendee || attendee.userId !== conn.userId || attendee.organisationId !== session.organisationId) {
    throw new RelayRefusal('Not an attendee of this session');
  }
  if (!attendee.active) throw new RelayRefusal('This attendee has been replaced');
  const rules = await deps.rules(session.organisationId);
  const now = deps.clock.now();
  if (!attendee.joinedAt && now.getTime() - Date.parse(attendee.createdAt) > rules.tokenExpiry * 1000) {
    throw new RelayRefusal('This attendee has expired');
  }
  const at = now.toISOString();
  const previous = attendee.connectionId && attendee.connectionId !== conn.connectionId ? attendee.connectionId : undefined;
  await store.attendeeBoundWrite({ meetingId, attendeeId }, conn.connectionId, at);
  await connections.bindToMeetingWrite(conn.connectionId, meetingId);
  if (previous) {
    const old = await connections.connectionOf(previous);
    if (old && old.sessionId !== conn.sessionId) await deliver(deps, [previous], { type: 'session.replaced', meetingId });
  }
  // Attendance counts bound periods: a rebind without a leave (a reload) closes the open one first.
  if (previous) await attendeeAttendance(deps.db).left(attendee, at);
  const self = { ...attendee, connectionId: conn.connectionId, joinedAt: at };
  await attendeeAttendance(deps.db).joined(self, at);

  const attendees = (await loadAttendees(deps, meetingId)).map((a) => (a.attendeeId === attendeeId ? self : a));
  const seen = visibleTo(self, presentAttendees(attendees), rules);
  await deliver(deps, [conn.connectionId], { type: 'session.peers', meetingId, self: toPeer(self), peers: seen.map(toPeer) });
  await relayTo(deps, seen, { type: 'session.peer-joined', meetingId, peer: toPeer(self) });
  await touchSession(deps, session);
}

/**
 * Unbinds the attendee bound to `connectionId` in a session (op 'leave', $disconnect, a connection found gone):
 * leftAt, attendance, session.peer-left to those who saw it. Conditioned on the attendee still being bound to this
 * connection, so a late disconnect of a replaced connection never unbinds the new one. Answers whether one was unbound.
 */
export async function leaveRoom(
  deps: PresenceDeps,
  meetingId: string,
  connectionId: string,
  reason: LeaveReason,
  dropping: Set<string> = new Set(),
): Promise<boolean> {
  const attendees = await loadAttendees(deps, meetingId);
  const attendee = attendees.find((a) => a.connectionId === connectionId);
  if (!attendee) return false;
  const at = deps.clock.now().toISOString();
  if (!(await createLiveSessionStore(deps.db).attendeeUnboundWrite({ meetingId, attendeeId: attendee.attendeeId }, connectionId, at))) return false;
  await attendeeAttendance(deps.db).left(attendee, at);
  const session = await loadLiveSession(deps, meetingId);
  if (!session) return true;
  const rules = await deps.rules(session.organisationId);
  const others = presentAttendees(attendees).filter((a) => a.attendeeId !== attendee.attendeeId);
  await relayTo(
    deps,
    visibleTo(attendee, others, rules),
    { type: 'session.peer-left', meetingId, attendeeId: attendee.attendeeId, reason },
    dropping,
  );
  await touchSession(deps, session);
  return true;
}

/**
 * Forgets a connection that has closed or was found gone: its row is deleted and its attendee, if bound, leaves the
 * room with reason 'disconnected'.
 */
export async function dropConnection(deps: PresenceDeps, connectionId: string, dropping: Set<string> = new Set()): Promise<void> {
  if (dropping.has(connectionId)) return;
  dropping.add(connectionId);
  const connections = createRealtimeStore(deps.db);
  const row = await connections.connectionOf(connectionId);
  await connections.forgetConnectionWrite(connectionId);
  if (row?.liveMeetingId) await leaveRoom(deps, row.liveMeetingId, connectionId, 'disconnected', dropping);
}

/**
 * Posts to the connections of `attendees`; those found gone are dropped in turn (their peers told they left). The
 * chain ends: each connection is dropped once.
 */
export async function relayTo(
  deps: PresenceDeps,
  attendees: readonly Pick<LiveAttendee, 'connectionId'>[],
  message: SessionServerMessage,
  dropping: Set<string> = new Set(),
): Promise<void> {
  const ids = attendees.map((a) => a.connectionId).filter((id): id is string => !!id);
  const gone = await deliver(deps, ids, message);
  for (const id of gone) await dropConnection(deps, id, dropping);
}
