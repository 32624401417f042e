import type { Context, ScheduledEvent } from 'aws-lambda';
import { createExpirySweeper } from '@scheduler/core/purge/expiry-sweeper';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/** Daily purge (EventBridge Scheduler): removes what has expired. Safe to run twice. */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'purge', eventId: event.id }, context, async () => {
    const swept = await createExpirySweeper(getDeps()).sweep();
    logger.info('purge done', { scheduledAt: event.time, ...swept });
  });
