import type { TableRequest } from '@scheduler/contracts/envelope';
import { emptySpotsSearch, type EmptySpotsSearch } from '@scheduler/contracts/schemas/meeting';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { parseSearchData } from '../lists/search-data.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { meetingRowOf, type MeetingRow } from '../meeting/meeting-list-rows.ts';
import { addHours } from '../time/time-arithmetic.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { fullNameOf, createUserScope } from '../user/user-scope.ts';
import type { Booking } from './booking-entity.ts';
import { bookingContextOf, permissionFactsOf } from './booking-context.ts';
import { rescheduleAllowed } from './booking-reschedule-rules.ts';
import { createBookingStore } from './booking-store.ts';
import { readOfferContext } from './offer-context.ts';
import { type OfferProject, offerRefusal, type OtherBooking } from './offer-rules.ts';

const DAY_MS = 86_400_000;
/** Offered zones lie between UTC+8 and UTC+14: a day of any of them lies inside its UTC day widened by these hours. */
const ZONE_SLACK_HOURS = 14;

/**
 * The key range of meetings that may be offered: from now (or the searched day) to the later bound the rules allow
 * (the project's end, and meetingPeriodVisible days ahead), widened by a day for zones. Bounded by the rules, so the
 * read is one bounded Query of the project's start index (gsi2), never a scan; offerRefusal cuts it exactly.
 */
export function searchRange(
  project: Pick<OfferProject, 'end' | 'meetingPeriodVisible'>,
  now: Date,
  searchDate?: string,
): { from: string; to: string } {
  let to = new Date(Date.parse(project.end) + DAY_MS);
  if (project.meetingPeriodVisible !== undefined && project.meetingPeriodVisible !== null) {
    const visibleEnd = new Date(now.getTime() + (Math.max(0, project.meetingPeriodVisible) + 2) * DAY_MS);
    if (visibleEnd < to) to = visibleEnd;
  }
  let from = now;
  if (searchDate) {
    const dayStart = addHours(new Date(`${searchDate}T00:00:00Z`), -ZONE_SLACK_HOURS);
    const dayEnd = addHours(new Date(`${searchDate}T00:00:00Z`), 24 + ZONE_SLACK_HOURS);
    if (dayStart > from) from = dayStart;
    if (dayEnd < to) to = dayEnd;
  }
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The candidate's filters (doc 2 Meeting search): day, earliest day, Method and State (remote meetings have no state: they pass it). */
export function passesSearch(m: Pick<Meeting, 'start' | 'timeZone' | 'deliveryMethod' | 'address'>, s: EmptySpotsSearch): boolean {
  const date = formatApiDate(new Date(m.start), m.timeZone);
  if (s.searchDate && date !== s.searchDate) return false;
  if (s.minSearchStart && date < s.minSearchStart) return false;
  if ((s.deliveryMethod === 'ONSITE' || s.deliveryMethod === 'REMOTE') && m.deliveryMethod !== s.deliveryMethod) return false;
  if (s.state.length && m.deliveryMethod === 'ONSITE' && !s.state.includes(m.address?.state ?? '')) return false;
  return true;
}

/** The meetings of the range that the rules offer to the booking, by start ascending (the index's order). */
export async function offeredMeetings(
  deps: Pick<DataDeps, 'db'>,
  input: { booking: Pick<Booking, 'organisationId' | 'projectId' | 'stepType'>; project: OfferProject; otherBookings: OtherBooking[]; now: Date },
  search: EmptySpotsSearch,
): Promise<Meeting[]> {
  const { booking, project, now } = input;
  const { from, to } = searchRange(project, now, search.searchDate || undefined);
  if (from > to) return [];
  const meetings = await createMeetingStore(deps.db).projectMeetingsBetween(booking.organisationId, booking.projectId, from, to);
  return offeredAmong(meetings, input, search);
}

/** Of the meetings read, those offerRefusal offers and the candidate's filters keep, by start ascending. */
export function offeredAmong<M extends Meeting>(
  meetings: readonly M[],
  input: { booking: Pick<Booking, 'projectId' | 'stepType'>; project: OfferProject; otherBookings: OtherBooking[]; now: Date },
  search: EmptySpotsSearch,
): M[] {
  const { booking, project, otherBookings, now } = input;
  return meetings
    .filter((meeting) => offerRefusal({ meeting, project, booking, otherBookings, now }) === undefined)
    .filter((m) => passesSearch(m, search))
    .sort((a, b) => a.start.localeCompare(b.start) || a.meetingId.localeCompare(b.meetingId));
}

/**
 * meeting/getMeetingSpotsEmpty (doc 2 Meeting search, §3 Empty-spots search data): the meetings a candidate may book
 * for their own pending booking (encryptedStepId), as offerRefusal decides — the same function the booking call
 * applies — 10 a page by default, by start ascending, times in the meeting's zone with its short code. A booking of
 * another candidate or organisation is not found (404); a booking no longer pending offers nothing. A CONFIRMED
 * booking names the step being rescheduled (issue 22): while the candidate may reschedule it, the same rules offer the
 * other meetings of its step (its own seat, in its own meeting, is not offered and never blocks another).
 */
export function createOfferSearchService(deps: DataDeps) {
  const labels = createConfigLabelService(deps);
  const users = createUserScope(deps);
  const bookings = createBookingStore(deps.db);

  return {
    async search(actor: Actor, req: TableRequest): Promise<{ dataset: MeetingRow[]; size: number }> {
      const search = parseSearchData(emptySpotsSearch, req.searchData);
      const organisationId = actor.organisationId;
      const booking = await bookings.bookingOf(organisationId, search.encryptedStepId);
      if (!booking || booking.candidateId !== actor.userId) throw errors.notFound('Booking');
      const now = deps.clock.now();
      const moving = booking.status === 'CONFIRMED';
      if (moving) {
        const ctx = await bookingContextOf(deps.db, booking);
        if (!rescheduleAllowed(permissionFactsOf(actor, booking, ctx, now), ctx.settings)) return { dataset: [], size: 0 };
      } else if (booking.status !== 'PENDING') return { dataset: [], size: 0 };
      const { project, otherBookings } = await readOfferContext(deps.db, booking);
      if (!project) return { dataset: [], size: 0 };
      const offered = (await offeredMeetings(deps, { booking, project, otherBookings, now }, search)).filter(
        (m) => !moving || m.meetingId !== booking.meetingId,
      );
      const pageSize = req.pageSize || 10;
      const page = offered.slice(req.pageIndex * pageSize, (req.pageIndex + 1) * pageSize);
      const [people, labelSet] = await Promise.all([users.usersById(page.map((m) => m.assessorId)), labels.forOrganisation(organisationId)]);
      const ctx = {
        projectNames: new Map([[project.projectId, project.name]]),
        assessorNames: new Map([...people.values()].map((u) => [u.userId, fullNameOf(u)])),
        labels: labelSet,
        admin: false,
        now,
      };
      // A candidate sees the slot, not the staff's ids.
      const dataset = page.map((m) => ({ ...meetingRowOf(m, ctx), encryptedAssessorId: undefined }));
      return { dataset, size: offered.length };
    },
  };
}
