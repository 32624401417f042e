import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';

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

/** Projects and meetings of an organisation, written as the product writes them (meetings with their list counters). */
export function meetingListRecords(db: Db, organisationId: string) {
  async function project(name: string, stepType: StepType = 'INTERVIEW') {
    const projectId = ulid();
    await db.project
      .create({
        organisationId,
        projectId,
        departmentId: ulid(),
        name,
        stepType,
        status: 'ACTIVE',
        start: '2020-01-01T00:00:00.000Z',
        end: '2040-01-01T00:00:00.000Z',
        timeZone: 'Australia/Sydney',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .go();
    return projectId;
  }

  async function meeting(projectId: string, assessorId: string, start: string, details: MeetingDetails = {}) {
    const meetingId = ulid();
    const hours = details.durationHours ?? 1;
    const result = await db.service.transaction
      .write((e) =>
        meetingCreate(e, {
          organisationId,
          meetingId,
          projectId,
          stepType: 'INTERVIEW',
          assessorId,
          start,
          end: new Date(Date.parse(start) + hours * 3600_000).toISOString(),
          timeZone: 'Australia/Sydney',
          durationHours: hours,
          candidateMax: 1,
          deliveryMethod: 'ONSITE',
          address: { addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
          createdAt: stamp,
          updatedAt: stamp,
          ...details,
        }),
      )
      .go();
    if (result.canceled) throw new Error('meeting not written');
    return meetingId;
  }

  return { project, meeting };
}
