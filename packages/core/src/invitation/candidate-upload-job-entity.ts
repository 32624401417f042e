import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/** How many failed rows a job keeps (the answer lists them; a file with more says how many more in the count). */
export const KEPT_ROW_ERRORS = 2000;

/**
 * One bulk candidate upload run as a job (doc 3 §2.16; DESIGN §3.15): the object it reads, what it was asked to do,
 * and its progress, written by the job as it goes and read by upload/getCandidateUploadJob.
 * Access patterns:
 * - one job of an organisation (primary, organisationId + jobId)
 */
export const candidateUploadJobEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'candidateUploadJob', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        jobId: { type: 'string', required: true },
        objectKey: { type: 'string', required: true },
        /** The upload call's body (projects, header row, link expiry), as JSON. */
        request: { type: 'string', required: true },
        actorUserId: { type: 'string', required: true },
        actorName: { type: 'string', required: true },
        /** CONTINUE: an invocation ran out of time and published the event again; the next one resumes after rowsDone. */
        status: { type: ['QUEUED', 'RUNNING', 'CONTINUE', 'DONE', 'FAILED'] as const, required: true },
        fileBytes: { type: 'number', required: true },
        bytesRead: { type: 'number', required: true, default: 0 },
        rowsDone: { type: 'number', required: true, default: 0 },
        successCount: { type: 'number', required: true, default: 0 },
        errorCount: { type: 'number', required: true, default: 0 },
        /** JSON list of { row, message }, at most KEPT_ROW_ERRORS. */
        rowErrors: { type: 'string', required: true, default: '[]' },
        message: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['jobId'] } },
      },
    },
    config,
  );
export type CandidateUploadJobEntity = ReturnType<typeof candidateUploadJobEntity>;
export type CandidateUploadJob = EntityItem<CandidateUploadJobEntity>;
