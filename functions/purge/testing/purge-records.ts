import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import type { BookingStatus } from '@scheduler/core/booking/booking-entity';
import { purgeIndexFields } from '@scheduler/core/purge/purge-index';
import { createBooking, createMeeting, createProject } from '../../testing/records.ts';

const stamp = '2030-01-01T00:00:00.000Z';
/** What marks a record ready to purge on `purgeDate`, as the archiving writes do (core purge/retention.ts). */
export const markedFor = (organisationId: string, purgeDate: string) => ({
  readyToPurge: true,
  purgeDate,
  ...purgeIndexFields(organisationId, purgeDate),
});

/** Archived projects, meetings and bookings of an organisation, on the shared record builders, stamped at one fixed time. */
export function purgeRecords(db: Db, organisationId: string) {
  async function project(opts: { name?: string; purgeDate?: string } = {}) {
    const projectId = ulid();
    await createProject(db, {
      organisationId,
      projectId,
      name: opts.name ?? `Project ${projectId.slice(-5)}`,
      status: 'ARCHIVED',
      start: stamp,
      end: stamp,
      at: stamp,
      ...(opts.purgeDate ? markedFor(organisationId, opts.purgeDate) : {}),
    });
    return projectId;
  }

  async function meeting(projectId: string, assessorId: string, opts: { purgeDate?: string; start?: string; archived?: boolean } = {}) {
    const meeting = await createMeeting(db, {
      organisationId,
      projectId,
      assessorId,
      start: opts.start ?? '2030-03-02T23:00:00.000Z',
      candidateMax: 4,
      archived: opts.archived ?? true,
      at: stamp,
      ...(opts.purgeDate ? markedFor(organisationId, opts.purgeDate) : {}),
    });
    return meeting.meetingId;
  }

  async function booking(
    projectId: string,
    candidateId: string,
    opts: { purgeDate?: string; status?: BookingStatus; statusReason?: string; meetingId?: string; assessorId?: string; requestType?: string } = {},
  ) {
    const booking = await createBooking(db, {
      organisationId,
      candidateId,
      projectId,
      status: opts.status ?? 'ARCHIVED',
      ...(opts.statusReason ? { statusReason: opts.statusReason } : {}),
      ...(opts.requestType ? { candidateRequestType: opts.requestType } : {}),
      ...(opts.meetingId ? { meetingId: opts.meetingId, assessorId: opts.assessorId, start: '2030-03-02T23:00:00.000Z' } : {}),
      at: stamp,
      ...(opts.purgeDate ? markedFor(organisationId, opts.purgeDate) : {}),
    });
    return booking.bookingId;
  }

  return { project, meeting, booking };
}
