import type { Db } from '../db.ts';
import type { CandidateUploadJob } from '../invitation/candidate-upload-job-entity.ts';

type JobKey = Pick<CandidateUploadJob, 'organisationId' | 'jobId'>;
type JobChange = Partial<Omit<CandidateUploadJob, 'organisationId' | 'jobId' | 'createdAt'>> & { updatedAt: string };

/** The upload jobs' reads and writes (a large candidate file run as a job): the only code that touches the job entity. */
export function createUploadStore(db: Db) {
  return {
    /** Records a new job, QUEUED. */
    async jobCreate(job: Omit<CandidateUploadJob, 'bytesRead' | 'rowsDone' | 'successCount' | 'errorCount' | 'rowErrors'>) {
      await db.candidateUploadJob.create(job).go();
    },

    /** The job, or null. */
    async jobOf(key: JobKey) {
      return (await db.candidateUploadJob.get(key).go()).data;
    },

    /** Takes the job while its status is still `status` (conditional): false when another invocation took it first. */
    async jobTake(key: JobKey, status: CandidateUploadJob['status'], updatedAt: string): Promise<boolean> {
      return db.candidateUploadJob
        .patch(key)
        .set({ status: 'RUNNING', updatedAt })
        .where((a, op) => op.eq(a.status, status))
        .go()
        .then(() => true)
        .catch(() => false);
    },

    /** Writes the job's progress, status or result. */
    async jobChange(key: JobKey, change: JobChange) {
      await db.candidateUploadJob.patch(key).set(change).go();
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
