import { LIVE_SESSION, type SessionRole } from '@scheduler/contracts/live-session';
import { isAnyAdmin, type Actor } from '../actor.ts';
import type { Booking } from '../booking/booking-entity.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { openLaunchId, type LaunchKey } from '../meeting/meeting-launch-link.ts';
import { readSessionSettings, type SessionSettings } from './session-settings.ts';
import { isInsideWindow } from './session-window.ts';

/** Our message for a meeting that has no live session (not REMOTE, archived or inactive); the spec is silent. */
export const NOT_HELD_ONLINE = 'This meeting is not held online';

/** The meeting id of a session call: the raw id, or the sealed form a launch link carries. */
export const meetingIdOf = (key: LaunchKey | undefined, id: string): string => (key ? (openLaunchId(key, id) ?? id) : id);

/** The caller's part in a meeting's live session. */
export type SessionPart =
  | { kind: 'staff'; role: Extract<SessionRole, 'host' | 'cohost'>; mainHost: boolean; externalUserId: string }
  | { kind: 'candidate'; role: 'candidate'; mainHost: false; externalUserId: string; booking: Booking }
  | { kind: 'none' };

export interface SessionContext {
  meeting: Meeting;
  settings: SessionSettings;
  online: boolean;
  part: SessionPart;
}

/** The caller's CONFIRMED booking of the meeting, if any (a meeting holds at most candidateMax bookings). */
export async function confirmedBookingOf(deps: DataDeps, meeting: Meeting, candidateId: string): Promise<Booking | undefined> {
  const confirmed = await createBookingStore(deps.db).confirmedBookingsOfMeeting(meeting.organisationId, meeting.meetingId);
  return confirmed.find((b) => b.candidateId === candidateId);
}

/**
 * The start right (doc 2 §5): the meeting's assessor is the host (main host); an admin of the meeting's organisation
 * is a co-host, whose media id carries the co-host delimiter. Nobody else may start.
 */
export function staffPart(actor: Actor, meeting: Meeting): SessionPart | undefined {
  if (actor.userId === meeting.assessorId) return { kind: 'staff', role: 'host', mainHost: true, externalUserId: actor.userId };
  if (isAnyAdmin(actor))
    return { kind: 'staff', role: 'cohost', mainHost: false, externalUserId: `${actor.userId}${LIVE_SESSION.cohostDelimiter}cohost` };
  return undefined;
}

/**
 * The meeting of a session call, in the caller's current organisation (another organisation's: 404), with the
 * organisation's settings, whether it is held online, and the caller's part.
 */
export async function sessionContext(deps: DataDeps & { launchKey?: LaunchKey }, actor: Actor, id: string): Promise<SessionContext> {
  const meetingId = meetingIdOf(deps.launchKey, id);
  const meeting = await createMeetingStore(deps.db).meetingOf(actor.organisationId, meetingId);
  if (!meeting) throw errors.notFound('{Meeting}');
  const settings = await readSessionSettings(deps.db, meeting.organisationId);
  const online = meeting.deliveryMethod === 'REMOTE' && meeting.active && !meeting.archived;
  const staff = staffPart(actor, meeting);
  if (staff) return { meeting, settings, online, part: staff };
  const booking = await confirmedBookingOf(deps, meeting, actor.userId);
  const part: SessionPart = booking
    ? { kind: 'candidate', role: 'candidate', mainHost: false, externalUserId: actor.userId, booking }
    : { kind: 'none' };
  return { meeting, settings, online, part };
}

/** Whether the caller may start the session now: enabled, held online, inside the window, host or co-host. */
export const mayStart = (ctx: SessionContext, now: Date): boolean =>
  ctx.settings.enabled && ctx.online && ctx.part.kind === 'staff' && isInsideWindow(ctx.meeting, ctx.settings, now);
