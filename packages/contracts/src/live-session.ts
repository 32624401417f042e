import * as z from 'zod';

/**
 * The live session (doc 2 §2 Live meeting session, §3 Live session data, §4, §5, §6, §8, §9): its constants, messages,
 * the join answer of both media kinds, and the messages that travel over the product's WebSocket in both modes
 * (waiting room, signalling of the local peer-to-peer mesh, chat, control, camera status, screen share, end, device
 * switch). Media itself goes through Chime deployed or RTCPeerConnection locally; everything else is this protocol.
 */

/** doc 2 §9 Live session. */
export const LIVE_SESSION = {
  statusPollMs: 3000,
  reconnectMs: 3000,
  waitingRoomStepsMs: [1000, 2000, 4000],
  maxTilesPerPage: 25,
  maxGrid: 5,
  video: { width: 640, height: 360, frameRate: 15 },
  timerTickMs: 1000,
  /** Chime names a screen-share attendee `{attendeeId}#content`. */
  contentSuffix: '#content',
  /** Co-host external ids: `{userId}{COHOST_DELIMITER}cohost`. */
  cohostDelimiter: '#',
  /** Chat text longer than this is refused (the spec names no limit; a chat line is not a document). */
  chatMaxLength: 1000,
  /** Chime data messages live 1000 ms (doc 2 §7 Real-time). */
  dataMessageLifetimeMs: 1000,
  /** A session nobody is connected to for this long is ended by the sweep (media meeting deleted). */
  staleAfterMinutes: 30,
} as const;

/** doc 2 §9 Device test. */
export const DEVICE_TEST = { toneHz: 440, toneMs: 2000, volumeMin: 0, volumeMax: 1, volumeStep: 0.01, volumeDefault: 0.5, micBars: 10 } as const;

/** doc 2 §8, exactly, with the configurable words as label placeholders ({meeting}). */
export const LIVE_SESSION_MESSAGES = {
  notStartedTitle: '{Meeting} Not Started',
  notStarted: 'The {meeting} has not yet been started by the host. Please wait until the host begins the session.',
  endedTitle: '{Meeting} Ended',
  ended: 'The host has ended the {meeting}.',
  anotherDeviceTitle: 'Session Active on Another Device',
  anotherDevice: 'You have signed in from another device. This session will now close. Please press OK to return to the home page.',
  devicesNotDetected: 'Devices not detected. Please check your camera and microphone settings.',
  tryAgain: 'Try Again',
  notAllowedToStart: 'You are not allowed to start the {meeting}',
  confirmEnd: 'Are you sure you wish to end this {meeting}?',
  confirmLeave: 'leave this {meeting}?',
  screenShareSwitch: (name: string) => `${name} has started sharing their screen. Do you want to switch to large screen view and exit grid mode?`,
  deviceTestFailed: 'Camera/mic access failed. Please check permissions or browser support.',
  waitingRoomSteps: ['Checking your {meeting} status...', 'Detecting your devices...', 'Finalizing...'],
  localMediaLabel: 'Local peer-to-peer video (this machine only)',
} as const;

/** The `status` of the session calls' answers (doc 2 §7; isMeetingStarted's message is the host attendee id). */
export const SESSION_STATUS = {
  success: 'SUCCESS',
  error: 'ERROR',
  notStarted: 'NOT_STARTED',
  ended: 'ENDED',
  /** getJoinInfo / createAttendeeResponse: the caller's session is open on another device; switch or reconnect. */
  inUseElsewhere: 'IN_USE_ELSEWHERE',
  notAllowed: 'NOT_ALLOWED',
} as const;

/** A participant's part in the session. host: the meeting's assessor; cohost: an admin allowed to start. */
export const SESSION_ROLES = ['host', 'cohost', 'candidate'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

/**
 * getJoinInfo's answer (contracts schemas/meeting-session joinInfoAnswer is its loose wire form):
 * - chime: `meeting` and `attendee` are Chime's CreateMeeting / CreateAttendee answers (`Meeting`, `Attendee`), as the
 *   SDK's MeetingSessionConfiguration takes them, plus `kind`.
 * - p2p: `meeting` is `{ kind: 'p2p', room }`, `attendee` is `{ AttendeeId, ExternalUserId }` (AttendeeId is the peer id).
 * Both carry `role` and `name` of the caller on `attendee`.
 */
export const MEDIA_KINDS = ['chime', 'p2p'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface JoinInfo {
  status: string;
  message?: string;
  meeting: { kind: MediaKind; MeetingId: string; [key: string]: unknown };
  attendee: { AttendeeId: string; ExternalUserId: string; JoinToken?: string; role: SessionRole; name: string };
}

/** A participant as the other side sees it. */
export const sessionPeer = z.object({
  attendeeId: z.string(),
  name: z.string(),
  role: z.enum(SESSION_ROLES),
  /** The main host (the meeting's assessor) — candidates chat only with them. */
  mainHost: z.boolean(),
  muted: z.boolean().optional(),
  isCameraOff: z.boolean().optional(),
});
export type SessionPeer = z.infer<typeof sessionPeer>;

const meetingId = z.string().min(1).max(200);
const attendeeId = z.string().min(1).max(200);

/**
 * Client → server over the WebSocket: JSON with `action: 'session'` and an `op`. The server checks every message
 * against the connection's user and the session's attendees (an attendee is issued only after the rules admit the
 * caller), and relays it only to the participants its sender may reach.
 */
export const sessionClientMessage = z.discriminatedUnion('op', [
  /** Binds this connection to the caller's attendee; answered with `session.peers`, announced as `session.peer-joined`. */
  z.object({ action: z.literal('session'), op: z.literal('join'), meetingId, attendeeId }),
  /** Leaves (the Leave button); `session.peer-left` with reason 'left'. */
  z.object({ action: z.literal('session'), op: z.literal('leave'), meetingId }),
  /** p2p mesh: an SDP description or ICE candidate for one peer (perfect negotiation). */
  z.object({
    action: z.literal('session'),
    op: z.literal('signal'),
    meetingId,
    to: attendeeId,
    data: z.looseObject({ description: z.looseObject({}).optional(), candidate: z.looseObject({}).nullable().optional() }),
  }),
  /** Chat to 'Everyone' or one attendee (doc 2 §3 chat message). */
  z.object({ action: z.literal('session'), op: z.literal('chat'), meetingId, to: z.string().min(1).max(200), message: z.string().max(4000) }),
  /** Host only: mute / unmute one attendee, or muteAll candidates (doc 2 §3 control message). */
  z.object({
    action: z.literal('session'),
    op: z.literal('control'),
    meetingId,
    control: z.enum(['mute', 'unmute', 'muteAll']),
    targetAttendeeId: attendeeId.optional(),
  }),
  /** My camera went off or on. */
  z.object({ action: z.literal('session'), op: z.literal('camera'), meetingId, isCameraOff: z.boolean() }),
  /** My microphone state (so hosts know when everyone is muted). */
  z.object({ action: z.literal('session'), op: z.literal('mic'), meetingId, muted: z.boolean() }),
  /** I started or stopped sharing my screen. */
  z.object({ action: z.literal('session'), op: z.literal('screen'), meetingId, screen: z.enum(['started', 'stopped']) }),
  /** A candidate in the waiting room (before joining): watch this meeting's start and end. */
  z.object({ action: z.literal('session'), op: z.literal('watch'), meetingId }),
]);
export type SessionClientMessage = z.infer<typeof sessionClientMessage>;

/** Server → client over the WebSocket (all have `type`). */
export type SessionServerMessage =
  | { type: 'session.peers'; meetingId: string; self: SessionPeer; peers: SessionPeer[] }
  | { type: 'session.peer-joined'; meetingId: string; peer: SessionPeer }
  | { type: 'session.peer-left'; meetingId: string; attendeeId: string; reason: 'left' | 'disconnected' | 'switched' }
  | { type: 'session.signal'; meetingId: string; from: string; data: Record<string, unknown> }
  | { type: 'session.chat'; meetingId: string; senderId: string; senderName: string; recipient: string; message: string; timestamp: string }
  | { type: 'session.control'; meetingId: string; control: 'mute' | 'unmute' | 'muteAll'; targetAttendeeId?: string }
  | { type: 'session.camera'; meetingId: string; attendeeId: string; isCameraOff: boolean }
  | { type: 'session.mic'; meetingId: string; attendeeId: string; muted: boolean }
  | { type: 'session.screen'; meetingId: string; screen: 'started' | 'stopped'; sharedAttendeeId: string; name: string }
  /** doc 2 §3 waiting-room event, to the hosts (the spec's `type` string is `waitingRoom` here: `type` names the message). */
  | { type: 'session.waiting-room'; meetingId: string; eventType: 'candidate-waitingRoom'; waitingRoom: 'true' | 'false'; attendeeName: string }
  | { type: 'session.started'; meetingId: string; hostAttendeeId: string }
  | { type: 'session.ended'; meetingId: string }
  /** This connection's attendee moved to another device: 'Session Active on Another Device'. */
  | { type: 'session.replaced'; meetingId: string }
  | { type: 'session.error'; meetingId?: string; op?: string; message: string };
