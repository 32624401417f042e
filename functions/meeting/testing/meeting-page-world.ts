import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Db } from '@scheduler/core/db';
import { defaultTasks } from '@scheduler/core/meeting/meeting-draft';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import type { Project } from '@scheduler/core/project/project-entity';

const stamp = () => new Date().toISOString();
const DAY = 86_400_000;

/** Projects, rooms, bookings and alerts of one organisation for the meeting page's tests, written as the product writes them. */
export function meetingPageRecords(db: Db, organisationId: string) {
  return {
    /** An active project from yesterday to 60 days ahead (Sydney), 1-hour meetings, freeze periods 2/3/5/1 hours. */
    async project(stepType: StepType = 'INTERVIEW', details: Partial<Project> = {}): Promise<string> {
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
          duration: 1,
          freezePeriodOnsite: 2,
          freezePeriodRemote: 3,
          freezePeriodEdit: 5,
          freezePeriodCompletion: 1,
          createdAt: stamp(),
          updatedAt: stamp(),
          ...details,
        })
        .go();
      return projectId;
    },

    async room(name = 'Room A'): Promise<string> {
      const resourceId = ulid();
      await db.resource
        .create({ organisationId, resourceId, name, type: 'Room', addressId: ulid(), status: 'ACTIVE', createdAt: stamp(), updatedAt: stamp() })
        .go();
      return resourceId;
    },

    /** A candidate booked into the meeting through the seat transaction. */
    async book(candidateId: string, projectId: string, meetingId: string, stepType: StepType = 'INTERVIEW'): Promise<string> {
      const bookingId = ulid();
      const booking = {
        organisationId,
        bookingId,
        candidateId,
        projectId,
        stepType,
        status: 'PENDING' as const,
        statusDate: stamp(),
        createdAt: stamp(),
        updatedAt: stamp(),
      };
      await db.service.transaction.write((e) => bookingCreate(e, booking)).go();
      const booked = await bookSeat(db, { organisationId, bookingId, meetingId, now: stamp() });
      if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
      return bookingId;
    },

    /** An internal meeting that started an hour ago (as a save within the internal past period leaves it), with the default tasks. */
    async pastInternalMeeting(projectId: string, assessorId: string): Promise<string> {
      const meetingId = ulid();
      const start = new Date(Date.now() - 3_600_000);
      const result = await db.service.transaction
        .write((e) =>
          meetingCreate(e, {
            organisationId,
            meetingId,
            projectId,
            stepType: 'INTERNAL',
            assessorId,
            start: start.toISOString(),
            end: new Date(start.getTime() + 3_600_000).toISOString(),
            timeZone: 'Australia/Sydney',
            durationHours: 1,
            deliveryMethod: 'REMOTE',
            candidateMax: 0,
            instructions: 'Quarterly review',
            taskJson: defaultTasks(),
            createdAt: stamp(),
            updatedAt: stamp(),
          }),
        )
        .go();
      if (result.canceled) throw new Error('meeting not written');
      return meetingId;
    },

    /** The project's MEETING_CHANGED alert e-mailing the candidate. */
    async changedAlert(projectId: string): Promise<void> {
      const templateId = ulid();
      await db.notificationTemplate
        .create({
          organisationId,
          templateId,
          code: 'MEETING_CHANGED',
          scope: 'PROJECT',
          deliveryMethod: 'EMAIL',
          name: 'Meeting changed',
          subject: 'Your $labelMeeting moved',
          body: 'It now starts $meetingStart.',
          archived: false,
          createdAt: stamp(),
          updatedAt: stamp(),
        })
        .go();
      await db.projectAlert
        .create({
          organisationId,
          projectId,
          alertId: ulid(),
          code: 'MEETING_CHANGED',
          emailTemplateId: templateId,
          emailAddress: '$candidateEmail',
          status: 'ACTIVE',
          createdAt: stamp(),
          updatedAt: stamp(),
        })
        .go();
    },
  };
}
