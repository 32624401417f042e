import { formatInZone } from '@scheduler/core/time/time-formats';
import { expect } from 'vitest';
import { handler as meetingHandler } from '../meeting/index.ts';
import { handler as bookingHandler } from '../user-booking/index.ts';
import { invoke } from './invoke.ts';
import type { SignedIn } from './two-organisations.ts';

/** The zone the journey's meetings are set in. */
export const JOURNEY_ZONE = 'Australia/Sydney';

/** The day `n` days from now in the journey's zone (yyyy-MM-dd). */
export const journeyDay = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), JOURNEY_ZONE, 'yyyy-MM-dd');

/** An answer that must be 200 (its body told when it is not). */
export const ok = <T extends { statusCode?: number; body?: string }>(answer: T) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};

/** The save body of an onsite meeting of the project run by `assessorId`, `onDay` days from now at `time`. */
export const journeyMeetingBody = (projectId: string, assessorId: string, onDay: number, time: string) => ({
  encryptedProjectId: projectId,
  startDateDisplay: journeyDay(onDay),
  startTimeDisplay: time,
  encryptedTimezoneId: JOURNEY_ZONE,
  deliveryMethod: 'ONSITE',
  addressDTO: { addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
  encryptedAssessorId: assessorId,
  instructions: 'Bring photo ID.',
});

/**
 * The calls of a meeting's journey through the real handlers: the admin saves and drags it (giving `dragReason`), a
 * candidate books a step into it and cancels the booking.
 */
export function meetingJourneyCalls(admin: SignedIn, dragReason: string) {
  return {
    save: (body: object) => invoke(meetingHandler, { method: 'POST', path: '/api/meeting/save', body, ...admin }),
    drag: (meetingId: string, start: Date) =>
      invoke(meetingHandler, {
        method: 'POST',
        path: '/api/meeting/eventDrag',
        body: new URLSearchParams({ encryptedId: meetingId, newStartDateUTC: start.toISOString(), statusReason: dragReason }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        sub: admin.sub,
        sessionId: admin.sessionId,
      }),
    book: (who: SignedIn, meetingId: string, stepId: string) =>
      invoke(bookingHandler, {
        method: 'POST',
        path: '/api/user-booking/new-booking',
        body: { encryptedMeetingId: meetingId, encryptedStepId: stepId },
        ...who,
      }),
    cancel: (who: SignedIn, bookingId: string) =>
      invoke(bookingHandler, {
        method: 'POST',
        path: '/api/user-booking/update-status',
        body: { encryptedId: bookingId, status: 'CANCELLED', statusReason: 'Unwell' },
        ...who,
      }),
  };
}
