import { labelText } from '@scheduler/contracts/labels';
import type { candidateBookingResponse } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { createWaitlistReader } from '../waitlist/waitlist-read.ts';
import { createBookingDetailReader, type BookingDetailDeps } from './booking-detail.ts';
import type { Booking } from './booking-entity.ts';
import { createBookingStore } from './booking-store.ts';
import { offeredDays, type OtherBooking } from './offer-rules.ts';
import { searchRange } from './offer-search.ts';

type CandidateHome = z.input<typeof candidateBookingResponse>;
type PendingCard = CandidateHome['listPendingBookings'][number];

/** The booked cards of the home page: every booking that is neither waiting to be booked nor taken away. */
const CARD_STATUSES: readonly Booking['status'][] = ['CONFIRMED', 'COMPLETE', 'INCOMPLETE', 'MISSED', 'CANCELLED'];
const LIVE = (b: Booking) => b.status !== 'ARCHIVED' && b.status !== 'CANCELLED';

/**
 * user-booking/getCandidateBooking (doc 2 Candidate home, §3 Candidate booking response): the candidate's bookings in
 * the organisation they work in, read through their own index (gsi2: a candidate's bookings are few).
 * - listNotPendingBookings: the booked cards as the Booking view (booking-view.ts) for this candidate, so the card's
 *   cancelAllowed, cancelNAMessage and join link (candidateBookingLink only while candidateBookingLinkAvailable) are
 *   the server's; upcoming confirmed first by start, then the rest newest first.
 * - listPendingBookings: each PENDING step with the days its meetings are offered (offeredDays, the rule engine the
 *   search and the booking call use), minSearchStart (the first of them, else today), the methods offered (ONSITE,
 *   REMOTE or BOTH) and the project summary; with the waitlist on (bookingOptions.waitlist), the candidate's place on
 *   the step's waitlist (waitlist-read.ts) or waitlistAvailable when the step offers nothing now.
 * - showAvailable and messageHowtoBook from the organisation's msgBookingHowToBook_Candidate; cancelInterviewAuto when
 *   the candidate holds both an assessment and an interview step (cancelling the first cancels a booked final one,
 *   booking-status.ts); allowMultiCandidateEntry when one of their projects allows it; projectCount their projects.
 */
export function createCandidateBookingService(deps: BookingDetailDeps) {
  const { db, clock } = deps;
  const labels = createConfigLabelService(deps);
  const detailOf = createBookingDetailReader(deps);
  const bookings = createBookingStore(db);
  const meetingStore = createMeetingStore(db);
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);
  const waitlist = createWaitlistReader(deps);

  async function pendingCard(
    b: Booking,
    mine: Booking[],
    labelSet: Awaited<ReturnType<typeof labels.forOrganisation>>,
    now: Date,
    waitlistOn: boolean,
  ): Promise<PendingCard> {
    const { organisationId } = b;
    const project = await projects.projectOf(organisationId, b.projectId);
    const base = {
      encryptedId: b.bookingId,
      encryptedStepId: b.bookingId,
      encryptedProjectId: b.projectId,
      stepType: b.stepType,
      stepTypeDisplay: labelText(labelSet, b.stepType),
      status: b.status,
    };
    if (!project) return { ...base, daysAvailable: [], projectSummary: '' };
    const { from, to } = searchRange(project, now);
    const meetings = from > to ? [] : await meetingStore.projectMeetingsBetween(organisationId, b.projectId, from, to);
    const otherBookings: OtherBooking[] = mine
      .filter((o) => o.bookingId !== b.bookingId)
      .map((o) => ({ bookingId: o.bookingId, stepType: o.stepType, status: o.status, start: o.start }));
    const context = { project, booking: b, otherBookings, now };
    const daysAvailable = offeredDays(meetings, context);
    // Issue 22: their place on the step's waitlist, or the offer to join it when the step offers nothing now.
    const onWaitlist = waitlistOn ? await waitlist.entryOfBooking(b) : undefined;
    const methods = new Set(
      meetings.filter((m) => daysAvailable.includes(formatApiDate(new Date(m.start), m.timeZone))).map((m) => m.deliveryMethod),
    );
    return {
      ...base,
      projectName: project.name,
      projectSummary: project.summary ?? '',
      daysAvailable,
      minSearchStart: daysAvailable[0] ?? formatApiDate(now, project.timeZone),
      deliveryMethod: methods.size === 1 ? [...methods][0] : 'BOTH',
      ...(onWaitlist ? { waitlist: onWaitlist } : {}),
      waitlistAvailable: waitlistOn && !onWaitlist && daysAvailable.length === 0,
    };
  }

  return {
    async home(actor: Actor): Promise<CandidateHome> {
      const organisationId = actor.organisationId;
      const now = clock.now();
      const [mine, organisation, labelSet] = await Promise.all([
        bookings.bookingsOfCandidate(organisationId, actor.userId),
        organisations.organisationOf(organisationId),
        labels.forOrganisation(organisationId),
      ]);
      const settings = settingsOf(organisation?.config);
      const booked = mine.filter((b) => CARD_STATUSES.includes(b.status));
      const upcoming = (b: Booking) => b.status === 'CONFIRMED' && !!b.start && new Date(b.start) > now;
      booked.sort((x, y) => {
        if (upcoming(x) !== upcoming(y)) return upcoming(x) ? -1 : 1;
        const [a, b] = [x.start ?? x.statusDate, y.start ?? y.statusDate];
        return upcoming(x) ? a.localeCompare(b) : b.localeCompare(a);
      });
      const pending = mine.filter((b) => b.status === 'PENDING').sort((x, y) => x.createdAt.localeCompare(y.createdAt));
      const [listNotPendingBookings, listPendingBookings] = await Promise.all([
        Promise.all(booked.map((b) => detailOf(actor, b))),
        Promise.all(pending.map((b) => pendingCard(b, mine, labelSet, now, settings.bookingOptions.waitlist))),
      ]);
      const live = mine.filter(LIVE);
      const projectIds = [...new Set(live.map((b) => b.projectId))];
      const inProjects = await Promise.all(projectIds.map((projectId) => projects.projectOf(organisationId, projectId)));
      const howTo = settings.msgBookingHowToBook_Candidate ?? '';
      return {
        listNotPendingBookings,
        listPendingBookings,
        showAvailable: howTo.trim().length > 0,
        messageHowtoBook: howTo,
        cancelInterviewAuto: live.some((b) => b.stepType === 'ASSESSMENT') && live.some((b) => b.stepType === 'INTERVIEW'),
        allowMultiCandidateEntry: inProjects.some((p) => p?.allowMultiCandidateEntry === true),
        projectCount: projectIds.length,
      };
    },
  };
}
