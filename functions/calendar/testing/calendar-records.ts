import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';

const stamp = '2026-01-01T00:00:00.000Z';
const HOUR = 3_600_000;

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

/** Projects, meetings and confirmed bookings of one organisation, written as the product writes them (with their list counters). */
export function calendarRecords(db: Db, organisationId: string) {
  async function project(name: string) {
    const projectId = ulid();
    await db.project
      .create({
        organisationId,
        projectId,
        departmentId: ulid(),
        name,
        status: 'ACTIVE',
        start: stamp,
        end: '2030-01-01T00:00:00.000Z',
        timeZone: 'Australia/Sydney',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .go();
    return projectId;
  }

  async function meeting(projectId: string, assessorId: string, details: MeetingDetails) {
    const meetingId = ulid();
    const { start, hours = 1, ...rest } = details;
    const result = await db.service.transaction
      .write((e) =>
        meetingCreate(e, {
          organisationId,
          meetingId,
          projectId,
          stepType: 'INTERVIEW',
          assessorId,
          start,
          end: new Date(Date.parse(start) + hours * HOUR).toISOString(),
          timeZone: 'Australia/Sydney',
          durationHours: hours,
          candidateMax: 4,
          active: true,
          archived: false,
          show: true,
          createdAt: stamp,
          updatedAt: stamp,
          ...rest,
        }),
      )
      .go();
    if (result.canceled) throw new Error('meeting not written');
    return meetingId;
  }

  /** A confirmed booking of `candidateId` in the meeting (start copied in, as the seat write does). */
  async function confirmed(projectId: string, meetingId: string, candidateId: string) {
    const { data: m } = await db.meeting.get({ organisationId, meetingId }).go();
    if (!m) throw new Error('no meeting');
    const result = await db.service.transaction
      .write((e) =>
        bookingCreate(e, {
          organisationId,
          bookingId: ulid(),
          candidateId,
          projectId,
          stepType: m.stepType,
          status: 'CONFIRMED',
          statusDate: stamp,
          meetingId,
          assessorId: m.assessorId,
          start: m.start,
          end: m.end,
          createdAt: stamp,
          updatedAt: stamp,
        }),
      )
      .go();
    if (result.canceled) throw new Error('booking not written');
  }

  return { project, meeting, confirmed };
}
