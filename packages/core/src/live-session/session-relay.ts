import { sessionClientMessage, type SessionServerMessage } from '@scheduler/contracts/live-session';
import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { deliver } from './session-room.ts';
import { dropConnection, joinRoom, leaveRoom, type PresenceDeps, RelayRefusal, type RelayConnection } from './session-presence.ts';
import { chat, control, mediaState, signal, watch } from './session-relay-ops.ts';

export type { RelayConnection, RelayRules } from './session-presence.ts';

export interface SessionRelayDeps extends PresenceDeps {
  /** The product meeting id of a message's `meetingId`: the id itself or its sealed launch form (page URLs carry it). */
  resolveMeetingId(id: string): Promise<string>;
  /**
   * Whether the sign-in that opened the connection still stands, by the rule every HTTP call meets (session live, not
   * revoked, the token issued after the person's last revocation, roles left, the country): asked before a join or a
   * watch, since an open socket outlives a logout or a revocation that did not reach it.
   */
  signedIn(conn: RelayConnection): Promise<boolean>;
  /** Forgets and closes a connection whose sign-in has ended (realtime/close-connections.ts). */
  close(connectionId: string): Promise<void>;
}

/** Ours (the spec is silent): a join or watch on a connection whose sign-in has ended; the connection is closed. */
export const SIGNED_OUT = 'Your session has ended, please sign in again';

/**
 * The live session over the product's WebSocket (issue 12 design "WebSocket relay"): every `action: 'session'`
 * message of a stored connection is parsed, checked against the connection's user and the session's attendees, and
 * relayed only to the participants its sender may reach (session-visibility.ts). A join or a watch first checks the
 * connection's sign-in again. Refusals answer session.error to the sender alone.
 */
export function createSessionRelay(deps: SessionRelayDeps) {
  const refuse = (conn: RelayConnection, message: string, meetingId?: string, op?: string) =>
    deliver(deps, [conn.connectionId], {
      type: 'session.error',
      message,
      ...(meetingId ? { meetingId } : {}),
      ...(op ? { op } : {}),
    } satisfies SessionServerMessage);

  return {
    /** One `action: 'session'` message (already JSON-parsed) of the connection. */
    async message(conn: RelayConnection, body: unknown): Promise<void> {
      const parsed = sessionClientMessage.safeParse(body);
      if (!parsed.success) {
        await refuse(conn, 'Invalid session message');
        return;
      }
      const msg = { ...parsed.data, meetingId: await deps.resolveMeetingId(parsed.data.meetingId) };
      if ((msg.op === 'join' || msg.op === 'watch') && !(await deps.signedIn(conn))) {
        await refuse(conn, SIGNED_OUT, msg.meetingId, msg.op);
        await deps.close(conn.connectionId);
        return;
      }
      try {
        switch (msg.op) {
          case 'join':
            return await joinRoom(deps, conn, msg.meetingId, msg.attendeeId);
          case 'leave':
            await leaveRoom(deps, msg.meetingId, conn.connectionId, 'left');
            await createRealtimeStore(deps.db).unbindFromMeetingWrite(conn.connectionId);
            return;
          case 'signal':
            return await signal(deps, conn, msg);
          case 'chat':
            return await chat(deps, conn, msg);
          case 'control':
            return await control(deps, conn, msg);
          case 'camera':
          case 'mic':
          case 'screen':
            return await mediaState(deps, conn, msg);
          case 'watch':
            return await watch(deps, conn, msg.meetingId);
        }
      } catch (e) {
        if (!(e instanceof RelayRefusal)) throw e;
        await refuse(conn, e.message, msg.meetingId, msg.op);
      }
    },
    /** $disconnect: the connection is forgotten and its attendee, if bound, leaves with reason 'disconnected'. */
    disconnect: (connectionId: string) => dropConnection(deps, connectionId),
  };
}
export type SessionRelay = ReturnType<typeof createSessionRelay>;
