import { conditioned } from '../conditional-write.ts';
import type { Db } from '../db.ts';
import { type DomainEventRow, EVENT_QUEUE } from './domain-event-entity.ts';

/** How long a delivered event's row is kept (seconds), for tracing a notification back to its change. */
const KEPT_AFTER_DELIVERY_S = 7 * 86_400;

type EventKey = Pick<DomainEventRow, 'organisationId' | 'eventId'>;

/** The relay's reads and writes of the domain event rows (DESIGN §3.4: the only code that touches the entity). */
export function createDomainEventStore(db: Db) {
  return {
    /** Up to `limit` undelivered events due at `dueBy`, oldest first. */
    async eventsDue(dueBy: string, limit: number): Promise<DomainEventRow[]> {
      return (await db.domainEvent.query.byQueue({ queue: EVENT_QUEUE }).lte({ dueAt: dueBy }).go({ limit })).data;
    },

    /** One event as it is now (consistent): null once gone. */
    async eventOf(key: EventKey): Promise<DomainEventRow | null> {
      return (await db.domainEvent.get(key).go({ consistent: true })).data;
    },

    /**
     * The event was handed to the bus: it leaves the queue and is kept a week. Answers false when another relay had
     * already marked it (the hand-over was then a duplicate, which the notifier absorbs).
     */
    async deliveredWrite(key: EventKey, now: Date): Promise<boolean> {
      return conditioned(
        db.domainEvent
          .patch(key)
          .set({ deliveredAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + KEPT_AFTER_DELIVERY_S })
          .remove(['queue', 'dueAt', 'error'])
          .where((a, op) => op.exists(a.queue))
          .go(),
      );
    },

    /** The bus refused the event: it stays queued, due again at `dueAt`, with the error kept. */
    async retryWrite(key: EventKey, attempts: number, dueAt: string, error: string): Promise<void> {
      await conditioned(
        db.domainEvent
          .patch(key)
          .set({ attempts, dueAt, error })
          .where((a, op) => op.exists(a.queue))
          .go(),
      );
    },
  };
}
export type DomainEventStore = ReturnType<typeof createDomainEventStore>;
