import type { DataDeps } from '@scheduler/core/deps';
import type { DeliveryRecord } from '@scheduler/core/notification/delivery-record-entity';
import { createOutboxSender } from '@scheduler/core/notification/outbox-sender';
import type { Mailer } from '@scheduler/core/ports/mailer';
import type { Sms } from '@scheduler/core/ports/sms';

/**
 * Sends one organisation's QUEUED outbox records now, as the outbox sender would, and answers them as they were.
 * Test files share the outbox's queue, so a test sends only its own organisation's records (never `drain`).
 */
export async function sendQueued(deps: DataDeps & { mailer: Mailer; sms: Sms }, organisationId: string): Promise<DeliveryRecord[]> {
  const { data } = await deps.db.deliveryRecord.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  const queued = data.filter((r) => r.status === 'QUEUED');
  const sender = createOutboxSender(deps);
  for (const record of queued) await sender.sendNow(record);
  return queued;
}
