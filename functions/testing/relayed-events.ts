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

/**
 * Relays the named organisations' queued domain events to the notify function itself, as the bus rule does deployed
 * (and the local bus): what a change's event asks for (the meeting changed alert, a booking confirmation) is then in
 * the outbox.
 */
export async function notifyEventsOf(db: Db, organisationIds: readonly string[]): Promise<RelayOutcome> {
  const { handler } = await import('../jobs/notify.ts');
  return relayEventsOf(db, organisationIds, {
    publish: async ({ type, detail }) =>
      handler({
        version: '0',
        id: `test-${type}-${String(detail.occurredAt)}`,
        'detail-type': type,
        source: 'scheduler',
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'ap-southeast-2',
        resources: [],
        detail,
      }),
  });
}
