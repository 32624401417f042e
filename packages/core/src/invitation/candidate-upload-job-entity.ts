import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/** How many failed rows a job keeps (the answer lists them; a file with more says how many more in the count). */
export const KEPT_ROW_ERRORS = 2000;

/**
 * One bulk candidate upload run as a job (doc 3 §2.16; DESIGN §3.15): the object it reads, what it was asked to do,
 * and its progress, written by the job as it goes and read by upload/getCandidateUploadJob.
 * Access patterns:
 * - one job of an organisation (primary, organisationId + jobId)
 * - the jobs in one status by lease end (gsi1, pk status, sk leaseUntil): the sweep finds live jobs nobody holds
 *
 * A job is held by one invocation at a time: the one that took it writes `leaseId` and renews `leaseUntil` with every
 * progress write (each conditional on its lease), so an invocation that died leaves a lease that runs out, and a later
 * one takes the job over (`takeovers`) and carries on after `rowsDone`.
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
        /** Until when the job's holder (or, QUEUED or CONTINUE, its event) has it: past it, the sweep hands it on. */
        leaseUntil: { type: 'string', required: true },
        /** The invocation holding the job: every progress write is conditional on it. */
        leaseId: { type: 'string' },
        /** How many times a job whose holder stopped answering was taken over. */
        takeovers: { type: 'number', required: true, default: 0 },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['jobId'] } },
        byStatus: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['status'] },
          sk: { field: 'gsi1sk', composite: ['leaseUntil', 'organisationId', 'jobId'] },
        },
      },
    },
    config,
  );
export type CandidateUploadJobEntity = ReturnType<typeof candidateUploadJobEntity>;
export type CandidateUploadJob = EntityItem<CandidateUploadJobEntity>;
