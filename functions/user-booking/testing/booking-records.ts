import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import type { Project } from '@scheduler/core/project/project-entity';
import { createBooking, createMeeting, createProject, GEORGE_STREET } from '../../testing/records.ts';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Projects, meetings and pending bookings of one organisation for the booking tests, on the shared record builders. */
export function bookingRecords(db: Db, organisationId: string) {
  return {
    /** An active project from yesterday to 60 days ahead, visible 30 days, gap 2 days, freeze 2/3 hours. */
    async project(stepType: StepType = 'ASSESSMENT', details: Partial<Project> = {}): Promise<string> {
      const projectId = ulid();
      await createProject(db, {
        organisationId,
        projectId,
        name: `${stepType} project ${projectId.slice(-4)}`,
        stepType,
        duration: 2,
        freezePeriodOnsite: 2,
        freezePeriodRemote: 3,
        meetingPeriodVisible: 30,
        meetingPeriodGap: 2,
        ...details,
      });
      return projectId;
    },

    /** A meeting of the project starting `inHours` from now, on the minute (ONSITE in NSW unless told), 2 hours long. */
    async meeting(projectId: string, inHours: number, details: Partial<Meeting> = {}): Promise<string> {
      const start = new Date(Math.floor((Date.now() + inHours * HOUR) / 60_000) * 60_000);
      const meeting = await createMeeting(db, {
        organisationId,
        projectId,
        assessorId: ulid(),
        start: start.toISOString(),
        end: new Date(start.getTime() + 2 * HOUR).toISOString(),
        durationHours: 2,
        address: GEORGE_STREET,
        candidateMax: 5,
        ...details,
      });
      return meeting.meetingId;
    },

    /** The candidate's pending booking of the project's step. */
    async pending(candidateId: string, projectId: string, stepType: StepType = 'ASSESSMENT'): Promise<string> {
      return (await createBooking(db, { organisationId, candidateId, projectId, stepType })).bookingId;
    },
  };
}
