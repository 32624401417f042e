import type { Context, EventBridgeEvent } from 'aws-lambda';
import { domainEventFromEventBridge } from '@scheduler/events/domain-event';
import { createCandidateUploadService } from '@scheduler/core/invitation/candidate-upload';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { candidateUploadDeps } from '../upload/upload-deps.ts';

const YIELD_BEFORE_MS = 120_000;

/**
 * Target of the bus rule for upload.candidate-file-queued: processes a large candidate file (doc 3 §2.16) and writes
 * its progress and result on the job record; a file longer than one invocation continues in the next. A second
 * delivery of the same event finds the job taken and does nothing.
 */
export const handler = (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> =>
  inInvocation({ job: 'candidate-upload', eventId: event.id }, context, async () => {
    const queued = domainEventFromEventBridge(event);
    if (queued.type !== 'upload.candidate-file-queued') {
      logger.info('not a candidate upload event', { type: queued.type });
      return;
    }
    const { organisationId, jobId } = queued.detail;
    // Stops after a batch with two minutes left, and hands the rest to the next invocation (upload.candidate-file-queued again).
    const shouldYield = () => (context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY) < YIELD_BEFORE_MS;
    await createCandidateUploadService(candidateUploadDeps(getDeps())).runJob(organisationId, jobId, { shouldYield });
    logger.info('candidate upload job done', { organisationId, jobId });
  });
