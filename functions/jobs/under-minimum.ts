import type { Context, ScheduledEvent } from 'aws-lambda';
import { createUnderMinimumCheck } from '@scheduler/core/meeting/meeting-minimum';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/** Every 5 minutes (EventBridge Scheduler): flags the assessments under their minimum at their freeze deadline, each with its meeting.under-minimum event (the relay delivers it). Safe to overlap or rerun. */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'under-minimum', eventId: event.id }, context, async () => {
    const result = await createUnderMinimumCheck(getDeps()).run();
    logger.info('under-minimum check done', { scheduledAt: event.time, ...result });
    if (result.failed > 0) throw new Error(`${result.failed} under-minimum flag(s) could not be written; they will be retried on the next run`);
  });
