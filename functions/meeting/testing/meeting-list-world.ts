import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { createMeeting, createProject, GEORGE_STREET } from '../../testing/records.ts';

const stamp = '2030-01-01T00:00:00.000Z';

/** What a test meeting may differ in from an active, visible onsite interview of one hour in Sydney. */
export type MeetingDetails = Partial<
  Pick<
    Meeting,
    | 'stepType'
    | 'active'
    | 'show'
    | 'archived'
    | 'surge'
    | 'deliveryMethod'
    | 'address'
    | 'candidateMax'
    | 'candidatesConfirmed'
    | 'statusInternal'
    | 'taskJson'
    | 'timeZone'
    | 'durationHours'
  >
>;

/** Projects and meetings of an organisation, on the shared record builders, stamped at one fixed time. */
export function meetingListRecords(db: Db, organisationId: string) {
  async function project(name: string, stepType: StepType = 'INTERVIEW') {
    const project = await createProject(db, {
      organisationId,
      name,
      stepType,
      start: '2020-01-01T00:00:00.000Z',
      end: '2040-01-01T00:00:00.000Z',
      at: stamp,
    });
    return project.projectId;
  }

  async function meeting(projectId: string, assessorId: string, start: string, details: MeetingDetails = {}) {
    const meeting = await createMeeting(db, {
      organisationId,
      projectId,
      stepType: 'INTERVIEW',
      assessorId,
      start,
      address: GEORGE_STREET,
      at: stamp,
      ...details,
    });
    return meeting.meetingId;
  }

  return { project, meeting };
}
