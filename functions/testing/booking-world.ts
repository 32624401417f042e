import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import type { Project } from '@scheduler/core/project/project-entity';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Projects, meetings and bookings for booking handler tests, written as the product writes them: meetings and pending
 * bookings with their list counters, confirmed bookings through the seat transaction (bookSeat). Times are relative
 * to now: `startsInHours` may be negative for a meeting that has started.
 */
export function bookingWorld(db: Db) {
  async function project(organisationId: string, over: Partial<Project> = {}): Promise<Project> {
    const now = new Date().toISOString();
    const item = {
      organisationId,
      projectId: ulid(),
      departmentId: ulid(),
      name: `Project ${ulid().slice(-5)}`,
      stepType: 'ASSESSMENT' as StepType,
      status: 'ACTIVE' as const,
      start: iso(Date.now() - 30 * 24 * HOUR),
      end: iso(Date.now() + 90 * 24 * HOUR),
      timeZone: 'Australia/Sydney',
      createdAt: now,
      updatedAt: now,
      ...over,
    };
    await db.project.create(item).go();
    return (await db.project.get({ organisationId, projectId: item.projectId }).go()).data!;
  }

  async function meeting(
    p: Pick<Project, 'organisationId' | 'projectId' | 'stepType'>,
    assessorId: string,
    over: Partial<Meeting> & { startsInHours: number },
  ): Promise<Meeting> {
    const { startsInHours, ...rest } = over;
    const start = Date.now() + startsInHours * HOUR;
    const now = new Date().toISOString();
    const meetingId = ulid();
    const item = {
      organisationId: p.organisationId,
      meetingId,
      projectId: p.projectId,
      stepType: p.stepType,
      assessorId,
      start: iso(start),
      end: iso(start + HOUR),
      timeZone: 'Australia/Sydney',
      durationHours: 1,
      deliveryMethod: 'ONSITE' as const,
      address: { addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' as const },
      candidateMin: 0,
      candidateMax: p.stepType === 'ASSESSMENT' ? 5 : 1,
      candidatesConfirmed: 0,
      active: true,
      show: true,
      surge: false,
      archived: false,
      statusInternal: 'PENDING' as const,
      createdAt: now,
      updatedAt: now,
      ...rest,
    };
    await db.service.transaction.write((e) => meetingCreate(e, item)).go();
    return (await db.meeting.get({ organisationId: p.organisationId, meetingId }).go()).data!;
  }

  /** A pending booking of the candidate in the project's step. */
  async function pending(p: Pick<Project, 'organisationId' | 'projectId' | 'stepType'>, candidateId: string): Promise<string> {
    const bookingId = ulid();
    const now = new Date().toISOString();
    await db.service.transaction
      .write((e) =>
        bookingCreate(e, {
          organisationId: p.organisationId,
          bookingId,
          candidateId,
          projectId: p.projectId,
          stepType: p.stepType,
          status: 'PENDING',
          statusDate: now,
          createdAt: now,
          updatedAt: now,
        }),
      )
      .go();
    return bookingId;
  }

  /** A booking of the candidate confirmed into the meeting through the seat transaction. */
  async function confirmed(m: Meeting, candidateId: string): Promise<string> {
    const bookingId = await pending(m, candidateId);
    const result = await bookSeat(db, { organisationId: m.organisationId, bookingId, meetingId: m.meetingId, now: new Date().toISOString() });
    if (!result.ok) throw new Error(`could not book the test seat: ${result.reason}`);
    return bookingId;
  }

  return { project, meeting, pending, confirmed };
}
