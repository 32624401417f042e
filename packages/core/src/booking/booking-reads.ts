import { hasAnyRole, isAnyAdmin, type Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { createMeetingAccess } from '../meeting/meeting-access.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { createProjectStore } from '../project/project-store.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import { namesFor } from '../user/user-views.ts';
import { createBookingAccess } from './booking-context.ts';
import { createBookingDetailReader, type BookingDetailDeps } from './booking-detail.ts';
import { createBookingStore } from './booking-store.ts';
import type { BookingDetail } from './booking-view.ts';

/** getCandidateInterview's answer (doc 2 §7): message ERROR, NA or the interview booking's id, with what the meeting page shows. */
export interface CandidateInterviewAnswer {
  status: string;
  message: string;
  [extra: string]: unknown;
}

/**
 * The booking reads of doc 2 §7: getById (the Booking Details dialog), getConfirmedCandidateNames (a meeting's
 * booked candidates) and getCandidateInterview (the interview a new assessment booking must keep its gap to). Every
 * read is keyed by the caller's organisation (a grid admin's: the record's) and answers 404 for what the caller does
 * not reach.
 */
export function createBookingReadService(deps: BookingDetailDeps) {
  const { db } = deps;
  const access = createBookingAccess(db);
  const meetingAccess = createMeetingAccess(db);
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);
  const users = createUserStore(db);
  const detailOf = createBookingDetailReader(deps);

  return {
    /** user-booking/getById/{id}: a candidate their own booking, staff the bookings of the meetings they reach, admins their organisation's. */
    async getById(actor: Actor, bookingId: string): Promise<BookingDetail> {
      return detailOf(actor, await access.reach(actor, bookingId));
    },

    /**
     * user-booking/getConfirmedCandidateNames/{meetingId}: the names of the meeting's CONFIRMED candidates, sorted, as
     * the organisation shows them; the message joins them with ', ' (the meeting holds at most candidateMax bookings).
     */
    async confirmedCandidateNames(actor: Actor, meetingId: string) {
      const m = await meetingAccess.reach(actor, meetingId);
      const { organisationId } = m;
      const confirmed = await bookings.confirmedBookingsOfMeeting(organisationId, meetingId);
      const names = await Promise.all(
        confirmed.map(async (b) => {
          const [user, acc] = await Promise.all([users.personOf(b.candidateId), users.accessOf(organisationId, b.candidateId)]);
          return user ? fullNameOf(acc ? namesFor(user, acc) : user) : '';
        }),
      );
      const sorted = names.filter(Boolean).sort((x, y) => x.localeCompare(y, 'en-GB'));
      return { status: 'SUCCESS', message: sorted.join(', '), names: sorted, count: sorted.length };
    },

    /**
     * user-booking/getCandidateInterview/{candidateId}/{organisationId}: the candidate's CONFIRMED interview booking in
     * the organisation. NA when there is none; ERROR when there is more than one (the one-per-step guard allows one
     * per interview project, so a candidate in two interview projects is ambiguous). With it: the interview project's
     * minimum gap in days (meetingPeriodGap), its start date in the meeting's zone, the assessor's name and its id.
     * A candidate asks only about themselves (another candidate: 404); naming another organisation answers 403.
     */
    async candidateInterview(actor: Actor, candidateId: string, requestedOrganisation: string): Promise<CandidateInterviewAnswer> {
      const organisationId = scopedOrganisationId(actor, requestedOrganisation);
      const candidateOnly = !isAnyAdmin(actor) && !hasAnyRole(actor, ['ROLE_ASSESSOR', 'ROLE_INVIGILATOR']);
      if (candidateOnly && candidateId !== actor.userId) throw errors.notFound('{Candidate}');
      const member = await users.accessOf(organisationId, candidateId);
      if (!member || member.userType !== 'CANDIDATE') throw errors.notFound('{Candidate}');
      const interviews = (await bookings.bookingsOfCandidate(organisationId, candidateId)).filter(
        (b) => b.stepType === 'INTERVIEW' && b.status === 'CONFIRMED',
      );
      if (interviews.length === 0) return { status: 'SUCCESS', message: 'NA' };
      if (interviews.length > 1) return { status: 'ERROR', message: 'ERROR' };
      const b = interviews[0]!;
      const [meeting, project, assessor] = await Promise.all([
        meetings.meetingOf(organisationId, b.meetingId ?? 'NONE'),
        projects.projectOf(organisationId, b.projectId),
        b.assessorId ? users.personOf(b.assessorId) : Promise.resolve(null),
      ]);
      return {
        status: 'SUCCESS',
        message: b.bookingId,
        encryptedId: b.bookingId,
        encryptedMeetingId: b.meetingId,
        gap: project?.meetingPeriodGap ?? 0,
        startDateDisplay: b.start ? formatApiDate(new Date(b.start), meeting?.timeZone ?? project?.timeZone ?? SERVER_TIME_ZONE) : '',
        assessorName: assessor ? fullNameOf(assessor) : '',
      };
    },
  };
}
