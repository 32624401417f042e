import type { Context, ScheduledEvent } from 'aws-lambda';
import { readSessionSettings } from '@scheduler/core/live-session/session-settings';
import { sweepStaleSessions } from '@scheduler/core/live-session/session-sweep';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';

/**
 * Every 5 minutes (EventBridge Scheduler; the local scheduler runs it too): ends the live sessions nobody has been in
 * for the organisation's `inactive` minutes, deleting their media meetings, and deletes the rows of sessions ended
 * more than a day ago (people's names and ids; core live-session/session-sweep.ts). Safe to overlap or rerun.
 */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'live-session-sweep', eventId: event.id }, context, async () => {
    const deps = getDeps();
    if (!deps.media) throw new Error('No meeting media is configured (MEETING_MEDIA=p2p, or MEDIA_REGION for Chime): live sessions cannot be ended');
    if (!deps.realtime) throw new Error('WS_MANAGEMENT_ENDPOINT is not set: the end of a session cannot reach its pages');
    const realtime = deps.realtime;
    const result = await sweepStaleSessions({
      ...deps,
      media: deps.media,
      post: (connectionId, message) => realtime.post(connectionId, message),
      settings: (organisationId) => readSessionSettings(deps.db, organisationId),
    });
    logger.info('live-session sweep done', { scheduledAt: event.time, ...result });
  });
