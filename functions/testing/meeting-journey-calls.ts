import { handler as meetingHandler } from '../meeting/index.ts';
import { handler as bookingHandler } from '../user-booking/index.ts';
import { invoke } from './invoke.ts';
import type { SignedIn } from './two-organisations.ts';

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
