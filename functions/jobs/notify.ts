import type { Context, EventBridgeEvent } from 'aws-lambda';
import { domainEventFromEventBridge, type DomainEvent, type DomainEventOf, type DomainEventType } from '@scheduler/events/domain-event';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { createPasswordResetService } from '@scheduler/core/identity/password-reset';
import { accountDeps } from '../lib/account-deps.ts';

/** Sends the e-mails and SMS one domain event calls for. Failures throw, so EventBridge retries and then dead-letters. */
export type Notifier<T extends DomainEventType = DomainEventType> = (event: DomainEventOf<T>) => Promise<void>;

/**
 * Notifiers by event type. The notification features (invitations, booking confirmations, reminders per the
 * project alerts) register here as they are built; an event with no notifier is acknowledged and logged.
 */
const NOTIFIERS: { [T in DomainEventType]?: Notifier<T> } = {
  'user.password-reset-requested': (event) => createPasswordResetService(accountDeps(getDeps())).sendRequested(event.detail),
};

/** Target of the bus rule for domain events. */
export const handler = (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> =>
  inInvocation({ job: 'notify', eventId: event.id, eventType: event['detail-type'] }, context, async () => {
    const domainEvent = domainEventFromEventBridge(event);
    const notify = NOTIFIERS[domainEvent.type] as ((event: DomainEvent) => Promise<void>) | undefined;
    if (!notify) {
      logger.info('no notification for event', { type: domainEvent.type, id: event.id });
      return;
    }
    await notify(domainEvent);
    logger.info('notified', { type: domainEvent.type, id: event.id });
  });
