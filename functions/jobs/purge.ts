import type { Context, ScheduledEvent } from 'aws-lambda';
import { createExpirySweeper } from '@scheduler/core/purge/expiry-sweeper';
import { createPurgeJob } from '@scheduler/core/purge/purge-job';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/** Time left to the Lambda below which the purge stops after its current page; the next run resumes it. */
const STOP_WITH_MS_LEFT = 60_000;

/**
 * Daily purge (EventBridge Scheduler; the local scheduler runs it too): removes what has expired, then purges the
 * records whose purge or sanitise date has come (core/purge/purge-job.ts). Safe to run twice, and to be cut short.
 */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'purge', eventId: event.id }, context, async () => {
    const deps = getDeps();
    const swept = await createExpirySweeper(deps).sweep();
    const purged = await createPurgeJob(deps).run({
      shouldStop: () => (context ? context.getRemainingTimeInMillis() < STOP_WITH_MS_LEFT : false),
    });
    logger.info('purge done', { scheduledAt: event.time, ...swept, ...purged.counts, finished: purged.finished });
  });
