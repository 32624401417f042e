import * as z from 'zod';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../webhook-events.ts';

/**
 * The JSON body of each webhook delivery (Standard Webhooks' recommended shape: `type`, `timestamp`, `data`), with
 * the ids and words of the API itself. Published in the OpenAPI document's `webhooks` section; nothing secret
 * (no invitation link, no token) is ever in a payload.
 */
const ref = z.string().describe('An id as the API names it (encrypted...Id)');
const instant = z.string().describe('An instant, ISO 8601 in UTC');

const booking = {
  encryptedBookingId: ref,
  encryptedMeetingId: ref,
  encryptedProjectId: ref,
  encryptedCandidateId: ref,
  encryptedAssessorId: ref.optional(),
  meetingStart: instant,
  timeZone: z.string().describe('The meeting’s IANA time zone'),
  deliveryMethod: z.enum(['ONSITE', 'REMOTE']),
};

export const WEBHOOK_DATA = {
  'booking.confirmed': z.object(booking),
  'booking.cancelled': z.object({
    ...booking,
    reason: z.string().optional(),
    cancelledAs: z.enum(['CANDIDATE', 'ADMIN', 'AUTOMATIC']),
  }),
  'booking.rescheduled': z.object({
    ...booking,
    previousMeetingId: ref,
    previousMeetingStart: instant,
    previousTimeZone: z.string(),
    previousDeliveryMethod: z.enum(['ONSITE', 'REMOTE']),
  }),
  'booking.completed': z.object({ ...booking, status: z.enum(['COMPLETE', 'INCOMPLETE', 'MISSED']) }),
  'candidate.invited': z.object({
    encryptedUserId: ref,
    email: z.string(),
    invitationExpiry: instant,
    encryptedProjectIds: z.array(ref),
  }),
  'meeting.changed': z.object({ encryptedMeetingId: ref, encryptedProjectId: ref, changedOn: instant }),
  'meeting.archived': z.object({ encryptedMeetingId: ref, encryptedProjectId: ref, comments: z.string().optional() }),
  'waitlist.seat-held': z.object({
    encryptedHoldId: ref,
    encryptedBookingId: ref,
    encryptedMeetingId: ref,
    encryptedProjectId: ref,
    encryptedCandidateId: ref,
    meetingStart: instant,
    timeZone: z.string(),
    holdExpiry: instant,
  }),
  'meeting.under-minimum': z.object({
    encryptedMeetingId: ref,
    encryptedProjectId: ref,
    deadline: instant,
    confirmedCount: z.number().int(),
    candidateMin: z.number().int(),
  }),
} as const satisfies Record<WebhookEvent, z.ZodObject>;

/** One delivery's body for an event type. */
export const webhookPayload = <E extends WebhookEvent>(type: E) =>
  z.object({
    type: z.literal(type),
    timestamp: instant.describe('When the event happened'),
    encryptedOrganisationId: ref,
    data: WEBHOOK_DATA[type],
  });

export const WEBHOOK_PAYLOADS = Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e, webhookPayload(e)])) as {
  [E in WebhookEvent]: ReturnType<typeof webhookPayload<E>>;
};
export type WebhookPayload<E extends WebhookEvent = WebhookEvent> = z.infer<(typeof WEBHOOK_PAYLOADS)[E]>;
