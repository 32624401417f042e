import type { NotificationMethod } from '@scheduler/contracts/alerts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import { type DeliveryRecord, NO_KEY, OUTBOX_QUEUE } from './delivery-record-entity.ts';

/** The domain event that starts the outbox sender (events/notification-events.ts). */
export const OUTBOX_QUEUED = 'notification.outbox-queued';

/** One rendered message for the outbox: what is sent, to whom, and what it is about (kept on its delivery record). */
export interface OutboxMessage {
  organisationId: string;
  /** The alert of the catalogue (contracts/alerts.ts) the message is. */
  alertCode: string;
  channel: NotificationMethod;
  /** E-mail address or mobile number. */
  recipient: string;
  personId?: string;
  projectId?: string;
  ref?: { type: string; id: string };
  templateId?: string;
  /** E-mail only. */
  subject?: string;
  /** The e-mail's plain text, or the SMS. */
  text: string;
  /** The e-mail's HTML part. */
  html?: string;
  /** E-mail only: a calendar invitation sent with it (METHOD:REQUEST on booking, CANCEL on cancellation). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string };
}

const MAX_ERROR = 500;
/** A failure as a delivery record keeps it: the error's message only (never the request, so no address book or key), cut short. */
export const describeSendError = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR) || 'send failed';

/** The message's delivery record as the outbox writes it: QUEUED, due at once, no attempt yet. */
export function queuedRecord(message: OutboxMessage, deliveryId: string, now: string): DeliveryRecord {
  return {
    ...recordBase(message, deliveryId, now),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.calendar ? { calendar: message.calendar.ics, calendarMethod: message.calendar.method } : {}),
    status: 'QUEUED',
    queue: OUTBOX_QUEUE,
    dueAt: now,
    attempts: 0,
  };
}

/** A message that could not even be rendered: recorded FAILED at once, never queued. */
export function unrenderedRecord(
  message: Omit<OutboxMessage, 'text' | 'html' | 'subject' | 'calendar'>,
  deliveryId: string,
  now: string,
  error: string,
): DeliveryRecord {
  return { ...recordBase(message, deliveryId, now), status: 'FAILED', error, attempts: 0 };
}

function recordBase(message: Omit<OutboxMessage, 'text' | 'html' | 'calendar'>, deliveryId: string, now: string) {
  return {
    organisationId: message.organisationId,
    deliveryId,
    alertCode: message.alertCode,
    channel: message.channel,
    recipient: message.recipient,
    personKey: message.personId ?? NO_KEY,
    projectKey: message.projectId ?? NO_KEY,
    createdAt: now,
    updatedAt: now,
    ...(message.personId ? { personId: message.personId } : {}),
    ...(message.projectId ? { projectId: message.projectId } : {}),
    ...(message.ref ? { refType: message.ref.type, refId: message.ref.id } : {}),
    ...(message.templateId ? { templateId: message.templateId } : {}),
    ...(message.subject ? { subject: message.subject } : {}),
  };
}

/**
 * The outbox writes for a caller's transaction (an invitation, a booking): the records are created with the caller's
 * own writes, so a crash between the write and the send loses no message. Created only once: a record of the same
 * id refuses the transaction.
 */
export function outboxWrites(deliveryRecord: TransactionEntities['deliveryRecord'], records: readonly DeliveryRecord[]) {
  return records.map((r) => deliveryRecord.create(r).commit());
}

/**
 * Tells the sender that `count` messages of the organisation wait (the notification.outbox-queued event). Best
 * effort: the records are already written, and the sender's schedule sweeps what an event did not start.
 */
export async function announceQueued(
  events: EventPublisher | undefined,
  organisationId: string,
  count: number,
  occurredAt: string,
): Promise<boolean> {
  if (!events || count < 1) return false;
  try {
    await events.publish({ type: OUTBOX_QUEUED, detail: { organisationId, count, occurredAt } });
    return true;
  } catch {
    return false;
  }
}
