import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import type { Db } from '@scheduler/core/db';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { purgeIndexFields } from '@scheduler/core/purge/purge-index';
import { createBooking, createProject } from '@scheduler/functions/testing/records';
import { SEED_ZONE as ZONE, seedMeeting, sydneyAt } from './seed-meeting.ts';
import { SECOND_ORGANISATION_WORK, SEED_PAST_PROJECTS } from './seed-data.ts';

/** The interview project: remote interviews of the seeded assessor, the live session's too (seed-live-session.ts). */
export const SEED_INTERVIEW_PROJECT = 'Graduate Interviews 2027';

interface SeedIds {
  organisationId: string;
  departmentId: string;
  assessorId: string;
  invigilatorId: string;
  candidateId: string;
}

/**
 * One project of each step type, a few meetings over the coming days (onsite and remote, Sydney time), the
 * candidate pending in the interview and assessment steps and booked into the first interview through the
 * same seat-booking transaction the product uses.
 */
export async function seedWorkload(
  db: Db,
  ids: SeedIds,
  now: Date,
): Promise<{ projects: number; meetings: number; bookings: number; projectIds: Record<StepType, string> }> {
  const stamp = now.toISOString();
  const projects: Record<StepType, string> = { INTERVIEW: ulid(), ASSESSMENT: ulid(), INTERNAL: ulid() };
  const names: Record<StepType, string> = {
    INTERVIEW: SEED_INTERVIEW_PROJECT,
    ASSESSMENT: 'Graduate Assessment Centre',
    INTERNAL: 'Quality Assurance Sessions',
  };
  for (const stepType of Object.keys(projects) as StepType[]) {
    await createProject(db, {
      organisationId: ids.organisationId,
      projectId: projects[stepType],
      departmentId: ids.departmentId,
      name: names[stepType],
      description: `${names[stepType]} (demonstration data)`,
      summary: stepType === 'INTERNAL' ? undefined : `Book your ${stepType.toLowerCase()} with the Aurora team.`,
      instructions: stepType === 'INTERNAL' ? undefined : 'Bring photo identification and arrive ten minutes early.',
      completionChecklist: stepType === 'INTERNAL' ? undefined : 'Identity checked;Consent recorded',
      status: 'ACTIVE',
      stepType,
      start: sydneyAt(now, -1, '00:00').toISOString(),
      end: sydneyAt(now, 120, '23:59').toISOString(),
      timeZone: ZONE,
      freezePeriodOnsite: 24,
      freezePeriodRemote: 12,
      freezePeriodEdit: 24,
      freezePeriodCompletion: 48,
      meetingPeriodVisible: 60,
      meetingPeriodGap: 2,
      duration: stepType === 'ASSESSMENT' ? 3 : 1,
      at: stamp,
    });
  }

  for (const p of SEED_PAST_PROJECTS) {
    const purgeDate = 'purgeInDays' in p ? formatInZone(sydneyAt(now, p.purgeInDays, '12:00'), ZONE, 'yyyy-MM-dd') : undefined;
    await createProject(db, {
      organisationId: ids.organisationId,
      projectId: ulid(),
      departmentId: ids.departmentId,
      name: p.name,
      description: `${p.name} (demonstration data)`,
      summary: 'Book your session with the Aurora team.',
      instructions: 'Bring photo identification and arrive ten minutes early.',
      completionChecklist: 'Identity checked;Consent recorded',
      status: p.status,
      stepType: p.stepType,
      start: sydneyAt(now, -200, '09:00').toISOString(),
      end: sydneyAt(now, -140, '17:00').toISOString(),
      timeZone: ZONE,
      freezePeriodOnsite: 24,
      freezePeriodRemote: 12,
      freezePeriodEdit: 24,
      freezePeriodCompletion: 48,
      meetingPeriodVisible: 60,
      meetingPeriodGap: 2,
      duration: 1,
      ...(purgeDate ? { readyToPurge: true, purgeDate, ...purgeIndexFields(ids.organisationId, purgeDate) } : {}),
      at: stamp,
    });
  }

  const meetings: { stepType: StepType; days: number; time: string; method: 'ONSITE' | 'REMOTE'; hours: number; max: number; assessorId: string }[] =
    [
      { stepType: 'INTERVIEW', days: 3, time: '09:30', method: 'REMOTE', hours: 1, max: 1, assessorId: ids.assessorId },
      { stepType: 'INTERVIEW', days: 3, time: '11:00', method: 'ONSITE', hours: 1, max: 1, assessorId: ids.assessorId },
      { stepType: 'INTERVIEW', days: 5, time: '14:00', method: 'REMOTE', hours: 1, max: 1, assessorId: ids.assessorId },
      { stepType: 'ASSESSMENT', days: 7, time: '09:00', method: 'ONSITE', hours: 3, max: 12, assessorId: ids.invigilatorId },
      { stepType: 'ASSESSMENT', days: 10, time: '13:00', method: 'ONSITE', hours: 3, max: 12, assessorId: ids.invigilatorId },
      { stepType: 'INTERNAL', days: 2, time: '10:00', method: 'REMOTE', hours: 2, max: 0, assessorId: ids.assessorId },
    ];
  const meetingIds: string[] = [];
  for (const m of meetings) {
    const start = sydneyAt(now, m.days, m.time);
    const meetingId = ulid();
    meetingIds.push(meetingId);
    await seedMeeting(db, {
      organisationId: ids.organisationId,
      meetingId,
      projectId: projects[m.stepType],
      stepType: m.stepType,
      assessorId: m.assessorId,
      start,
      hours: m.hours,
      method: m.method,
      candidateMin: m.stepType === 'ASSESSMENT' ? 4 : 0,
      candidateMax: m.max,
      stamp,
    });
  }

  // One transaction each: both move one list counter.
  const booking = (stepType: StepType) =>
    createBooking(db, { organisationId: ids.organisationId, candidateId: ids.candidateId, projectId: projects[stepType], stepType, at: stamp });
  const interview = await booking('INTERVIEW');
  await booking('ASSESSMENT');
  const booked = await bookSeat(db, { organisationId: ids.organisationId, bookingId: interview.bookingId, meetingId: meetingIds[0], now: stamp });
  if (!booked.ok) throw new Error(`seed booking refused: ${booked.reason}`);
  return { projects: 3 + SEED_PAST_PROJECTS.length, meetings: meetings.length, bookings: 2, projectIds: projects };
}

/** The second organisation's department and active project (Auckland time), written as the first's are; answers the project's id. */
export async function seedSecondOrganisationWork(db: Db, organisationId: string, now: Date): Promise<string> {
  const stamp = now.toISOString();
  const departmentId = ulid();
  const projectId = ulid();
  const { department, project } = SECOND_ORGANISATION_WORK;
  await db.department.create({ organisationId, departmentId, ...department, active: true, createdAt: stamp, updatedAt: stamp }).go();
  await createProject(db, {
    organisationId,
    projectId,
    departmentId,
    name: project.name,
    description: `${project.name} (demonstration data)`,
    summary: 'Book your panel assessment with the Borealis team.',
    status: 'ACTIVE',
    stepType: project.stepType,
    start: new Date(now.getTime() - 86_400_000).toISOString(),
    end: new Date(now.getTime() + 120 * 86_400_000).toISOString(),
    timeZone: project.timeZone,
    freezePeriodOnsite: 24,
    freezePeriodRemote: 12,
    freezePeriodEdit: 24,
    freezePeriodCompletion: 48,
    meetingPeriodVisible: 60,
    meetingPeriodGap: 2,
    duration: 2,
    at: stamp,
  });
  return projectId;
}
