import type { Db } from '@scheduler/core/db';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import type { Project } from '@scheduler/core/project/project-entity';
import { confirmBooking, createBooking, createMeeting, createProject, GEORGE_STREET } from './records.ts';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Projects, meetings and bookings for booking handler tests, on the shared record builders (records.ts). Times are
 * relative to now: `startsInHours` may be negative for a meeting that has started.
 */
export function bookingWorld(db: Db) {
  /** An active assessment project from 30 days ago to 90 days ahead. */
  function project(organisationId: string, over: Partial<Project> = {}): Promise<Project> {
    return createProject(db, { organisationId, start: iso(Date.now() - 30 * 24 * HOUR), end: iso(Date.now() + 90 * 24 * HOUR), ...over });
  }

  /** A pending onsite meeting of one hour in the project's step, for 5 candidates in an assessment, 1 otherwise. */
  function meeting(
    p: Pick<Project, 'organisationId' | 'projectId' | 'stepType'>,
    assessorId: string,
    over: Partial<Meeting> & { startsInHours: number },
  ): Promise<Meeting> {
    const { startsInHours, ...rest } = over;
    const start = Date.now() + startsInHours * HOUR;
    return createMeeting(db, {
      organisationId: p.organisationId,
      projectId: p.projectId,
      stepType: p.stepType,
      assessorId,
      start: iso(start),
      end: iso(start + HOUR),
      address: GEORGE_STREET,
      candidateMin: 0,
      candidateMax: p.stepType === 'ASSESSMENT' ? 5 : 1,
      candidatesConfirmed: 0,
      statusInternal: 'PENDING',
      ...rest,
    });
  }

  /** A pending booking of the candidate in the project's step. */
  async function pending(p: Pick<Project, 'organisationId' | 'projectId' | 'stepType'>, candidateId: string): Promise<string> {
    const { organisationId, projectId, stepType } = p;
    return (await createBooking(db, { organisationId, projectId, stepType, candidateId })).bookingId;
  }

  /** A booking of the candidate confirmed into the meeting through the seat transaction. */
  async function confirmed(m: Meeting, candidateId: string): Promise<string> {
    const bookingId = await pending(m, candidateId);
    await confirmBooking(db, { organisationId: m.organisationId, bookingId, meetingId: m.meetingId });
    return bookingId;
  }

  return { project, meeting, pending, confirmed };
}
