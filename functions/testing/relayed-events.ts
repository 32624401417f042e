import type { Db } from '@scheduler/core/db';
import { createEventRelay, type RelayOutcome } from '@scheduler/core/domain-events/event-relay';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { systemClock } from '@scheduler/core/ports/clock';

/**
 * For tests on the shared test table: hands the queued domain events of the named organisations (and only those, so
 * files running side by side never take each other's) to `events` through the product's relay, as the stream or the
 * local poller would after the change committed.
 */
export async function relayEventsOf(db: Db, organisationIds: readonly string[], events: EventPublisher): Promise<RelayOutcome> {
  const relay = createEventRelay({ db, clock: systemClock, events });
  const rows = (
    await Promise.all(
      organisationIds.map(
        async (organisationId) =>
          (
            await db.domainEvent.query
              .byOrganisation({ organisationId })
              .where((a, op) => op.exists(a.queue))
              .go({ pages: 'all' })
          ).data,
      ),
    )
  ).flat();
  return relay.deliver(rows);
}
