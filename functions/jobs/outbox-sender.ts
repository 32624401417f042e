import type { Context, EventBridgeEvent } from 'aws-lambda';
import { createOutboxSender } from '@scheduler/core/notification/outbox-sender';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/** Time left to the Lambda below which the sender stops after its current page; the schedule's next run goes on. */
const STOP_WITH_MS_LEFT = 30_000;

/** This process's drain, when one runs: a second start meanwhile asks it to look again rather than send alongside it. */
let running: { again: boolean } | undefined;

/**
 * The outbox sender (DESIGN §14): started by notification.outbox-queued (messages were queued) and every minute by
 * its schedule (retries that came due, and anything an event did not start). Sends every due delivery record at the
 * configured rate (OUTBOX_SEND_RATE; the function runs one at a time deployed, so the rate is the account's).
 */
export const handler = (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> =>
  inInvocation({ job: 'outbox-sender', eventId: event.id, eventType: event['detail-type'] }, context, async () => {
    if (running) {
      running.again = true;
      logger.info('outbox sender already running here: it looks again when done');
      return;
    }
    const deps = getDeps();
    const sender = createOutboxSender({ ...deps, settings: deps.config.outboxSendRate ? { ratePerSecond: deps.config.outboxSendRate } : {} });
    const shouldYield = () => (context ? context.getRemainingTimeInMillis() < STOP_WITH_MS_LEFT : false);
    running = { again: false };
    try {
      const total = { sent: 0, retried: 0, failed: 0, skipped: 0, yielded: false };
      do {
        running.again = false;
        const result = await sender.drain({ shouldYield });
        total.sent += result.sent;
        total.retried += result.retried;
        total.failed += result.failed;
        total.skipped += result.skipped;
        total.yielded = result.yielded;
      } while (running.again && !total.yielded);
      logger.info('outbox drained', { ...total, ratePerSecond: sender.settings.ratePerSecond });
    } finally {
      running = undefined;
    }
  });
