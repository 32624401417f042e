import type { Context, ScheduledEvent } from 'aws-lambda';
import { createCandidateUploadService } from '@scheduler/core/invitation/candidate-upload';
import { getDeps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { candidateUploadDeps } from '../upload/upload-deps.ts';

/**
 * Scheduled: hands on every candidate upload job whose lease ended (its invocation died, or its event never started
 * it) by publishing its upload.candidate-file-queued event again; the job function takes it over where it stopped.
 */
export const handler = (event: ScheduledEvent, context?: Context): Promise<void> =>
  inInvocation({ job: 'upload-job-sweep', eventId: event.id }, context, async () => {
    const handedOn = await createCandidateUploadService(candidateUploadDeps(getDeps())).resumeStalledJobs();
    if (handedOn) logger.info('stalled upload jobs handed on', { handedOn });
  });
