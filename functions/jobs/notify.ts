import type { Context, EventBridgeEvent } from 'aws-lambda';
import { domainEventFromEventBridge, type DomainEvent, type DomainEventOf, type DomainEventType } from '@scheduler/events/domain-event';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { createPasswordResetService } from '@scheduler/core/identity/password-reset';
import { accountDeps } from '../lib/account-deps.ts';
import { createBookingNotifier, type BookingEvent } from '@scheduler/core/booking/booking-notify';
import { notifyMeetingChanged } from '@scheduler/core/meeting/meeting-changed-alert';
import { notifyUnderMinimum } from '@scheduler/core/meeting/meeting-minimum-alert';
import type { Deps } from '../lib/deps.ts';
import { createConnectionStore } from '../ws/connection-store.ts';
import { createPushToUser } from '../ws/push-to-user.ts';
import { leaveOnBooked, notifySeatHeld, promoteFreedSeat } from './waitlist-seats.ts';
import { createWebhookSender } from '@scheduler/core/integration/webhooks/webhook-sender';
import { webhookDepsOf } from '../lib/webhook-deps.ts';

/** What open pages hear when a booking they may show changed (web shared/lib/live-events.ts). */
export const BOOKING_CHANGED = 'booking.changed';

/**
 * A booking event: the project's alerts go to the outbox (the confirmation and cancellation e-mails with their
 * calendar invitation), then every open page of the candidate, the assessor and the organisation's admins hears
 * 'booking.changed' and refreshes. A failure to plan the alert throws, so the bus retries (the outbox records are
 * idempotent per event); a page that cannot be reached is not a failure.
 */
export async function notifyBooking(event: BookingEvent, deps: Deps = getDeps()): Promise<void> {
  const out = await createBookingNotifier(deps).notify(event);
  if (deps.realtime && out.booking) {
    const push = createPushToUser({ store: createConnectionStore(deps.db.wsConnection), poster: deps.realtime, clock: deps.clock });
    const message = { type: BOOKING_CHANGED, ...out.booking };
    const pushed = await Promise.allSettled(out.watchers.map((userId) => push(userId, message)));
    const failed = pushed.filter((p) => p.status === 'rejected').length;
    if (failed) logger.warn('booking change not pushed to every watcher', { bookingId: out.booking.bookingId, failed });
  }
  if (out.result?.error) throw new Error(`booking alert not queued: ${out.result.error}`);
}

/** Sends the e-mails and SMS one domain event calls for. Failures throw, so EventBridge retries and then dead-letters. */
export type Notifier<T extends DomainEventType = DomainEventType> = (event: DomainEventOf<T>) => Promise<void>;

/**
 * Notifiers by event type. The notification features (invitations, booking confirmations, reminders per the
 * project alerts) register here as they are built; an event with no notifier is acknowledged and logged.
 */
const NOTIFIERS: { [T in DomainEventType]?: Notifier<T> } = {
  'user.password-reset-requested': (event) => createPasswordResetService(accountDeps(getDeps())).sendRequested(event.detail),
  'booking.confirmed': async (event) => {
    await notifyBooking(event);
    await leaveOnBooked(event.detail);
  },
  'booking.cancelled': async (event) => {
    await notifyBooking(event);
    await promoteFreedSeat(event.detail);
  },
  'booking.completed': (event) => notifyBooking(event),
  'booking.reminder-due': (event) => notifyBooking(event),
  'meeting.changed': async (event) => {
    await notifyMeetingChanged(getDeps(), event.detail);
    await promoteFreedSeat(event.detail);
  },
  'booking.rescheduled': async (event) => {
    await notifyBooking(event);
    await promoteFreedSeat({ organisationId: event.detail.organisationId, meetingId: event.detail.previousMeetingId });
  },
  'waitlist.seat-held': (event) => notifySeatHeld(event),
  'meeting.under-minimum': async (event) => void (await notifyUnderMinimum(accountDeps(getDeps()), event.detail)),
};

/**
 * The webhooks of an event (DESIGN §17): a delivery record per subscription that wants it, each tried once at once
 * (bounded by the receiver's timeout); the webhook-deliveries job retries. Idempotent per event and subscription.
 */
export async function fanOutWebhooks(event: DomainEvent, deps: Deps = getDeps()): Promise<void> {
  const written = await createWebhookSender(webhookDepsOf(deps)).fanOut(event);
  if (written.length) logger.info('webhook deliveries written', { type: event.type, count: written.length });
}

/** Target of the bus rule for domain events: its webhooks and its notifier, both run even when the other fails. */
export const handler = (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> =>
  inInvocation({ job: 'notify', eventId: event.id, eventType: event['detail-type'] }, context, async () => {
    const domainEvent = domainEventFromEventBridge(event);
    const notify = NOTIFIERS[domainEvent.type] as ((event: DomainEvent) => Promise<void>) | undefined;
    const [webhooks, notified] = await Promise.allSettled([fanOutWebhooks(domainEvent), notify?.(domainEvent)]);
    if (webhooks.status === 'rejected') logger.error('webhooks not written', { type: domainEvent.type, id: event.id });
    if (notified.status === 'rejected') throw notified.reason;
    if (webhooks.status === 'rejected') throw webhooks.reason;
    if (!notify) {
      logger.info('no notification for event', { type: domainEvent.type, id: event.id });
      return;
    }
    logger.info('notified', { type: domainEvent.type, id: event.id });
  });
