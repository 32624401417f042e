import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Db } from '@scheduler/core/db';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import type { Project } from '@scheduler/core/project/project-entity';

const stamp = () => new Date().toISOString();
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Projects, meetings and pending bookings of one organisation for the booking tests, written as the product writes them. */
export function bookingRecords(db: Db, organisationId: string) {
  return {
    /** An active project from yesterday to 60 days ahead, visible 30 days, gap 2 days, freeze 2/3 hours. */
    async project(stepType: StepType = 'ASSESSMENT', details: Partial<Project> = {}): Promise<string> {
      const projectId = ulid();
      await db.project
        .create({
          organisationId,
          projectId,
          departmentId: ulid(),
          name: `${stepType} project ${projectId.slice(-4)}`,
          status: 'ACTIVE',
          stepType,
          start: new Date(Date.now() - DAY).toISOString(),
          end: new Date(Date.now() + 60 * DAY).toISOString(),
          timeZone: 'Australia/Sydney',
          duration: 2,
          freezePeriodOnsite: 2,
          freezePeriodRemote: 3,
          meetingPeriodVisible: 30,
          meetingPeriodGap: 2,
          createdAt: stamp(),
          updatedAt: stamp(),
          ...details,
        })
        .go();
      return projectId;
    },

    /** A meeting of the project starting `inHours` from now (ONSITE in NSW unless told), 2 hours long. */
    async meeting(projectId: string, inHours: number, details: Partial<Meeting> = {}): Promise<string> {
      const meetingId = ulid();
      const start = new Date(Math.floor((Date.now() + inHours * HOUR) / 60_000) * 60_000);
      const result = await db.service.transaction
        .write((e) =>
          meetingCreate(e, {
            organisationId,
            meetingId,
            projectId,
            stepType: 'ASSESSMENT',
            assessorId: ulid(),
            start: start.toISOString(),
            end: new Date(start.getTime() + 2 * HOUR).toISOString(),
            timeZone: 'Australia/Sydney',
            durationHours: 2,
            deliveryMethod: 'ONSITE',
            address: { addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
            candidateMax: 5,
            createdAt: stamp(),
            updatedAt: stamp(),
            ...details,
          }),
        )
        .go();
      if (result.canceled) throw new Error('meeting not written');
      return meetingId;
    },

    /** The candidate's pending booking of the project's step. */
    async pending(candidateId: string, projectId: string, stepType: StepType = 'ASSESSMENT'): Promise<string> {
      const bookingId = ulid();
      await db.service.transaction
        .write((e) =>
          bookingCreate(e, {
            organisationId,
            bookingId,
            candidateId,
            projectId,
            stepType,
            status: 'PENDING',
            statusDate: stamp(),
            createdAt: stamp(),
            updatedAt: stamp(),
          }),
        )
        .go();
      return bookingId;
    },
  };
}
