import { isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import { createUserStore } from '../user/user-store.ts';
import type { Meeting } from './meeting-entity.ts';
import { createMeetingStore } from './meeting-store.ts';

/**
 * Which meetings a caller reaches (doc 2 §6): a grid admin any organisation's (found by id alone), an organisation
 * admin their organisation's; an assessor or invigilator the meetings they run, and an assessor admin also those of
 * the assessors granted to them. Anything else answers 404, so another organisation's id reveals nothing.
 */
export function createMeetingAccess(db: Db) {
  const meetings = createMeetingStore(db);
  const users = createUserStore(db);

  /** A meeting by id in the caller's organisation (a grid admin's: any). */
  async function find(actor: Actor, meetingId: string, opts: { consistent?: boolean } = {}): Promise<Meeting> {
    const organisationId = isGridAdmin(actor) ? (await meetings.meetingById(meetingId))?.organisationId : actor.organisationId;
    const found = organisationId ? await meetings.meetingOf(organisationId, meetingId, opts) : null;
    if (!found) throw errors.notFound('{Meeting}');
    return found;
  }

  /** True when the caller may act for `assessorId` in the caller's organisation: themselves, or granted to an assessor admin. */
  async function actsFor(actor: Actor, organisationId: string, assessorId: string): Promise<boolean> {
    if (isAnyAdmin(actor)) return true;
    if (assessorId === actor.userId) return true;
    if (!actor.roles.includes('ROLE_ASSESSOR_ADMIN')) return false;
    return (await users.assessorGrantOf(organisationId, actor.userId, assessorId)) !== null;
  }

  return {
    find,
    actsFor,
    /** A meeting the caller may open and work on; 404 otherwise. */
    async reach(actor: Actor, meetingId: string, opts: { consistent?: boolean } = {}): Promise<Meeting> {
      const meeting = await find(actor, meetingId, opts);
      if (!(await actsFor(actor, meeting.organisationId, meeting.assessorId))) throw errors.notFound('{Meeting}');
      return meeting;
    },
  };
}
export type MeetingAccess = ReturnType<typeof createMeetingAccess>;
