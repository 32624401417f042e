import { LIVE_SESSION_MESSAGES, SESSION_STATUS } from '@scheduler/contracts/live-session';
import type {
  attendeeNameParams,
  joinInfoAnswer,
  sessionIdParams,
  sessionOrgParams,
  sessionStatusAnswer,
} from '@scheduler/contracts/schemas/meeting-session';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { isConditionFailure } from '../conditional-write.ts';
import { errors } from '../errors.ts';
import type { LaunchKey } from '../meeting/meeting-launch-link.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import type { MediaAttendee, MeetingMedia } from '../ports/meeting-media.ts';
import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import type { LiveSession } from './live-session-entity.ts';
import { createLiveSessionStore } from './live-session-store.ts';
import { mayStart, NOT_HELD_ONLINE, type SessionContext, type SessionPart, sessionContext } from './session-access.ts';
import { endSession } from './session-end.ts';
import { attendeeAttendance } from './session-attendance.ts';
import { announceToMeeting, deliver, loadAttendees, loadLiveSession, type RoomDeps } from './session-room.ts';
import { readSessionSettings } from './session-settings.ts';
import { isInsideWindow } from './session-window.ts';
import { isStaff, maySee, type Participant as Seen } from './session-visibility.ts';

export interface SessionDeps extends RoomDeps {
  /** Undefined where no media is configured: every call that needs media is refused. */
  media?: MeetingMedia;
  /** The launch-link key (sealed meeting ids); undefined where the function has none. */
  launchKey?: LaunchKey;
}

/** The contract's answers of the session calls. */
export type SessionAnswer = z.input<typeof sessionStatusAnswer>;
export type JoinInfoAnswer = z.input<typeof joinInfoAnswer>;

type IdParams = z.output<typeof sessionIdParams>;
type Participant = Exclude<SessionPart, { kind: 'none' }>;

const answer = (status: string, message: string): SessionAnswer => ({ status, message });
const notAllowed = () => answer(SESSION_STATUS.notAllowed, LIVE_SESSION_MESSAGES.notAllowedToStart);
const notStarted = () => answer(SESSION_STATUS.notStarted, LIVE_SESSION_MESSAGES.notStarted);
const ended = () => answer(SESSION_STATUS.ended, LIVE_SESSION_MESSAGES.ended);
/** Ours: a live session that may not be joined any more (past its window); the spec is silent. */
const OUTSIDE_WINDOW = 'This meeting can no longer be joined';
/** Ours: the caller's attendee is bound on another sign-in; the page offers 'Join on This Device' or 'Reconnect'. */
const IN_USE_ELSEWHERE = 'Your session is open on another device';

/** The attendees issued in this run of the session (a re-start after an end keeps the old rows, inactive). */
const ofRun = (session: LiveSession, attendees: readonly LiveAttendee[]) => attendees.filter((a) => a.createdAt >= session.startedAt);

/** The key of a sign-in's seat in a run of the session (live-attendee-guard-entity.ts). */
const seatOf = (session: LiveSession, a: Pick<LiveAttendee, 'userId' | 'sessionId'>) => ({
  meetingId: session.meetingId,
  seat: `${session.startedAt}#${a.userId}#${a.sessionId}`,
});

/**
 * The caller as the visibility rule sees them: their part in the meeting (host, co-host, candidate with a confirmed
 * booking), else the part an attendee of theirs had (a staff one first); undefined when they have neither.
 */
function callerParticipant(part: SessionPart, own: readonly LiveAttendee[]): Seen | undefined {
  if (part.kind !== 'none') return { attendeeId: part.externalUserId, role: part.role, mainHost: part.mainHost };
  const row = own.find(isStaff) ?? own[0];
  return row && { attendeeId: row.attendeeId, role: row.role, mainHost: row.mainHost };
}

/**
 * The live-session calls of doc 2 §7 (meeting-session): the start rule, admission, attendees and device switches,
 * the end of a session. Every call names a meeting of the caller's current organisation (its id or the sealed form of
 * a launch link); another organisation's meeting is not found.
 */
export function createSessionService(deps: SessionDeps) {
  const { db, clock } = deps;
  const attendance = attendeeAttendance(db);
  const store = createLiveSessionStore(db);

  function media(): MeetingMedia {
    if (!deps.media) throw errors.refused('meeting.not_available', 'Live video is not configured for this service');
    return deps.media;
  }

  async function context(actor: Actor, id: string): Promise<SessionContext> {
    return sessionContext(deps, actor, id);
  }

  /** The row of a media attendee issued to the caller. */
  function attendeeRow(actor: Actor, session: LiveSession, part: Participant, created: MediaAttendee, createdAt: string): LiveAttendee {
    return {
      meetingId: session.meetingId,
      attendeeId: created.AttendeeId,
      organisationId: session.organisationId,
      userId: actor.userId,
      externalUserId: created.ExternalUserId,
      role: part.role,
      mainHost: part.mainHost,
      name: actor.fullName,
      ...(part.kind === 'candidate' ? { bookingId: part.booking.bookingId } : {}),
      ...(created.JoinToken ? { joinToken: created.JoinToken } : {}),
      sessionId: actor.sessionId,
      active: true,
      createdAt,
    };
  }

  /** Writes the attendee with its sign-in's seat of the run; false when the sign-in holds one already. */
  function claimSeat(session: LiveSession, row: LiveAttendee): Promise<boolean> {
    return store.claimSeatWrite(row, seatOf(session, row));
  }

  /**
   * A new attendee of the session for the caller (media first, then its row with the sign-in's seat). A call of the
   * same sign-in that claimed the seat first wins: this one's media attendee is removed and the winner's answered.
   */
  async function issueAttendee(actor: Actor, session: LiveSession, part: Participant): Promise<LiveAttendee> {
    const created = await media().createAttendee({ mediaMeetingId: session.mediaMeetingId, externalUserId: part.externalUserId });
    const row = attendeeRow(actor, session, part, created, clock.now().toISOString());
    if (await claimSeat(session, row)) return row;
    await media().deleteAttendee({ mediaMeetingId: session.mediaMeetingId, attendeeId: row.attendeeId });
    const seat = await store.seatOf(seatOf(session, row), { consistent: true });
    const winner = seat && (await store.attendeeOf({ meetingId: session.meetingId, attendeeId: seat.attendeeId }, { consistent: true }));
    if (!winner) throw new Error(`live session ${session.meetingId}: the seat of this sign-in names no attendee`);
    return winner;
  }

  /** Ends an attendee's part: inactive, unbound, its media attendee removed, attendance closed if it was bound. */
  async function retire(session: LiveSession, a: LiveAttendee, at: string): Promise<void> {
    await store.attendeeRetiredWrite({ meetingId: a.meetingId, attendeeId: a.attendeeId }, a.connectionId ? { leftAt: at } : {});
    // Its sign-in may be issued another (the seat is freed only while it still names this attendee).
    await store.freeSeatWrite(seatOf(session, a), a.attendeeId);
    if (a.connectionId) await attendance.left(a, at);
    await media().deleteAttendee({ mediaMeetingId: session.mediaMeetingId, attendeeId: a.attendeeId });
  }

  /** True when the attendee is bound to a connection still open. */
  async function boundToLiveConnection(a: LiveAttendee): Promise<boolean> {
    if (!a.connectionId) return false;
    const data = await createRealtimeStore(db).connectionOf(a.connectionId);
    return !!data && isLiveConnection(data, clock.now());
  }

  type Admission = { ok: true; session: LiveSession; ctx: SessionContext; part: Participant } | { ok: false; answer: SessionAnswer };

  /**
   * Who may join a session now (doc 2 §5): hosts and co-hosts under the start rule once it is LIVE; candidates with a
   * CONFIRMED booking of the meeting while it is LIVE and inside its window. A candidate without one is not found.
   */
  async function admit(actor: Actor, id: string): Promise<Admission> {
    const ctx = await context(actor, id);
    const { part } = ctx;
    if (part.kind === 'none') {
      if (actor.userType === 'CANDIDATE') throw errors.notFound('Booking');
      return { ok: false, answer: notAllowed() };
    }
    if (!ctx.online) return { ok: false, answer: answer(SESSION_STATUS.error, NOT_HELD_ONLINE) };
    const now = clock.now();
    if (part.kind === 'staff' && !mayStart(ctx, now)) return { ok: false, answer: notAllowed() };
    const session = await loadLiveSession(deps, ctx.meeting.meetingId);
    if (!session) return { ok: false, answer: notStarted() };
    if (session.state === 'ENDED') return { ok: false, answer: ended() };
    if (!ctx.settings.enabled || !isInsideWindow(ctx.meeting, ctx.settings, now)) {
      return { ok: false, answer: answer(SESSION_STATUS.error, OUTSIDE_WINDOW) };
    }
    return { ok: true, session, ctx, part };
  }

  type Held = { kind: 'attendee'; attendee: LiveAttendee } | { kind: 'elsewhere' };

  /**
   * The caller's attendee of this run: the active one of this sign-in (a reload: reconnect), else IN_USE_ELSEWHERE
   * when an active one of another sign-in is bound to an open connection, else a new one (an unbound attendee of
   * another sign-in is retired first).
   */
  async function attendeeFor(actor: Actor, session: LiveSession, part: Participant): Promise<Held> {
    const mine = ofRun(session, await loadAttendees(deps, session.meetingId)).filter((a) => a.active && a.userId === actor.userId);
    const same = mine.find((a) => a.sessionId === actor.sessionId);
    if (same) return { kind: 'attendee', attendee: same };
    for (const other of mine) {
      if (await boundToLiveConnection(other)) return { kind: 'elsewhere' };
    }
    const at = clock.now().toISOString();
    for (const other of mine) await retire(session, other, at);
    return { kind: 'attendee', attendee: await issueAttendee(actor, session, part) };
  }

  function joinInfo(session: LiveSession, a: LiveAttendee): JoinInfoAnswer {
    const stored = JSON.parse(session.mediaMeetingJson) as Record<string, unknown>;
    return {
      status: SESSION_STATUS.success,
      message: a.attendeeId,
      meeting: { ...stored, kind: session.mediaKind, MeetingId: session.mediaMeetingId },
      attendee: {
        AttendeeId: a.attendeeId,
        ExternalUserId: a.externalUserId,
        ...(a.joinToken ? { JoinToken: a.joinToken } : {}),
        role: a.role,
        name: a.name,
      },
    };
  }

  /** Creates the media meeting and the LIVE row once; a racer that loses drops its own media meeting and reads the winner's. */
  async function startSession(actor: Actor, ctx: SessionContext, part: Participant): Promise<LiveSession> {
    const existing = await loadLiveSession(deps, ctx.meeting.meetingId);
    if (existing?.state === 'LIVE') return existing;
    const m = media();
    const created = await m.createMeeting({ externalMeetingId: ctx.meeting.meetingId, organisationId: ctx.meeting.organisationId });
    const host = await m.createAttendee({ mediaMeetingId: created.MeetingId, externalUserId: part.externalUserId });
    const now = clock.now().toISOString();
    const session: LiveSession = {
      meetingId: ctx.meeting.meetingId,
      organisationId: ctx.meeting.organisationId,
      state: 'LIVE',
      mediaKind: created.kind,
      mediaMeetingId: created.MeetingId,
      mediaMeetingJson: JSON.stringify(created),
      startedBy: actor.userId,
      hostAttendeeId: host.AttendeeId,
      startedAt: now,
      lastActiveAt: now,
    };
    try {
      await store.startSessionWrite(session);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await m.deleteMeeting({ mediaMeetingId: created.MeetingId });
      const winner = await loadLiveSession(deps, ctx.meeting.meetingId);
      if (!winner) throw error;
      return winner;
    }
    if (!(await claimSeat(session, attendeeRow(actor, session, part, host, now)))) {
      throw new Error(`live session ${session.meetingId}: the host's seat of a new run was taken`);
    }
    await announceToMeeting(deps, session.meetingId, {
      type: 'session.started',
      meetingId: session.meetingId,
      hostAttendeeId: session.hostAttendeeId,
    });
    return session;
  }

  /** getJoinInfo / createAttendeeResponse: admission, then the caller's attendee (or IN_USE_ELSEWHERE). */
  async function join(actor: Actor, id: string): Promise<JoinInfoAnswer> {
    const admitted = await admit(actor, id);
    if (!admitted.ok) return admitted.answer;
    const held = await attendeeFor(actor, admitted.session, admitted.part);
    if (held.kind === 'elsewhere') return answer(SESSION_STATUS.inUseElsewhere, IN_USE_ELSEWHERE);
    return joinInfo(admitted.session, held.attendee);
  }

  return {
    /** meeting-session/isMeetingCreationAllowed/{id}: SUCCESS with the caller's role, or NOT_ALLOWED with the spec's message. */
    async isMeetingCreationAllowed(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const ctx = await context(actor, id);
      if (!ctx.online && ctx.part.kind === 'staff') return answer(SESSION_STATUS.error, NOT_HELD_ONLINE);
      if (ctx.part.kind !== 'staff' || !mayStart(ctx, clock.now())) return notAllowed();
      return answer(SESSION_STATUS.success, ctx.part.role);
    },

    /** meeting-session/getMeetingResponse/{id}: the host or a co-host starts the session (once); message = the host attendee. */
    async getMeetingResponse(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const ctx = await context(actor, id);
      if (ctx.part.kind === 'staff' && !ctx.online) return answer(SESSION_STATUS.error, NOT_HELD_ONLINE);
      if (ctx.part.kind !== 'staff' || !mayStart(ctx, clock.now())) return notAllowed();
      const session = await startSession(actor, ctx, ctx.part);
      const held = await attendeeFor(actor, session, ctx.part);
      if (held.kind === 'elsewhere') return answer(SESSION_STATUS.inUseElsewhere, IN_USE_ELSEWHERE);
      return answer(SESSION_STATUS.success, session.hostAttendeeId);
    },

    /** meeting-session/isMeetingStarted/{id}: SUCCESS with the host attendee when LIVE; NOT_STARTED; ENDED. */
    async isMeetingStarted(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const ctx = await context(actor, id);
      if (ctx.part.kind === 'none' && actor.userType === 'CANDIDATE') throw errors.notFound('Booking');
      const session = await loadLiveSession(deps, ctx.meeting.meetingId);
      if (!session) return notStarted();
      if (session.state === 'ENDED') return ended();
      return answer(SESSION_STATUS.success, session.hostAttendeeId);
    },

    getJoinInfo: (actor: Actor, { id }: IdParams) => join(actor, id),

    /** meeting-session/createAttendeeResponse/{id}: as getJoinInfo; message = the attendee id. */
    async createAttendeeResponse(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const { status, message } = await join(actor, id);
      return { status, message };
    },

    /**
     * meeting-session/switchToNewDevice/{id}: the caller's other active attendees are retired (their page is told
     * session.replaced, the room session.peer-left 'switched'), and this sign-in gets a new one.
     */
    async switchToNewDevice(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const admitted = await admit(actor, id);
      if (!admitted.ok) return admitted.answer;
      const { session, part } = admitted;
      const attendees = ofRun(session, await loadAttendees(deps, session.meetingId));
      const others = attendees.filter((a) => a.active && a.userId === actor.userId && a.sessionId !== actor.sessionId);
      const at = clock.now().toISOString();
      for (const old of others) {
        await retire(session, old, at);
        if (old.connectionId) {
          await deliver(deps, [old.connectionId], { type: 'session.replaced', meetingId: session.meetingId });
          const room = attendees.filter((a) => a.active && a.connectionId && a.attendeeId !== old.attendeeId).map((a) => a.connectionId as string);
          await deliver(deps, room, { type: 'session.peer-left', meetingId: session.meetingId, attendeeId: old.attendeeId, reason: 'switched' });
        }
      }
      const held = await attendeeFor(actor, session, part);
      if (held.kind === 'elsewhere') return answer(SESSION_STATUS.inUseElsewhere, IN_USE_ELSEWHERE);
      return answer(SESSION_STATUS.success, held.attendee.attendeeId);
    },

    /**
     * meeting-session/joinWithOutSwitch/{id}: reconnect on this device: the caller's active attendee of this run is
     * answered again (its connection is replaced when the page joins); without one, a new one is issued.
     */
    async joinWithOutSwitch(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const admitted = await admit(actor, id);
      if (!admitted.ok) return admitted.answer;
      const { session, part } = admitted;
      const mine = ofRun(session, await loadAttendees(deps, session.meetingId)).filter((a) => a.active && a.userId === actor.userId);
      const reuse = mine.find((a) => a.sessionId === actor.sessionId) ?? mine[0];
      if (reuse) {
        if (reuse.sessionId !== actor.sessionId) {
          await store.attendeeSignInWrite({ meetingId: reuse.meetingId, attendeeId: reuse.attendeeId }, actor.sessionId);
        }
        return answer(SESSION_STATUS.success, reuse.attendeeId);
      }
      return answer(SESSION_STATUS.success, (await issueAttendee(actor, session, part)).attendeeId);
    },

    /**
     * meeting-session/finishMeeting/{id}: the host or a co-host ends the session for everyone: ENDED, the media meeting
     * deleted, every attendee inactive with attendance written, session.ended told. Finishing an ended session changes
     * nothing.
     */
    async finishMeeting(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const ctx = await context(actor, id);
      if (ctx.part.kind !== 'staff') return notAllowed();
      const session = await loadLiveSession(deps, ctx.meeting.meetingId);
      if (!session) return notStarted();
      if (session.state === 'ENDED') return answer(SESSION_STATUS.success, SESSION_STATUS.ended);
      await endSession({ ...deps, media: media() }, session, actor.userId, 'finish');
      return answer(SESSION_STATUS.success, SESSION_STATUS.ended);
    },

    /** meeting-session/getActualMeetingStartTime/{id}: when the host started it (ISO), or NOT_STARTED. */
    async getActualMeetingStartTime(actor: Actor, { id }: IdParams): Promise<SessionAnswer> {
      const ctx = await context(actor, id);
      if (ctx.part.kind === 'none' && actor.userType === 'CANDIDATE') throw errors.notFound('Booking');
      const session = await loadLiveSession(deps, ctx.meeting.meetingId);
      if (!session) return notStarted();
      return answer(SESSION_STATUS.success, session.startedAt);
    },

    /**
     * meeting-session/getAttendeeName/{hostOrExternalId}/{meetingId}: the name of an attendee of the session, by
     * attendee id, external id or user id. The caller must have a part in it (host, co-host, a candidate with a
     * confirmed booking) or an attendee of it, and may learn only the names of those the relay lets them see
     * (session-visibility.ts): a candidate kept apart from the others learns the hosts' names and their own, and is
     * answered 404 for another candidate, as for someone who is not there.
     */
    async getAttendeeName(actor: Actor, { hostOrExternalId, meetingId }: z.output<typeof attendeeNameParams>): Promise<SessionAnswer> {
      const ctx = await context(actor, meetingId);
      const attendees = await loadAttendees(deps, ctx.meeting.meetingId);
      const caller = callerParticipant(
        ctx.part,
        attendees.filter((a) => a.userId === actor.userId),
      );
      if (!caller) throw errors.notFound('Attendee');
      const found = attendees.find(
        (a) => a.attendeeId === hostOrExternalId || a.externalUserId === hostOrExternalId || a.userId === hostOrExternalId,
      );
      if (!found || (found.userId !== actor.userId && !maySee(caller, found, ctx.settings))) throw errors.notFound('Attendee');
      return answer(SESSION_STATUS.success, found.name);
    },

    /** meeting-session/candidatesCanSeeEachOther/{organisationId}: 'true' / 'false' for the caller's organisation (another: 403). */
    async candidatesCanSeeEachOther(actor: Actor, { organisationId }: z.output<typeof sessionOrgParams>): Promise<SessionAnswer> {
      const orgId = scopedOrganisationId(actor, organisationId);
      const settings = await readSessionSettings(db, orgId);
      return answer(SESSION_STATUS.success, String(settings.candidatesCanSeeEachOther));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
