import type { Context, ScheduledEvent } from 'aws-lambda';
import { createWaitlistSeats } from '@scheduler/core/waitlist/waitlist-seats';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/**
 * Every minute (EventBridge Scheduler; the local scheduler runs it too): releases the waitlist's seat holds that ended
 * and passes each seat to the next eligible candidate, then sweeps the steps with a waitlist for free seats whose
 * event was lost (core waitlist/waitlist-seats.ts runDue). Safe to overlap or rerun: every seat is decided by its
 * transaction's conditions.
 */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'waitlist-holds', eventId: event.id }, context, async () => {
    const result = await createWaitlistSeats(getDeps()).runDue();
    logger.info('waitlist holds done', { scheduledAt: event.time, ...result });
  });
