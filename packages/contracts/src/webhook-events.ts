/**
 * The events an organisation may subscribe a webhook to (DESIGN §17), each named after the domain event that
 * raises it. The payload of each is described in the OpenAPI document's `webhooks` section.
 */
export const WEBHOOK_EVENTS = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.completed',
  'candidate.invited',
  'meeting.changed',
  'meeting.archived',
  'waitlist.seat-held',
  'meeting.under-minimum',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How each event is named, with the spec's label placeholders: the organisation's words fill them where they show. */
export const WEBHOOK_EVENT_TEXT: Record<WebhookEvent, string> = {
  'booking.confirmed': 'Booking confirmed',
  'booking.cancelled': 'Booking cancelled',
  'booking.rescheduled': 'Booking rescheduled',
  'booking.completed': 'Booking completed',
  'candidate.invited': '{Candidate} invited',
  'meeting.changed': '{Meeting} changed',
  'meeting.archived': '{Meeting} archived',
  'waitlist.seat-held': 'Waitlist seat held',
  'meeting.under-minimum': '{Assessment} under its minimum',
};
