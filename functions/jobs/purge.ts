import type { ScheduledEvent } from 'aws-lambda';
import { createExpirySweeper } from '@scheduler/core/services/expiry-sweeper';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/** Daily purge (EventBridge Scheduler): removes what has expired. Safe to run twice. */
export async function handler(event: ScheduledEvent): Promise<void> {
  const swept = await createExpirySweeper(getDeps()).sweep();
  logger.info('purge done', { scheduledAt: event.time, ...swept });
}
