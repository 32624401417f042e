import type { Context, ScheduledEvent } from 'aws-lambda';
import { createReminderService } from '@scheduler/core/notification/reminders';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/** Every 5 minutes (EventBridge Scheduler): marks reminders that came due with their booking.reminder-due events (the relay delivers them). Safe to overlap or rerun. */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'reminders', eventId: event.id }, context, async () => {
    const result = await createReminderService(getDeps()).run();
    logger.info('reminders done', { scheduledAt: event.time, ...result });
    if (result.failed > 0) throw new Error(`${result.failed} reminder(s) could not be written; they will be retried on the next run`);
  });
