import type { LabelSet } from '@scheduler/contracts/labels';
import type { Booking } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';

/** A meeting as a calendar file shows it: with its project, the person running it and the booked candidates. */
export interface CalendarEntry {
  meeting: Meeting;
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

/** Calendar files list the organisation's active meetings: archived and inactive ('Pending Approval') ones are left out. */
export const isListed = (m: Meeting) => m.active && !m.archived;

/**
 * Reads the meetings of one organisation a calendar file covers (every read keyed by that organisation), with the
 * names it shows: projects and people by batch reads, the confirmed bookings of many meetings as one range of the
 * CONFIRMED bookings by start (booking-entity.ts byStatus) rather than one query per meeting.
 */
export function createCalendarEntries(deps: DataDeps) {
  const { db } = deps;
  const labels = createConfigLabelService(deps);

  async function meetingsOf(organisationId: string, selection: MeetingSelection): Promise<Meeting[]> {
    const range = <Q extends { between: any; gte: any }>(query: Q, from: string, to?: string) =>
      to ? query.between({ start: from }, { start: to }) : query.gte({ start: from });
    switch (selection.kind) {
      case 'meeting': {
        // Read consistently: the file of one meeting never shows a lower SEQUENCE than an invitation already sent.
        const { data } = await db.meeting.get({ organisationId, meetingId: selection.meetingId }).go({ consistent: true });
        return data ? [data] : [];
      }
      case 'project':
        return (await db.meeting.query.byProject({ organisationId, projectId: selection.projectId }).go({ pages: 'all' })).data;
      case 'assessor':
        return (
          await range(db.meeting.query.byAssessor({ organisationId, assessorId: selection.assessorId }), selection.from, selection.to).go({
            pages: 'all',
          })
        ).data as Meeting[];
      case 'organisation':
        return (await range(db.meeting.query.byStart({ organisationId }), selection.from, selection.to).go({ pages: 'all' })).data as Meeting[];
    }
  }

  async function confirmedBookings(organisationId: string, meetings: readonly Meeting[]): Promise<Booking[]> {
    if (meetings.length === 0) return [];
    if (meetings.length <= PER_MEETING_READS) {
      const found = await Promise.all(
        meetings.map(
          async (m) => (await db.booking.query.byMeeting({ organisationId, meetingKey: m.meetingId }).go({ pages: 'all' })).data as Booking[],
        ),
      );
      return found.flat().filter((b) => b.status === 'CONFIRMED');
    }
    const starts = meetings.map((m) => m.start).sort();
    // The sort key is listTime then bookingId: the bound after the last start keeps that start's bookings in the range.
    const after = new Date(new Date(starts.at(-1)!).getTime() + 1).toISOString();
    const { data } = await db.booking.query
      .byStatus({ organisationId, status: 'CONFIRMED' })
      .between({ listTime: starts[0]! }, { listTime: after })
      .go({ pages: 'all' });
    return data as Booking[];
  }

  async function namesOf(userIds: Iterable<string>): Promise<Map<string, string>> {
    const keys = [...new Set(userIds)].map((userId) => ({ userId }));
    if (keys.length === 0) return new Map();
    const { data } = await db.user.get(keys).go();
    return new Map(data.map((u) => [u.userId, fullNameOf(u)]));
  }

  async function projectNamesOf(organisationId: string, projectIds: Iterable<string>): Promise<Map<string, string>> {
    const keys = [...new Set(projectIds)].map((projectId) => ({ organisationId, projectId }));
    if (keys.length === 0) return new Map();
    const { data } = await db.project.get(keys).go();
    return new Map(data.map((p) => [p.projectId, p.name]));
  }

  return {
    /** The listed meetings of `selection` in `organisationId`, ordered by start, with the names a calendar shows. */
    async read(organisationId: string, selection: MeetingSelection, opts: { confirmedOnly?: boolean } = {}): Promise<CalendarSource> {
      const [organisation, labelSet, found] = await Promise.all([
        db.organisation.get({ organisationId }).go(),
        labels.forOrganisation(organisationId),
        meetingsOf(organisationId, selection),
      ]);
      const listed = found.filter(isListed);
      const bookings = await confirmedBookings(organisationId, listed);
      const byMeeting = new Map<string, string[]>();
      for (const b of bookings) if (b.meetingId) byMeeting.set(b.meetingId, [...(byMeeting.get(b.meetingId) ?? []), b.candidateId]);
      const meetings = opts.confirmedOnly ? listed.filter((m) => byMeeting.has(m.meetingId)) : listed;
      const [people, projects] = await Promise.all([
        namesOf([...meetings.map((m) => m.assessorId), ...meetings.flatMap((m) => byMeeting.get(m.meetingId) ?? [])]),
        projectNamesOf(
          organisationId,
          meetings.map((m) => m.projectId),
        ),
      ]);
      const entries = meetings
        .map((meeting) => ({
          meeting,
          projectName: projects.get(meeting.projectId) ?? '',
          assessorName: people.get(meeting.assessorId) ?? '',
          candidateNames: (byMeeting.get(meeting.meetingId) ?? [])
            .map((id) => people.get(id) ?? '')
            .filter(Boolean)
            .sort((a, b) => a.localeCompare(b, 'en-GB')),
        }))
        .sort((a, b) => a.meeting.start.localeCompare(b.meeting.start) || a.meeting.meetingId.localeCompare(b.meeting.meetingId));
      return { organisationName: organisation.data?.name ?? '', labels: labelSet, entries };
    },
  };
}
