import type { Context, EventBridgeEvent } from 'aws-lambda';
import { domainEventFromEventBridge, type DomainEvent, type DomainEventType } from '@scheduler/events/domain-event';
import { inInvocation, logger } from '../lib/logger.ts';

/** Sends the e-mails and SMS one domain event calls for. Failures throw, so EventBridge retries and then dead-letters. */
export type Notifier = (event: DomainEvent) => Promise<void>;

/**
 * Notifiers by event type. The notification features (invitations, booking confirmations, reminders per the
 * project alerts) register here as they are built; an event with no notifier is acknowledged and logged.
 */
export const NOTIFIERS: Partial<Record<DomainEventType, Notifier>> = {};

/** Target of the bus rule for domain events. */
export const handler = (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> =>
  inInvocation({ job: 'notify', eventId: event.id, eventType: event['detail-type'] }, context, async () => {
    const domainEvent = domainEventFromEventBridge(event);
    const notify = NOTIFIERS[domainEvent.type];
    if (!notify) {
      logger.info('no notification for event', { type: domainEvent.type, id: event.id });
      return;
    }
    await notify(domainEvent);
    logger.info('notified', { type: domainEvent.type, id: event.id });
  });
