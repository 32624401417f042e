import type { DomainEvent } from '@scheduler/events/domain-event';
import type { WebhookEvent } from '@scheduler/contracts/webhook-events';
import type * as z from 'zod';
import { type WEBHOOK_DATA, WEBHOOK_PAYLOADS, type WebhookPayload } from '@scheduler/contracts/schemas/webhook-payloads';
import { hashToken } from '../../token-hash.ts';

/** A domain event as a webhook: the event it is subscribed as and its body (contracts/schemas/webhook-payloads.ts). */
export interface WebhookEventOf {
  event: WebhookEvent;
  payload: WebhookPayload;
}

type DataOf<E extends WebhookEvent> = z.infer<(typeof WEBHOOK_DATA)[E]>;

function bookingData(d: {
  bookingId: string;
  meetingId: string;
  projectId: string;
  candidateId: string;
  assessorId?: string;
  startsAt: string;
  timeZone: string;
  delivery: 'ONSITE' | 'REMOTE';
}): DataOf<'booking.confirmed'> {
  return {
    encryptedBookingId: d.bookingId,
    encryptedMeetingId: d.meetingId,
    encryptedProjectId: d.projectId,
    encryptedCandidateId: d.candidateId,
    ...(d.assessorId ? { encryptedAssessorId: d.assessorId } : {}),
    meetingStart: d.startsAt,
    timeZone: d.timeZone,
    deliveryMethod: d.delivery,
  };
}

/** The webhook event and data of a domain event, or undefined when it is no subscribable event (user.invited of staff). */
function dataOf(e: DomainEvent): { event: WebhookEvent; data: unknown } | undefined {
  switch (e.type) {
    case 'booking.confirmed':
      return { event: e.type, data: bookingData(e.detail) };
    case 'booking.cancelled':
      return {
        event: e.type,
        data: { ...bookingData(e.detail), ...(e.detail.reason ? { reason: e.detail.reason } : {}), cancelledAs: e.detail.cancelledAs },
      };
    case 'booking.rescheduled':
      return {
        event: e.type,
        data: {
          ...bookingData(e.detail),
          previousMeetingId: e.detail.previousMeetingId,
          previousMeetingStart: e.detail.previousStartsAt,
          previousTimeZone: e.detail.previousTimeZone,
          previousDeliveryMethod: e.detail.previousDelivery,
        },
      };
    case 'booking.completed':
      return { event: e.type, data: { ...bookingData(e.detail), status: e.detail.status } };
    case 'user.invited':
      if (e.detail.userType !== 'CANDIDATE') return undefined;
      return {
        event: 'candidate.invited',
        data: {
          encryptedUserId: e.detail.userId,
          email: e.detail.email,
          invitationExpiry: e.detail.invitationExpiresAt,
          encryptedProjectIds: e.detail.projectIds,
        },
      };
    case 'meeting.changed':
      return {
        event: e.type,
        data: { encryptedMeetingId: e.detail.meetingId, encryptedProjectId: e.detail.projectId, changedOn: e.detail.occurredAt },
      };
    case 'meeting.archived':
      return {
        event: e.type,
        data: {
          encryptedMeetingId: e.detail.meetingId,
          encryptedProjectId: e.detail.projectId,
          ...(e.detail.comments ? { comments: e.detail.comments } : {}),
        },
      };
    case 'waitlist.seat-held':
      return {
        event: e.type,
        data: {
          encryptedHoldId: e.detail.holdId,
          encryptedBookingId: e.detail.bookingId,
          encryptedMeetingId: e.detail.meetingId,
          encryptedProjectId: e.detail.projectId,
          encryptedCandidateId: e.detail.candidateId,
          meetingStart: e.detail.startsAt,
          timeZone: e.detail.timeZone,
          holdExpiry: e.detail.holdUntil,
        },
      };
    case 'meeting.under-minimum':
      return {
        event: e.type,
        data: {
          encryptedMeetingId: e.detail.meetingId,
          encryptedProjectId: e.detail.projectId,
          deadline: e.detail.deadline,
          confirmedCount: e.detail.confirmed,
          candidateMin: e.detail.minimum,
        },
      };
    default:
      return undefined;
  }
}

/**
 * The webhook a domain event raises, its body parsed by the published schema (so a body that drifts from the
 * OpenAPI document fails here, not at the receiver). Nothing secret is copied: no invitation link, no token.
 */
export function webhookEventOf(e: DomainEvent): WebhookEventOf | undefined {
  const found = dataOf(e);
  if (!found) return undefined;
  const payload = WEBHOOK_PAYLOADS[found.event].parse({
    type: found.event,
    timestamp: e.detail.occurredAt,
    encryptedOrganisationId: e.detail.organisationId,
    data: found.data,
  }) as WebhookPayload;
  return { event: found.event, payload };
}

/**
 * The event's stable key: its type and detail as published. The relay hands over an event's stored detail
 * unchanged however often it is delivered (domain-events/event-relay.ts), and every detail carries the instant
 * it happened, so a redelivery has the same key and a new event a different one.
 */
export const eventKeyOf = (e: DomainEvent) => hashToken(`${e.type}|${JSON.stringify(e.detail)}`);

/** The delivery record's id of an event for a subscription: the same on every redelivery of the event. */
export const webhookDeliveryIdOf = (eventKey: string, subscriptionId: string) => `wd-${hashToken(`${eventKey}|${subscriptionId}`).slice(0, 40)}`;

/** The `webhook-id` header of that delivery (Standard Webhooks' `msg_` form). */
export const webhookMessageIdOf = (deliveryId: string) => `msg_${deliveryId.slice(3)}`;
