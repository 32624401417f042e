import type { DeliveryMethod, StepType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import { createMeeting } from '@scheduler/functions/testing/records';

/** The seeded organisation works in Sydney time. */
export const SEED_ZONE = 'Australia/Sydney';

/** Where the seeded onsite meetings are held. */
export const SEED_ADDRESS = {
  label: 'Aurora Head Office',
  addLine1: '1 Market Street',
  city: 'Sydney',
  state: 'NSW',
  postCode: 2000,
  countryCode: 'AU' as const,
};

/** A local date `days` after `from` in Sydney, at the given wall-clock time, as a UTC instant. */
export function sydneyAt(from: Date, days: number, time: string): Date {
  const day = formatInZone(new Date(from.getTime() + days * 86_400_000), SEED_ZONE, 'yyyy-MM-dd');
  return zonedDateTimeToUtc(day, time, SEED_ZONE);
}

export interface SeedMeetingInput {
  organisationId: string;
  meetingId: string;
  projectId: string;
  stepType: StepType;
  assessorId: string;
  start: Date;
  hours: number;
  method: DeliveryMethod;
  candidateMin?: number;
  candidateMax: number;
  instructions?: string;
  stamp: string;
}

/** One seeded meeting, on the shared record builder (with its list counters), in Sydney time; onsite ones at the head office. */
export async function seedMeeting(db: Db, m: SeedMeetingInput): Promise<void> {
  await createMeeting(db, {
    organisationId: m.organisationId,
    meetingId: m.meetingId,
    projectId: m.projectId,
    stepType: m.stepType,
    assessorId: m.assessorId,
    start: m.start.toISOString(),
    timeZone: SEED_ZONE,
    durationHours: m.hours,
    deliveryMethod: m.method,
    ...(m.method === 'ONSITE' ? { address: SEED_ADDRESS } : {}),
    candidateMin: m.candidateMin ?? 0,
    candidateMax: m.candidateMax,
    candidatesConfirmed: 0,
    surge: false,
    instructions: m.instructions ?? 'Please join from a quiet room with a working camera and microphone.',
    at: m.stamp,
  });
}
