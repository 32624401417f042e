import { defineEvent, entityId } from './event-base.ts';

/**
 * A candidate file too large for the upload call was queued (upload/new-candidate): the candidate upload job
 * (functions/jobs/candidate-upload.ts) processes it. The job record holds the file and the request, never the bus.
 */
export const candidateUploadQueued = defineEvent('upload.candidate-file-queued', { jobId: entityId });

export const uploadEventExamples = [
  candidateUploadQueued.parse({
    type: 'upload.candidate-file-queued',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000ADMN',
      occurredAt: '2027-03-04T22:05:00.000Z',
      jobId: '01JQ0JOB0000000000000000J1',
    },
  }),
];
