import type { DataDeps } from '../deps.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import type { DomainEventRow } from './domain-event-entity.ts';
import { createDomainEventStore } from './domain-event-store.ts';

/** Events handed over per sweep: the rest wait for the next one. */
const SWEEP_LIMIT = 100;
/** The longest wait between two hand-overs of an event the bus refused. */
const MAX_RETRY_MS = 15 * 60_000;
const MAX_ERROR = 300;

export interface EventRelayDeps extends Pick<DataDeps, 'db' | 'clock'> {
  /** The bus (EventBridge deployed, the runtime's bus locally). */
  events: EventPublisher;
  log?: { error(message: string, detail?: Record<string, unknown>): void };
}

/** What a relay run did. */
export interface RelayOutcome {
  delivered: number;
  /** Already delivered by another relay (a stream record and a sweep racing): nothing was sent twice by this run. */
  alreadyDelivered: number;
  /** Refused by the bus: queued again with a later due time. */
  failed: number;
}

/**
 * Hands the domain events written by the changes (domain-event-writes.ts) to the bus and marks each delivered. The
 * deployed relay is fed by the table's stream (the new rows) and sweeps, on its schedule, the queue for what the stream
 * did not deliver; the local runtime sweeps the queue every moment. An event is marked only after the bus took it, so a
 * relay that dies in between hands it over again: delivery is at least once, and the notifier is idempotent per event
 * (booking-notify.ts idempotencyKeyOf). A refused event stays queued with a growing delay (never dropped).
 */
export function createEventRelay(deps: EventRelayDeps) {
  const store = createDomainEventStore(deps.db);
  const out = (): RelayOutcome => ({ delivered: 0, alreadyDelivered: 0, failed: 0 });

  async function deliverOne(row: DomainEventRow, outcome: RelayOutcome) {
    if (!row.queue) {
      outcome.alreadyDelivered++;
      return;
    }
    const key = { organisationId: row.organisationId, eventId: row.eventId };
    try {
      await deps.events.publish({ type: row.type, detail: JSON.parse(row.detail) as Record<string, unknown> });
    } catch (e) {
      const attempts = row.attempts + 1;
      const delay = Math.min(MAX_RETRY_MS, 1_000 * 2 ** attempts);
      const error = (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR);
      await store.retryWrite(key, attempts, new Date(deps.clock.now().getTime() + delay).toISOString(), error);
      deps.log?.error('domain event not handed to the bus', { type: row.type, eventId: row.eventId, attempts, error });
      outcome.failed++;
      return;
    }
    if (await store.deliveredWrite(key, deps.clock.now())) outcome.delivered++;
    else outcome.alreadyDelivered++;
  }

  return {
    /** Hands over the given rows (a stream batch's new images), in the order of their ids. */
    async deliver(rows: readonly DomainEventRow[]): Promise<RelayOutcome> {
      const outcome = out();
      for (const row of [...rows].sort((a, b) => a.eventId.localeCompare(b.eventId))) await deliverOne(row, outcome);
      return outcome;
    },

    /**
     * Hands over the queued events due `graceMs` ago or earlier (0 locally; deployed a minute, leaving the fresh
     * ones to the stream), up to `limit` per call, oldest first.
     */
    async sweep(graceMs: number, limit = SWEEP_LIMIT): Promise<RelayOutcome> {
      const outcome = out();
      const dueBy = new Date(deps.clock.now().getTime() - graceMs).toISOString();
      for (const row of await store.eventsDue(dueBy, limit)) await deliverOne(row, outcome);
      return outcome;
    },
  };
}
export type EventRelay = ReturnType<typeof createEventRelay>;
