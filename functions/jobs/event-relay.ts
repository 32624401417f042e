import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import type { DomainEventRow } from '@scheduler/core/domain-events/domain-event-entity';
import { createEventRelay } from '@scheduler/core/domain-events/event-relay';
import { getDeps, type Deps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/** The ElectroDB entity name a domain event row carries (the stream filter of infra's relay matches it too). */
export const DOMAIN_EVENT_ENTITY = 'domainEvent';
/** The scheduled sweep leaves the events of the last minute to the stream. */
export const SWEEP_GRACE_MS = 60_000;

const relayOf = (deps: Deps) => createEventRelay({ ...deps, log: { error: (message, detail) => logger.error(message, detail ?? {}) } });

const isStream = (event: ScheduledEvent | DynamoDBStreamEvent): event is DynamoDBStreamEvent => 'Records' in event;

/** The domain event rows a stream batch inserted (other entities and other changes are not events to relay). */
export function insertedEvents(event: DynamoDBStreamEvent): DomainEventRow[] {
  return event.Records.flatMap((r) => {
    if (r.eventName !== 'INSERT' || !r.dynamodb?.NewImage) return [];
    const image = unmarshall(r.dynamodb.NewImage as Record<string, AttributeValue>);
    return image.__edb_e__ === DOMAIN_EVENT_ENTITY ? [image as DomainEventRow] : [];
  });
}

/**
 * The relay of the domain events the changes write in their own transactions (core domain-events/): fed by the
 * table's stream with the rows just inserted, and run on its schedule to hand over what the stream did not (a batch
 * that failed every retry, a bus outage). A failed hand-over stays queued with its error, so the batch succeeds and
 * the sweep retries it later.
 */
export function handler(event: ScheduledEvent, context?: Context): Promise<void>;
export function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse>;
export function handler(event: ScheduledEvent | DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse | void> {
  return inInvocation({ job: 'event-relay', eventId: isStream(event) ? `stream:${event.Records.length}` : event.id }, context, async () => {
    const relay = relayOf(getDeps());
    const outcome = isStream(event) ? await relay.deliver(insertedEvents(event)) : await relay.sweep(SWEEP_GRACE_MS);
    if (outcome.delivered || outcome.failed) logger.info('domain events relayed', { ...outcome });
    return isStream(event) ? { batchItemFailures: [] } : undefined;
  });
}

/** The local runtime's stream: every queued event at once (no grace), until the queue is empty or refuses. */
export async function relayQueuedEvents(deps: Deps = getDeps()): Promise<number> {
  const relay = relayOf(deps);
  let delivered = 0;
  for (;;) {
    const outcome = await relay.sweep(0);
    delivered += outcome.delivered;
    if (outcome.delivered + outcome.alreadyDelivered === 0) return delivered;
  }
}
