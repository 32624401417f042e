import { isGridAdmin, type Actor } from '../actor.ts';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import { createMeetingAccess } from '../meeting/meeting-access.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import { settingsOf, type OrganisationSettings } from '../organisation/organisation-settings.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { Project } from '../project/project-entity.ts';
import { createProjectStore } from '../project/project-store.ts';
import type { Booking } from './booking-entity.ts';
import { createBookingStore } from './booking-store.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { viewerOf, type PermissionFacts } from './booking-permissions.ts';

/** What a booking's rules and views read beside it: its meeting (once booked), its project, its organisation. */
export interface BookingContext {
  meeting?: Meeting;
  project?: Project;
  organisation?: Organisation;
  settings: OrganisationSettings;
}

/** The booking's meeting, project and organisation settings, read in the booking's organisation. */
export async function bookingContextOf(db: Db, booking: Booking): Promise<BookingContext> {
  const { organisationId } = booking;
  const [meeting, project, organisation] = await Promise.all([
    booking.meetingId ? createMeetingStore(db).meetingOf(organisationId, booking.meetingId) : Promise.resolve(null),
    createProjectStore(db).projectOf(organisationId, booking.projectId),
    createOrganisationStore(db).organisationOf(organisationId),
  ]);
  return {
    meeting: meeting ?? undefined,
    project: project ?? undefined,
    organisation: organisation ?? undefined,
    settings: settingsOf(organisation?.config),
  };
}

/** The facts cancelAllowed and completionAllowed decide on, for this caller now. */
export function permissionFactsOf(actor: Actor, booking: Booking, ctx: BookingContext, now: Date): PermissionFacts {
  return {
    now,
    viewer: viewerOf(actor),
    booking,
    meeting: ctx.meeting,
    project: ctx.project,
    adminFreeze: ctx.settings.freezePeriodAdminConfig,
  };
}

/**
 * Which bookings a caller reaches (doc 2 §6): a grid admin any organisation's (found by id alone), an organisation
 * admin their organisation's, an assessor or invigilator the bookings of the meetings they run (an assessor admin
 * also those of the assessors granted to them), a candidate only their own. Anything else answers 404, so another
 * organisation's or another candidate's booking id reveals nothing.
 */
export function createBookingAccess(db: Db) {
  const meetings = createMeetingAccess(db);
  const bookings = createBookingStore(db);

  async function find(actor: Actor, bookingId: string, opts: { consistent?: boolean }): Promise<Booking | null> {
    const organisationId = isGridAdmin(actor) ? (await bookings.bookingById(bookingId))?.organisationId : actor.organisationId;
    return organisationId ? bookings.bookingOf(organisationId, bookingId, opts) : null;
  }

  return {
    /** A booking the caller may open and act on; 404 otherwise. */
    async reach(actor: Actor, bookingId: string, opts: { consistent?: boolean } = {}): Promise<Booking> {
      const booking = await find(actor, bookingId, opts);
      if (!booking) throw errors.notFound('Booking');
      const viewer = viewerOf(actor);
      if (viewer === 'CANDIDATE' && booking.candidateId !== actor.userId) throw errors.notFound('Booking');
      if (viewer === 'STAFF' && !(booking.assessorId && (await meetings.actsFor(actor, booking.organisationId, booking.assessorId)))) {
        throw errors.notFound('Booking');
      }
      return booking;
    },
  };
}
export type BookingAccess = ReturnType<typeof createBookingAccess>;
