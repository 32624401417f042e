import type { Context, ScheduledEvent } from 'aws-lambda';
import { createWebhookSender } from '@scheduler/core/integration/webhooks/webhook-sender';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { webhookDepsOf } from '../lib/webhook-deps.ts';

/** Time left to the Lambda below which the sender stops after its current batch; the next run goes on. */
const STOP_WITH_MS_LEFT = 30_000;

/**
 * The webhook sender (DESIGN §17), every minute: claims the delivery records that came due (retries, and first
 * attempts that did not run or whose sender died: their lease ended), signs and sends each, and settles it.
 */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'webhook-deliveries', eventId: event.id }, context, async () => {
    const sender = createWebhookSender(webhookDepsOf(getDeps()));
    const shouldYield = () => (context ? context.getRemainingTimeInMillis() < STOP_WITH_MS_LEFT : false);
    const result = await sender.drain({ shouldYield });
    if (result.delivered + result.retried + result.failed) logger.info('webhook deliveries sent', { ...result });
  });
