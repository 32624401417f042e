import { conditioned } from '../conditional-write.ts';
import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import type { Db } from '../db.ts';
import { type IndexItem, type IndexRange, pageItems } from '../lists/index-page.ts';
import { type DeliveryRecord, OUTBOX_QUEUE } from './delivery-record-entity.ts';

type DeliveryKey = { organisationId: string; deliveryId: string };

/** The fields a claim sets on a record it takes (outbox-sender.ts). */
export type DeliveryClaim = Pick<DeliveryRecord, 'status' | 'queue' | 'dueAt' | 'attempts' | 'updatedAt'>;

const keyOf = (i: IndexItem): DeliveryKey => ({ organisationId: String(i.organisationId), deliveryId: String(i.deliveryId) });
const idOf = (k: { deliveryId: string }) => k.deliveryId;

/** The delivery record reads and writes (the outbox, its sender and the delivery lists). */
export function deliveryRecordStore(db: Db) {
  /** A settle of the claim that read `attempts`; one another sender took since is left to it. */
  const stillOurs = (attempts: number) => (a: { status: unknown; attempts: unknown }, op: { eq(attr: unknown, value: unknown): string }) =>
    `${op.eq(a.status, 'SENDING')} AND ${op.eq(a.attempts, attempts)}`;

  return {
    /** A project's records (gsi3, by createdAt). */
    projectDeliveryRange(organisationId: string, projectId: string): IndexRange {
      return { query: db.deliveryRecord.query.byProject({ organisationId, projectKey: projectId }) };
    },

    /** A person's records in one organisation (gsi4, by createdAt). */
    personDeliveryRange(organisationId: string, userId: string): IndexRange {
      return { query: db.deliveryRecord.query.byPerson({ organisationId, personKey: userId }) };
    },

    /** The records of a page of index items, in the items' order. */
    deliveryRecordsOf(items: readonly IndexItem[]): Promise<DeliveryRecord[]> {
      return pageItems(db.deliveryRecord, items, keyOf, idOf);
    },

    /** Up to `limit` records of the send queue due at `now`. */
    async dueDeliveries(now: string, limit: number): Promise<DeliveryRecord[]> {
      return (await db.deliveryRecord.query.byQueue({ queue: OUTBOX_QUEUE }).lte({ dueAt: now }).go({ limit })).data;
    },

    /** Writes a new record; false when a record of its id exists (the same event wrote it). */
    createDeliveryWrite(record: DeliveryRecord): Promise<boolean> {
      return conditioned(db.deliveryRecord.create(record).go());
    },

    /** A sender claims the record as read (its status, due time and attempts); false when another claimed it. */
    claimDeliveryWrite(record: DeliveryRecord, claim: DeliveryClaim): Promise<boolean> {
      return conditioned(
        db.deliveryRecord
          .patch({ organisationId: record.organisationId, deliveryId: record.deliveryId })
          .set(claim)
          .where((a, op) => `${op.eq(a.status, record.status)} AND ${op.eq(a.dueAt, record.dueAt ?? '')} AND ${op.eq(a.attempts, record.attempts)}`)
          .go(),
      );
    },

    /** The claimed record was sent: SENT with the provider's id, its content dropped. */
    async deliverySentWrite(key: DeliveryKey, attempts: number, providerMessageId: string, now: string): Promise<void> {
      await conditioned(
        db.deliveryRecord
          .patch(key)
          .set({ status: 'SENT', providerMessageId, updatedAt: now })
          .remove(['queue', 'dueAt', 'text', 'html', 'calendar', 'calendarMethod', 'error'])
          .where(stillOurs(attempts))
          .go(),
      );
    },

    /** The claimed record's last attempt failed: FAILED with the error, its content dropped. */
    async deliveryFailedWrite(key: DeliveryKey, attempts: number, error: string, now: string): Promise<void> {
      await conditioned(
        db.deliveryRecord
          .patch(key)
          .set({ status: 'FAILED', error, updatedAt: now })
          .remove(['queue', 'dueAt', 'text', 'html', 'calendar', 'calendarMethod'])
          .where(stillOurs(attempts))
          .go(),
      );
    },

    /** The claimed record failed and is QUEUED again, due at `dueAt`, with the error kept. */
    async deliveryRetryWrite(key: DeliveryKey, attempts: number, dueAt: string, error: string, now: string): Promise<void> {
      await conditioned(
        db.deliveryRecord.patch(key).set({ status: 'QUEUED', queue: OUTBOX_QUEUE, dueAt, error, updatedAt: now }).where(stillOurs(attempts)).go(),
      );
    },

    /**
     * A reminder of the booking (`rule:hours`) marked sent with its booking.reminder-due event, in one transaction (the
     * relay delivers the event): false, nothing written, when it was marked already (an overlapping run) or the booking
     * is no longer CONFIRMED.
     */
    async reminderDueWrite(key: { organisationId: string; bookingId: string }, marker: string, event: DomainEventToWrite): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.booking
            .patch(key)
            .add({ remindersSent: [marker] })
            .where((a, op) => `${op.eq(a.status, 'CONFIRMED')} AND NOT ${op.contains(a.remindersSent, marker)}`)
            .commit(),
          domainEventWrite(e, event),
        ])
        .go();
      return !result.canceled;
    },
  };
}
