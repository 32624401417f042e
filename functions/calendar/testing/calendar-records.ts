import { type FeedShown, feedVersionWrites } from '@scheduler/core/calendar/calendar-feed-version-store';
import type { Db } from '@scheduler/core/db';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { createBooking, createMeeting, createProject } from '../../testing/records.ts';

const stamp = '2026-01-01T00:00:00.000Z';

export type MeetingDetails = Partial<
  Pick<
    Meeting,
    | 'stepType'
    | 'timeZone'
    | 'deliveryMethod'
    | 'address'
    | 'active'
    | 'archived'
    | 'assessorBookingLink'
    | 'candidateBookingLink'
    | 'instructions'
    | 'sequence'
    | 'updatedAt'
  >
> & { start: string; hours?: number };

/**
 * Projects, meetings and confirmed bookings of one organisation, on the shared record builders, stamped at one fixed
 * time; each meeting and booking moves the feed versions as the writes do.
 */
export function calendarRecords(db: Db, organisationId: string) {
  const shown = (m: FeedShown) => db.service.transaction.write((e) => feedVersionWrites(e, organisationId, [m], new Date().toISOString())).go();

  async function project(name: string) {
    const project = await createProject(db, {
      organisationId,
      name,
      start: stamp,
      end: '2030-01-01T00:00:00.000Z',
      at: stamp,
    });
    return project.projectId;
  }

  async function meeting(projectId: string, assessorId: string, details: MeetingDetails) {
    const { start, hours = 1, ...rest } = details;
    const meeting = await createMeeting(db, {
      organisationId,
      projectId,
      stepType: 'INTERVIEW',
      assessorId,
      start,
      durationHours: hours,
      candidateMax: 4,
      at: stamp,
      ...rest,
    });
    await shown({ assessorId, start });
    return meeting.meetingId;
  }

  /** A confirmed booking of `candidateId` in the meeting (start copied in, as the seat write does). */
  async function confirmed(projectId: string, meetingId: string, candidateId: string) {
    const { data: m } = await db.meeting.get({ organisationId, meetingId }).go();
    if (!m) throw new Error('no meeting');
    await createBooking(db, {
      organisationId,
      candidateId,
      projectId,
      stepType: m.stepType,
      status: 'CONFIRMED',
      meetingId,
      assessorId: m.assessorId,
      start: m.start,
      end: m.end,
      at: stamp,
    });
    await shown(m);
  }

  return { project, meeting, confirmed };
}
