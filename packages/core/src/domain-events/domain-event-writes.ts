import type { TransactionEntities } from '../lists/list-counters.ts';
import { EVENT_QUEUE } from './domain-event-entity.ts';

/** A domain event as the bus carries it (events/ catalogue: type and detail, the detail with organisationId and occurredAt). */
export interface DomainEvent {
  type: string;
  detail: Record<string, unknown> & { organisationId: string; occurredAt: string };
}

/** A domain event with the id its row is written under (a ULID from the caller's id source). */
export type DomainEventToWrite = DomainEvent & { eventId: string };

/**
 * The row of a domain event, for the transaction of the change it reports (the transactional outbox): queued for the
 * relay at once. Created only once: a row of the same id refuses the transaction.
 */
export function domainEventWrite(e: Pick<TransactionEntities, 'domainEvent'>, event: DomainEventToWrite) {
  const { organisationId, occurredAt } = event.detail;
  return e.domainEvent
    .create({
      organisationId,
      eventId: event.eventId,
      type: event.type,
      detail: JSON.stringify(event.detail),
      occurredAt,
      queue: EVENT_QUEUE,
      dueAt: occurredAt,
      attempts: 0,
    })
    .commit();
}
