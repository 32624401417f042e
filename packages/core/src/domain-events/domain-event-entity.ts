import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/** The one partition of the relay queue (gsi1): the events still to hand to the bus. */
export const EVENT_QUEUE = 'DOMAIN_EVENTS';

/**
 * A domain event (events/, e.g. booking.confirmed) written in the same transaction as the change it reports, so a
 * process that dies after the commit cannot lose it (the transactional outbox). The relay (event-relay.ts) hands it
 * to the bus — deployed from the table's stream, with a sweep of what the stream did not deliver; locally the
 * runtime polls the queue — and marks it delivered. Delivery is at least once: the notifier is idempotent per event.
 * A delivered row keeps its type and detail for a week (`expiresAt`, TTL), then goes.
 * Access patterns:
 * - one event (primary, organisationId + eventId)
 * - the events still to deliver, oldest due first (gsi1, pk queue; sparse: only undelivered events carry queue and
 *   dueAt)
 */
export const domainEventEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'domainEvent', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        /** A ULID: events of one organisation sort by when they were written. */
        eventId: { type: 'string', required: true },
        type: { type: 'string', required: true },
        /** The event's detail as the bus carries it (events/ catalogue schema), JSON text. */
        detail: { type: 'string', required: true },
        occurredAt: { type: 'string', required: true },
        queue: { type: 'string' },
        dueAt: { type: 'string' },
        /** Hand-overs the bus refused; each moves dueAt later. */
        attempts: { type: 'number', required: true, default: 0 },
        error: { type: 'string' },
        deliveredAt: { type: 'string' },
        expiresAt: { type: 'number' },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['eventId'] } },
        byQueue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['queue'] }, sk: { field: 'gsi1sk', composite: ['dueAt'] } },
      },
    },
    config,
  );
export type DomainEventEntity = ReturnType<typeof domainEventEntity>;
export type DomainEventRow = EntityItem<DomainEventEntity>;
