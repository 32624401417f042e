import { LIVE_SESSION, type SessionClientMessage } from '@scheduler/contracts/live-session';
import { createBookingStore } from '../booking/booking-store.ts';
import { createIdentityStore } from '../identity/identity-store.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { createUserStore } from '../user/user-store.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import { createLiveSessionStore } from './live-session-store.ts';
import type { LiveSession } from './live-session-entity.ts';
import { type PresenceDeps, RelayRefusal, type RelayConnection, type RelayRules, relayTo } from './session-presence.ts';
import { deliver, loadAttendees, loadLiveSession, presentAttendees, touchSession } from './session-room.ts';
import { maySee, routeChat, routeControl, visibleTo } from './session-visibility.ts';

type Op<K extends SessionClientMessage['op']> = Extract<SessionClientMessage, { op: K }>;

/** The room as one message of an attendee sees it: the session, its rules, the sender and who is present. */
interface SenderRoom {
  session: LiveSession;
  rules: RelayRules;
  sender: LiveAttendee & { connectionId: string };
  present: (LiveAttendee & { connectionId: string })[];
}

/** The sender is the attendee bound to this connection in a LIVE session; anything else is refused. */
async function senderRoom(deps: PresenceDeps, conn: RelayConnection, meetingId: string): Promise<SenderRoom> {
  const session = await loadLiveSession(deps, meetingId);
  if (!session || session.state !== 'LIVE') throw new RelayRefusal('The session is not live');
  const present = presentAttendees(await loadAttendees(deps, meetingId));
  const sender = present.find((a) => a.connectionId === conn.connectionId && a.userId === conn.userId);
  if (!sender) throw new RelayRefusal('Join the session first');
  return { session, rules: await deps.rules(session.organisationId), sender, present };
}

/** p2p signalling (SDP or ICE) between two attendees in the room who see each other. */
export async function signal(deps: PresenceDeps, conn: RelayConnection, msg: Op<'signal'>): Promise<void> {
  const room = await senderRoom(deps, conn, msg.meetingId);
  const target = room.present.find((a) => a.attendeeId === msg.to);
  if (!target || target.attendeeId === room.sender.attendeeId || !maySee(room.sender, target, room.rules)) {
    throw new RelayRefusal('That participant cannot be reached');
  }
  await relayTo(deps, [target], { type: 'session.signal', meetingId: msg.meetingId, from: room.sender.attendeeId, data: msg.data });
  await touchSession(deps, room.session);
}

/**
 * A chat line, stamped by the server (sender, name, time), to its recipients and back to its sender (who shows the
 * stamped line; a refusal comes back as session.error instead).
 */
export async function chat(deps: PresenceDeps, conn: RelayConnection, msg: Op<'chat'>): Promise<void> {
  const text = msg.message.trim();
  if (!text) throw new RelayRefusal('The message is empty');
  if (text.length > LIVE_SESSION.chatMaxLength) throw new RelayRefusal(`The message is longer than ${LIVE_SESSION.chatMaxLength} characters`);
  const room = await senderRoom(deps, conn, msg.meetingId);
  const route = routeChat(room.sender, msg.to, room.present, room.rules);
  if (!route.ok) throw new RelayRefusal(route.reason === 'not-allowed' ? 'You may not write to that participant' : 'That participant is not here');
  await relayTo(deps, [...route.recipients, room.sender], {
    type: 'session.chat',
    meetingId: msg.meetingId,
    senderId: room.sender.attendeeId,
    senderName: room.sender.name,
    recipient: route.recipient,
    message: text,
    timestamp: deps.clock.now().toISOString(),
  });
  await touchSession(deps, room.session);
}

/** A host's mute / unmute of one attendee, or muteAll candidates: each target's page mutes itself. */
export async function control(deps: PresenceDeps, conn: RelayConnection, msg: Op<'control'>): Promise<void> {
  const room = await senderRoom(deps, conn, msg.meetingId);
  const route = routeControl(room.sender, msg.control, msg.targetAttendeeId, room.present);
  if (!route.ok) throw new RelayRefusal(route.reason === 'not-host' ? 'Only a host may do that' : 'That participant is not here');
  await relayTo(deps, route.recipients, {
    type: 'session.control',
    meetingId: msg.meetingId,
    control: msg.control,
    ...(msg.targetAttendeeId ? { targetAttendeeId: msg.targetAttendeeId } : {}),
  });
  await touchSession(deps, room.session);
}

/** The sender's camera, microphone or screen share changed: stored (camera, mic) and told to those who see them. */
export async function mediaState(deps: PresenceDeps, conn: RelayConnection, msg: Op<'camera' | 'mic' | 'screen'>): Promise<void> {
  const room = await senderRoom(deps, conn, msg.meetingId);
  const { sender } = room;
  const key = { meetingId: msg.meetingId, attendeeId: sender.attendeeId };
  const seers = visibleTo(sender, room.present, room.rules);
  if (msg.op === 'camera') {
    await createLiveSessionStore(deps.db).attendeeMediaWrite(key, { isCameraOff: msg.isCameraOff });
    await relayTo(deps, seers, { type: 'session.camera', meetingId: msg.meetingId, attendeeId: sender.attendeeId, isCameraOff: msg.isCameraOff });
  } else if (msg.op === 'mic') {
    await createLiveSessionStore(deps.db).attendeeMediaWrite(key, { muted: msg.muted });
    await relayTo(deps, seers, { type: 'session.mic', meetingId: msg.meetingId, attendeeId: sender.attendeeId, muted: msg.muted });
  } else {
    await relayTo(deps, seers, {
      type: 'session.screen',
      meetingId: msg.meetingId,
      screen: msg.screen,
      sharedAttendeeId: sender.attendeeId,
      name: sender.name,
    });
  }
  await touchSession(deps, room.session);
}

/**
 * Waiting room (op 'watch'): the connection hears the session start and end. Allowed to a user of the meeting's
 * organisation (the connection's sign-in works in it) who is its assessor, one of its candidates, or an admin;
 * answered with session.started at once when the session is already live.
 */
export async function watch(deps: PresenceDeps, conn: RelayConnection, meetingId: string): Promise<void> {
  const signIn = conn.sessionId ? await createIdentityStore(deps.db).sessionOf(conn.sessionId) : null;
  if (!signIn || signIn.userId !== conn.userId) throw new RelayRefusal('Meeting not found');
  const { organisationId } = signIn;
  const meeting = await createMeetingStore(deps.db).meetingOf(organisationId, meetingId);
  if (!meeting || !(await mayWatch(deps, conn.userId, organisationId, meeting.assessorId, meetingId))) throw new RelayRefusal('Meeting not found');
  await createRealtimeStore(deps.db).bindToMeetingWrite(conn.connectionId, meetingId);
  const session = await loadLiveSession(deps, meetingId);
  if (session?.state === 'LIVE')
    await deliver(deps, [conn.connectionId], { type: 'session.started', meetingId, hostAttendeeId: session.hostAttendeeId });
}

async function mayWatch(deps: PresenceDeps, userId: string, organisationId: string, assessorId: string, meetingId: string): Promise<boolean> {
  if (assessorId === userId) return true;
  const users = createUserStore(deps.db);
  const [access, user] = await Promise.all([users.accessOf(organisationId, userId), users.personOf(userId)]);
  if (user?.type === 'GRID_ADMIN') return true;
  if (!access?.active) return false;
  if (access.userType === 'ORG_ADMIN') return true;
  const confirmed = await createBookingStore(deps.db).confirmedBookingsOfMeeting(organisationId, meetingId);
  return confirmed.some((b) => b.candidateId === userId);
}
