import type { LabelSet } from '@scheduler/contracts/labels';
import type { Booking } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';

/**
 * What a calendar file reads of a meeting (calendar-file.ts, and which meetings it lists): a feed's long range reads
 * only these, a projection of a third of the item's bytes.
 */
const CALENDAR_ATTRIBUTES = [
  'meetingId',
  'projectId',
  'stepType',
  'assessorId',
  'start',
  'end',
  'timeZone',
  'deliveryMethod',
  'address',
  'assessorBookingLink',
  'candidateBookingLink',
  'openLink',
  'instructions',
  'active',
  'archived',
  'sequence',
  'updatedAt',
] as const satisfies readonly (keyof Meeting)[];
export type CalendarMeeting = Pick<Meeting, (typeof CALENDAR_ATTRIBUTES)[number]>;

/** A meeting as a calendar file shows it: with its project, the person running it and the booked candidates. */
export interface CalendarEntry {
  meeting: CalendarMeeting;
  projectName: string;
  assessorName: string;
  /** Full names of the candidates with a confirmed booking, by name. */
  candidateNames: string[];
}

/** The meetings a calendar file covers, read through one of the meeting indexes. */
export type MeetingSelection =
  /** Meetings starting in [from, to) (UTC ISO instants); no `to`: every later one. */
  | { kind: 'organisation'; from: string; to?: string }
  | { kind: 'assessor'; assessorId: string; from: string; to?: string }
  | { kind: 'project'; projectId: string }
  | { kind: 'meeting'; meetingId: string };

export interface CalendarSource {
  organisationName: string;
  labels: LabelSet;
  entries: CalendarEntry[];
}

/** Below this many meetings their bookings are read per meeting; above it one range of the confirmed bookings by start. */
const PER_MEETING_READS = 25;

const DAY = 86_400_000;
/** An open range (a feed) is read as this many windows of WINDOW_DAYS at once, then the rest after them. */
const WINDOWS = 12;
const WINDOW_DAYS = 60;

/**
 * The meetings starting from `from` on, read as consecutive windows at once rather than one query's pages one after
 * another (a query answers 1 MB a page: 5,000 meetings are eight pages in turn), the last window open-ended; a
 * meeting on a window's bound is kept once.
 */
async function inWindows(from: string, read: (from: string, to?: string) => Promise<CalendarMeeting[]>): Promise<CalendarMeeting[]> {
  const start = Date.parse(from);
  const bounds = Array.from({ length: WINDOWS + 1 }, (_, i) => new Date(start + i * WINDOW_DAYS * DAY).toISOString());
  const found = await Promise.all(bounds.map((bound, i) => read(bound, bounds[i + 1])));
  return [...new Map(found.flat().map((m) => [m.meetingId, m])).values()];
}

/** Calendar files list the organisation's active meetings: archived and inactive ('Pending Approval') ones are left out. */
export const isListed = (m: Pick<Meeting, 'active' | 'archived'>) => m.active && !m.archived;

/**
 * Reads the meetings of one organisation a calendar file covers (every read keyed by that organisation), with the
 * names it shows: projects and people by batch reads, the confirmed bookings of many meetings as one range of the
 * CONFIRMED bookings by start (booking-entity.ts byStatus) rather than one query per meeting.
 */
export function createCalendarEntries(deps: DataDeps) {
  const labels = createConfigLabelService(deps);
  const meetingStore = createMeetingStore(deps.db);
  const bookingStore = createBookingStore(deps.db);
  const projects = createProjectStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const users = createUserStore(deps.db);

  async function meetingsOf(organisationId: string, selection: MeetingSelection): Promise<CalendarMeeting[]> {
    switch (selection.kind) {
      case 'meeting': {
        // Read consistently: the file of one meeting never shows a lower SEQUENCE than an invitation already sent.
        const found = await meetingStore.meetingOf(organisationId, selection.meetingId, { consistent: true });
        return found ? [found] : [];
      }
      case 'project':
        return meetingStore.meetingsOfProject(organisationId, selection.projectId);
      case 'assessor': {
        const { assessorId } = selection;
        const read = (from: string, to?: string) => meetingStore.meetingsOfAssessorFrom(organisationId, assessorId, from, to, CALENDAR_ATTRIBUTES);
        return selection.to ? read(selection.from, selection.to) : inWindows(selection.from, read);
      }
      case 'organisation': {
        const read = (from: string, to?: string) => meetingStore.meetingsStartingFrom(organisationId, from, to, CALENDAR_ATTRIBUTES);
        return selection.to ? read(selection.from, selection.to) : inWindows(selection.from, read);
      }
    }
  }

  async function confirmedBookings(organisationId: string, meetings: readonly CalendarMeeting[]): Promise<Booking[]> {
    if (meetings.length === 0) return [];
    if (meetings.length <= PER_MEETING_READS) {
      const found = await Promise.all(meetings.map((m) => bookingStore.bookingsOfMeeting(organisationId, m.meetingId)));
      return found.flat().filter((b) => b.status === 'CONFIRMED');
    }
    const starts = meetings.map((m) => m.start).sort();
    // The sort key is listTime then bookingId: the bound after the last start keeps that start's bookings in the range.
    const after = new Date(new Date(starts.at(-1)!).getTime() + 1).toISOString();
    return bookingStore.confirmedBookingsStartingBetween(organisationId, starts[0]!, after);
  }

  async function namesOf(userIds: Iterable<string>): Promise<Map<string, string>> {
    const people = await users.peopleById(userIds);
    return new Map([...people.values()].map((u) => [u.userId, fullNameOf(u)]));
  }

  async function projectNamesOf(organisationId: string, projectIds: Iterable<string>): Promise<Map<string, string>> {
    const found = await projects.projectsOf(organisationId, [...new Set(projectIds)]);
    return new Map(found.map((p) => [p.projectId, p.name]));
  }

  /** The entries of each group of meetings read: its listed ones, with the names a calendar shows, ordered by start. */
  async function entriesOf(organisationId: string, groups: readonly CalendarMeeting[][], confirmedOnly: boolean): Promise<CalendarEntry[][]> {
    const listed = groups.map((found) => found.filter(isListed));
    const bookings = (await Promise.all(listed.map((meetings) => confirmedBookings(organisationId, meetings)))).flat();
    const byMeeting = new Map<string, string[]>();
    for (const b of bookings) if (b.meetingId) byMeeting.set(b.meetingId, [...(byMeeting.get(b.meetingId) ?? []), b.candidateId]);
    const kept = confirmedOnly ? listed.map((meetings) => meetings.filter((m) => byMeeting.has(m.meetingId))) : listed;
    const meetings = kept.flat();
    const [people, projects] = await Promise.all([
      namesOf([...meetings.map((m) => m.assessorId), ...meetings.flatMap((m) => byMeeting.get(m.meetingId) ?? [])]),
      projectNamesOf(
        organisationId,
        meetings.map((m) => m.projectId),
      ),
    ]);
    return kept.map((group) =>
      group
        .map((meeting) => ({
          meeting,
          projectName: projects.get(meeting.projectId) ?? '',
          assessorName: people.get(meeting.assessorId) ?? '',
          candidateNames: (byMeeting.get(meeting.meetingId) ?? [])
            .map((id) => people.get(id) ?? '')
            .filter(Boolean)
            .sort((a, b) => a.localeCompare(b, 'en-GB')),
        }))
        .sort((a, b) => a.meeting.start.localeCompare(b.meeting.start) || a.meeting.meetingId.localeCompare(b.meeting.meetingId)),
    );
  }

  return {
    /** The listed meetings of `selection` in `organisationId`, ordered by start, with the names a calendar shows. */
    async read(organisationId: string, selection: MeetingSelection, opts: { confirmedOnly?: boolean } = {}): Promise<CalendarSource> {
      const [organisation, labelSet, found] = await Promise.all([
        organisations.organisationOf(organisationId),
        labels.forOrganisation(organisationId),
        meetingsOf(organisationId, selection),
      ]);
      const [entries] = await entriesOf(organisationId, [found], opts.confirmedOnly ?? false);
      return { organisationName: organisation?.name ?? '', labels: labelSet, entries: entries! };
    },

    /**
     * The sources of several selections at once (a feed's windows, calendar-feed-windows.ts): the organisation and its
     * labels read once, the meetings of each selection at once, the names they show in one read.
     */
    async readEach(organisationId: string, selections: readonly MeetingSelection[]): Promise<CalendarSource[]> {
      const [organisation, labelSet, found] = await Promise.all([
        organisations.organisationOf(organisationId),
        labels.forOrganisation(organisationId),
        Promise.all(selections.map((selection) => meetingsOf(organisationId, selection))),
      ]);
      const entries = await entriesOf(organisationId, found, false);
      return entries.map((each) => ({ organisationName: organisation?.name ?? '', labels: labelSet, entries: each }));
    },
  };
}
