import * as z from 'zod';
import { apiDate, deliveryMethod, id, reason, stepType } from './common.ts';

/**
 * Requests and answers of issue 22's booking options beyond the spec: reschedule, the waitlist and its seat holds, and
 * the go/no-go decision on an under-filled assessment. Each is in the spec's style: the status envelope, encrypted ids,
 * the organisation's labels in every word the page shows.
 */

/** user-booking/reschedule-booking: a CONFIRMED booking (candidate: their own) moves to another offered meeting of its step. */
export const rescheduleBookingRequest = z.object({
  encryptedBookingId: id,
  encryptedMeetingId: id,
});

/** user-booking/waitlist-join: a pending candidate joins the waitlist of their step, optionally narrowed. */
export const waitlistJoinRequest = z
  .object({
    encryptedStepId: id,
    /** The first and last day (the meeting's own calendar day) the candidate would take a seat on; open when absent. */
    fromDate: apiDate.optional(),
    toDate: apiDate.optional(),
    /** ONSITE, REMOTE or BOTH (the default). */
    deliveryMethod: z.union([deliveryMethod, z.literal('BOTH')]).optional(),
  })
  .refine((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, { path: ['toDate'], message: 'To Date must be on or after From Date' });

/** user-booking/waitlist-remove: the candidate leaves (their own step), or an administrator removes a candidate. */
export const waitlistRemoveRequest = z.object({ encryptedStepId: id, reason: reason.optional() });

/** user-booking/waitlist-confirm-hold: the candidate confirms the seat held for them (the e-mail's link names the hold). */
export const waitlistConfirmHoldRequest = z.object({ encryptedHoldId: id });

/** A seat held for a waitlisted candidate: the meeting, when the hold is released. */
export const waitlistHold = z.object({
  encryptedHoldId: z.string(),
  encryptedMeetingId: z.string(),
  meetingStart: z.string(),
  meetingEnd: z.string().optional(),
  timeZone: z.string(),
  deliveryMethod: z.string(),
  location: z.string().optional(),
  expiresAt: z.string(),
});

/** One row of a project's waitlist (admin page): position in the step's queue, who, since when, what they narrowed, the hold. */
export const waitlistRow = z.object({
  encryptedStepId: z.string(),
  encryptedCandidateId: z.string(),
  position: z.number(),
  stepType,
  stepTypeDisplay: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  deliveryMethod: z.string(),
  hold: waitlistHold.optional(),
});
export const waitlistParams = z.object({ projectId: id });
export const waitlistAnswer = z.object({ dataset: z.array(waitlistRow), size: z.number() });

/** The candidate's own place on a step's waitlist (candidate home's pending card). */
export const candidateWaitlistEntry = z.object({
  joinedAt: z.string(),
  position: z.number(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  deliveryMethod: z.string(),
  hold: waitlistHold.optional(),
});

/** meeting/under-minimum-decision: an administrator keeps an under-filled assessment, or archives it with a reason. */
export const underMinimumDecisionRequest = z.discriminatedUnion('decision', [
  z.object({ encryptedMeetingId: id, decision: z.literal('KEEP') }),
  z.object({ encryptedMeetingId: id, decision: z.literal('ARCHIVE'), reason }),
]);
