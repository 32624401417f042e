import type { MeetingMedia } from '../ports/meeting-media.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';
import type { LiveSession } from './live-session-entity.ts';
import { createLiveSessionStore } from './live-session-store.ts';
import { attendeeAttendance } from './session-attendance.ts';
import { announceToMeeting, loadAttendees, type RoomDeps } from './session-room.ts';

export interface EndDeps extends RoomDeps {
  media: MeetingMedia;
}

/**
 * How a session ends: 'finish' (the host's finishMeeting: conditioned on LIVE only; bound attendees leave now) or
 * 'sweep' (the stale-session sweep: conditioned on LIVE and untouched since it was read, so a session someone came
 * back to is left alone; a still-bound attendee's connection went without a word, so it left when the session was
 * last active).
 */
export type EndMode = 'finish' | 'sweep';

/**
 * How long an ended session's rows are kept: its attendees hold people's names and ids, and the booking already holds
 * the attendance. DynamoDB TTL (expiresAt) deletes them deployed; the live-session sweep deletes them exactly, and is
 * what deletes them locally (session-sweep.ts).
 */
export const ENDED_RETENTION_HOURS = 24;

/** The expiresAt (epoch seconds) of the rows of a session ended at `endedAt`. */
export const endedRowsExpireAt = (endedAt: string) => Math.floor(Date.parse(endedAt) / 1000) + ENDED_RETENTION_HOURS * 3600;

/**
 * Ends a LIVE session, the one way for both: state ENDED, session.ended to its room and watchers, every attendee
 * inactive and unbound with attendance closed, the media meeting deleted. Answers whether this call ended it (a
 * session already ended, or a race lost, changes nothing).
 */
export async function endSession(deps: EndDeps, session: LiveSession, endedBy: string, mode: EndMode): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  const lastActiveAt = mode === 'finish' ? at : session.lastActiveAt;
  const ended = await createLiveSessionStore(deps.db).sessionEndedWrite(
    session.meetingId,
    { endedAt: at, endedBy, lastActiveAt, expiresAt: endedRowsExpireAt(at) },
    mode === 'finish' ? undefined : session.lastActiveAt,
  );
  if (!ended) return false;
  await announceToMeeting(deps, session.meetingId, { type: 'session.ended', meetingId: session.meetingId });
  for (const attendee of await loadAttendees(deps, session.meetingId)) {
    const leftAt = mode === 'finish' ? at : attendee.joinedAt && [attendee.joinedAt, session.lastActiveAt].sort().at(-1);
    await closeAttendee(deps, attendee, leftAt, endedRowsExpireAt(at));
  }
  await deps.media.deleteMeeting({ mediaMeetingId: session.mediaMeetingId });
  return true;
}

/**
 * An attendee of an ended session: inactive, unbound and due to go at `expiresAt`; one still bound leaves at `leftAt`
 * (its attendance closes).
 */
async function closeAttendee(deps: EndDeps, a: LiveAttendee, leftAt: string | undefined, expiresAt: number): Promise<void> {
  const left = a.connectionId ? leftAt : undefined;
  await createLiveSessionStore(deps.db).attendeeRetiredWrite({ meetingId: a.meetingId, attendeeId: a.attendeeId }, { leftAt: left, expiresAt });
  if (left) await attendeeAttendance(deps.db).left(a, left);
}
