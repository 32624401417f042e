import { isAnyAdmin, type Actor } from '../actor.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import type { Meeting } from './meeting-entity.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import { completionAllowedByTime, editAllowedByTime } from './meeting-rules.ts';

export type EditAction = 'EDIT' | 'DELETE';

/** Why an edit or delete is refused: the message the client shows; undefined when it is allowed. */
export type EditRefusal = { kind: 'archived' | 'time' | 'bookings'; message: string };

/**
 * The server's edit-allowed check (doc 2 §4, §6, §7 isEditAllowed): an archived meeting is never edited; by time an
 * assessor only before the meeting's edit freeze (so never once the start passed), an admin only before the
 * organisation's admin edit freeze (freezePeriodAdminConfig, by delivery method; none set: any time), with the
 * organisation's own words (msgMeetingEditNA_Admin / _Assessor) where it has them; a delete also needs no confirmed
 * booking (ACTIVE_BOOKINGS).
 */
export function editRefusal(
  actor: Actor,
  meeting: Meeting,
  org: Pick<Organisation, 'config'>,
  action: EditAction,
  now: Date,
): EditRefusal | undefined {
  if (meeting.archived) return { kind: 'archived', message: MEETING_MSG.unableToEditTitle };
  const settings = settingsOf(org.config);
  const admin = isAnyAdmin(actor);
  const freeze = settings.freezePeriodAdminConfig;
  const allowed = editAllowedByTime({
    now,
    start: meeting.start,
    deliveryMethod: meeting.deliveryMethod,
    admin,
    freezePeriodEdit: meeting.freezePeriodEdit,
    adminFreeze: freeze ? { onsite: freeze.meeting_edit_onsite_admin_hours, remote: freeze.meeting_edit_remote_admin_hours } : undefined,
  });
  if (!allowed) {
    const own = admin ? settings.msgMeetingEditNA_Admin : settings.msgMeetingEditNA_Assessor;
    return { kind: 'time', message: own || MEETING_MSG.unableToEditTitle };
  }
  if (action === 'DELETE' && meeting.candidatesConfirmed > 0) return { kind: 'bookings', message: MEETING_MSG.activeBookings };
  return undefined;
}

/**
 * Internal completion (doc 2 §4, §6): internal meetings only, not archived, once the start has passed, and not by an
 * assessor admin for another assessor's meeting (admins may).
 */
export function completionRefusal(actor: Actor, meeting: Meeting, now: Date): string | undefined {
  if (meeting.stepType !== 'INTERNAL') return MEETING_MSG.notInternal;
  if (meeting.archived) return MEETING_MSG.archived;
  if (!isAnyAdmin(actor) && meeting.assessorId !== actor.userId) return MEETING_MSG.completionOthers;
  if (!completionAllowedByTime(now, meeting.start)) return MEETING_MSG.completionNotYet;
  return undefined;
}
