import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import { defaultTasks } from '@scheduler/core/meeting/meeting-draft';
import type { Project } from '@scheduler/core/project/project-entity';
import { confirmBooking, createBooking, createMeeting, createProject } from '../../testing/records.ts';

const stamp = () => new Date().toISOString();

/** Projects, rooms, bookings and alerts of one organisation for the meeting page's tests, on the shared record builders. */
export function meetingPageRecords(db: Db, organisationId: string) {
  return {
    /** An active project from yesterday to 60 days ahead (Sydney), 1-hour meetings, freeze periods 2/3/5/1 hours. */
    async project(stepType: StepType = 'INTERVIEW', details: Partial<Project> = {}): Promise<string> {
      const projectId = ulid();
      await createProject(db, {
        organisationId,
        projectId,
        name: `${stepType} project ${projectId.slice(-4)}`,
        stepType,
        duration: 1,
        freezePeriodOnsite: 2,
        freezePeriodRemote: 3,
        freezePeriodEdit: 5,
        freezePeriodCompletion: 1,
        ...details,
      });
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
      const { bookingId } = await createBooking(db, { organisationId, candidateId, projectId, stepType });
      await confirmBooking(db, { organisationId, bookingId, meetingId });
      return bookingId;
    },

    /** An internal meeting that started an hour ago (as a save within the internal past period leaves it), with the default tasks. */
    async pastInternalMeeting(projectId: string, assessorId: string): Promise<string> {
      const meeting = await createMeeting(db, {
        organisationId,
        projectId,
        stepType: 'INTERNAL',
        assessorId,
        start: new Date(Date.now() - 3_600_000).toISOString(),
        deliveryMethod: 'REMOTE',
        candidateMax: 0,
        instructions: 'Quarterly review',
        taskJson: defaultTasks(),
      });
      return meeting.meetingId;
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
