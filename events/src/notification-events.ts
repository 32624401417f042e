import * as z from 'zod';
import { defineEvent } from './event-base.ts';

/**
 * Messages were written to the outbox (QUEUED delivery records): the outbox sender (functions/jobs/outbox-sender.ts)
 * drains what is due at the provider's rate. The records hold the messages, never the bus; a lost event only delays
 * them until the sender's schedule sweeps.
 */
export const outboxQueued = defineEvent('notification.outbox-queued', { count: z.number().int().min(1).max(10_000) });

export const notificationEventExamples = [
  outboxQueued.parse({
    type: 'notification.outbox-queued',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000ADMN',
      occurredAt: '2027-03-04T22:05:00.000Z',
      count: 3,
    },
  }),
];
