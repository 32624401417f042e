import type { Db } from '../db.ts';
import type { CandidateUploadJob } from '../invitation/candidate-upload-job-entity.ts';
import { conditioned } from '../conditional-write.ts';

type JobKey = Pick<CandidateUploadJob, 'organisationId' | 'jobId'>;
type JobCounts = Partial<Pick<CandidateUploadJob, 'bytesRead' | 'rowsDone' | 'successCount' | 'errorCount' | 'rowErrors'>>;
/** The statuses of a job someone must still carry on: the sweep looks at these. */
const LIVE_STATUSES = ['QUEUED', 'CONTINUE', 'RUNNING'] as const;

/** The upload jobs' reads and writes (a large candidate file run as a job): the only code that touches the job entity. */
export function createUploadStore(db: Db) {
  /** A change by the invocation holding the job: written only while the job is RUNNING under its lease. */
  const holderWrite = (key: JobKey, leaseId: string, change: JobCounts & { leaseUntil: string; updatedAt: string }) =>
    conditioned(
      db.candidateUploadJob
        .patch(key)
        .set(change)
        .where((a, op) => `${op.eq(a.status, 'RUNNING')} AND ${op.eq(a.leaseId, leaseId)}`)
        .go(),
    );
  /** A change to a job nobody holds, written only if it is still as `seen` read it (same status and lease). */
  const asSeenWrite = (seen: CandidateUploadJob, change: Partial<CandidateUploadJob>) =>
    conditioned(
      db.candidateUploadJob
        .patch({ organisationId: seen.organisationId, jobId: seen.jobId })
        .set(change)
        .where((a, op) => `${op.eq(a.status, seen.status)} AND ${op.eq(a.leaseUntil, seen.leaseUntil)}`)
        .go(),
    );

  return {
    /** Records a new job, QUEUED until `leaseUntil` (by then its event has started it, or the sweep hands it on). */
    async jobCreate(job: Omit<CandidateUploadJob, 'bytesRead' | 'rowsDone' | 'successCount' | 'errorCount' | 'rowErrors' | 'takeovers' | 'leaseId'>) {
      await db.candidateUploadJob.create(job).go();
    },

    /** The job, or null. */
    async jobOf(key: JobKey) {
      return (await db.candidateUploadJob.get(key).go()).data;
    },

    /**
     * Takes the job for the invocation `leaseId` until `leaseUntil`, if it is still as `seen` read it (same status and
     * lease: conditional), RUNNING; taking over a RUNNING job counts a takeover. False when another took it first.
     */
    jobTake(seen: CandidateUploadJob, take: { leaseId: string; leaseUntil: string; updatedAt: string }): Promise<boolean> {
      const takeovers = seen.takeovers + (seen.status === 'RUNNING' ? 1 : 0);
      return asSeenWrite(seen, { status: 'RUNNING', ...take, takeovers });
    },

    /**
     * Writes the progress of the invocation holding the job and renews its lease to `leaseUntil`: false (nothing
     * written) when the job is no longer its own (its lease ran out and another took the job over).
     */
    jobProgress(key: JobKey, leaseId: string, change: JobCounts & { leaseUntil: string; updatedAt: string }): Promise<boolean> {
      return holderWrite(key, leaseId, change);
    },

    /**
     * Ends the holder's run: DONE or FAILED with the counts, or CONTINUE (handed to the next invocation, which must take
     * it by `leaseUntil`). False when the job is no longer the holder's.
     */
    jobSettle(
      key: JobKey,
      leaseId: string,
      change: JobCounts & { status: 'DONE' | 'FAILED' | 'CONTINUE'; leaseUntil: string; updatedAt: string; message?: string },
    ): Promise<boolean> {
      return holderWrite(key, leaseId, change);
    },

    /** Ends a job nobody holds (FAILED with its reason), if it is still as `seen` read it. */
    jobFail(seen: CandidateUploadJob, change: { message: string; updatedAt: string }): Promise<boolean> {
      return asSeenWrite(seen, { status: 'FAILED', leaseUntil: change.updatedAt, ...change });
    },

    /**
     * Live jobs (QUEUED, CONTINUE or RUNNING) whose lease ended before `now`, across organisations. Bounded: at most
     * `limit` of each status, oldest lease first (the sweep runs every few minutes, so a backlog drains over runs).
     */
    async jobsLeaseEnded(now: string, limit: number): Promise<CandidateUploadJob[]> {
      const pages = await Promise.all(
        LIVE_STATUSES.map((status) => db.candidateUploadJob.query.byStatus({ status }).lt({ leaseUntil: now }).go({ limit })),
      );
      return pages.flatMap((p) => p.data);
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
