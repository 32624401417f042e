import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import type { BookingStatus } from '@scheduler/core/booking/booking-entity';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import { purgeIndexFields } from '@scheduler/core/purge/purge-index';

const stamp = '2030-01-01T00:00:00.000Z';
/** What marks a record ready to purge on `purgeDate`, as the archiving writes do (core purge/retention.ts). */
export const markedFor = (organisationId: string, purgeDate: string) => ({
  readyToPurge: true,
  purgeDate,
  ...purgeIndexFields(organisationId, purgeDate),
});

/** Projects, meetings and bookings of an organisation, written as the product writes them (with their list counters). */
export function purgeRecords(db: Db, organisationId: string) {
  async function project(opts: { name?: string; purgeDate?: string } = {}) {
    const projectId = ulid();
    await db.project
      .create({
        organisationId,
        projectId,
        departmentId: ulid(),
        name: opts.name ?? `Project ${projectId.slice(-5)}`,
        status: 'ARCHIVED',
        start: stamp,
        end: stamp,
        timeZone: 'Australia/Sydney',
        createdAt: stamp,
        updatedAt: stamp,
        ...(opts.purgeDate ? markedFor(organisationId, opts.purgeDate) : {}),
      })
      .go();
    return projectId;
  }

  async function meeting(projectId: string, assessorId: string, opts: { purgeDate?: string; start?: string; archived?: boolean } = {}) {
    const meetingId = ulid();
    const start = opts.start ?? '2030-03-02T23:00:00.000Z';
    const result = await db.service.transaction
      .write((e) =>
        meetingCreate(e, {
          organisationId,
          meetingId,
          projectId,
          stepType: 'ASSESSMENT',
          assessorId,
          start,
          end: new Date(Date.parse(start) + 3600_000).toISOString(),
          timeZone: 'Australia/Sydney',
          durationHours: 1,
          candidateMax: 4,
          archived: opts.archived ?? true,
          createdAt: stamp,
          updatedAt: stamp,
          ...(opts.purgeDate ? markedFor(organisationId, opts.purgeDate) : {}),
        }),
      )
      .go();
    if (result.canceled) throw new Error('meeting not written');
    return meetingId;
  }

  async function booking(
    projectId: string,
    candidateId: string,
    opts: { purgeDate?: string; status?: BookingStatus; statusReason?: string; meetingId?: string; assessorId?: string; requestType?: string } = {},
  ) {
    const bookingId = ulid();
    const result = await db.service.transaction
      .write((e) =>
        bookingCreate(e, {
          organisationId,
          bookingId,
          candidateId,
          projectId,
          stepType: 'ASSESSMENT',
          status: opts.status ?? 'ARCHIVED',
          statusDate: stamp,
          ...(opts.statusReason ? { statusReason: opts.statusReason } : {}),
          ...(opts.requestType ? { candidateRequestType: opts.requestType } : {}),
          ...(opts.meetingId ? { meetingId: opts.meetingId, assessorId: opts.assessorId, start: '2030-03-02T23:00:00.000Z' } : {}),
          createdAt: stamp,
          updatedAt: stamp,
          ...(opts.purgeDate ? markedFor(organisationId, opts.purgeDate) : {}),
        }),
      )
      .go();
    if (result.canceled) throw new Error('booking not written');
    return bookingId;
  }

  return { project, meeting, booking };
}
