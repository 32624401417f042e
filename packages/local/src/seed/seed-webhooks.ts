import type { Actor } from '@scheduler/core/actor';
import type { Db } from '@scheduler/core/db';
import { createWebhookSender } from '@scheduler/core/integration/webhooks/webhook-sender';
import { createWebhookService } from '@scheduler/core/integration/webhooks/webhook-service';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import type { DomainEvent } from '@scheduler/events/domain-event';
import { nodeWebhookTransport } from '@scheduler/functions/lib/webhook-transport';
import { WEBHOOK_RECEIVER_PATH } from '../webhooks/webhook-receiver.ts';

/**
 * The events of the seeded subscription: booking events. Not candidate.invited: a file of 500 candidates would send
 * hundreds of deliveries (and their retries) through the one local process, slowing every page and e-mail meanwhile.
 */
const SEED_WEBHOOK_EVENTS = ['booking.confirmed', 'booking.cancelled', 'booking.rescheduled', 'booking.completed'] as const;

/**
 * Aurora's webhooks on a first start, saved through the service the organisation page calls: one subscription to the
 * built-in receiver for booking events, and one to the receiver answering 503 for cancelled bookings (so the outbox
 * page shows retries); then a few of Aurora's seeded bookings and a candidate invitation fanned out as the notifier
 * does, each delivered (or tried) at once where subscribed. Answers the number of delivery records written.
 */
export async function seedWebhooks(db: Db, opts: { gatewayUrl: string; organisationId: string; admin: Actor }): Promise<number> {
  const deps = { db, clock: systemClock, ids: ulidIds, webhookTransport: nodeWebhookTransport, webhookPolicy: { allowLoopback: true } };
  const service = createWebhookService(deps);
  const receiver = `${opts.gatewayUrl.replace(/\/$/, '')}${WEBHOOK_RECEIVER_PATH}`;
  await service.save(opts.admin, opts.organisationId, {
    url: `${receiver}/ats`,
    description: 'Applicant tracking system (local receiver)',
    events: [...SEED_WEBHOOK_EVENTS],
  });
  await service.save(opts.admin, opts.organisationId, {
    url: `${receiver}/failing?fail=503`,
    description: 'A receiver that is down (answers 503)',
    events: ['booking.cancelled'],
  });

  const { data: bookings } = await db.booking.query.byOrganisation({ organisationId: opts.organisationId }).go({ pages: 'all' });
  const events: DomainEvent[] = [];
  const occurredAt = new Date().toISOString();
  for (const b of bookings.filter((x) => x.meetingId && (x.status === 'CONFIRMED' || x.status === 'CANCELLED')).slice(0, 3)) {
    const meeting = (await db.meeting.get({ organisationId: opts.organisationId, meetingId: b.meetingId! }).go()).data;
    if (!meeting) continue;
    const fields = {
      organisationId: opts.organisationId,
      occurredAt,
      bookingId: b.bookingId,
      meetingId: meeting.meetingId,
      projectId: b.projectId,
      candidateId: b.candidateId,
      ...(b.assessorId ? { assessorId: b.assessorId } : {}),
      startsAt: meeting.start,
      timeZone: meeting.timeZone,
      delivery: meeting.deliveryMethod,
    };
    events.push(
      b.status === 'CONFIRMED'
        ? { type: 'booking.confirmed', detail: fields }
        : { type: 'booking.cancelled', detail: { ...fields, cancelledBy: opts.admin.userId, cancelledAs: 'ADMIN', reason: 'Seeded cancellation' } },
    );
  }
  const candidate = bookings[0];
  if (candidate) {
    const person = (await db.user.get({ userId: candidate.candidateId }).go()).data;
    if (person) {
      events.push({
        type: 'user.invited',
        detail: {
          organisationId: opts.organisationId,
          occurredAt,
          userId: person.userId,
          email: person.username,
          userType: 'CANDIDATE',
          invitationExpiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          projectIds: [candidate.projectId],
        },
      });
    }
  }
  const sender = createWebhookSender(deps);
  let written = 0;
  for (const event of events) written += (await sender.fanOut(event)).length;
  return written;
}
