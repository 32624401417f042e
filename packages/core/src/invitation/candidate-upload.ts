import {
  CANDIDATE_INVITE_MESSAGES,
  type candidateInviteSettings,
  type candidateUploadAnswer,
  type candidateUploadProgress,
  type candidateUploadTicket,
  type candidateUploadTicketRequest,
  type newCandidateUpload,
  UPLOAD_FILE_TYPES,
  UPLOAD_MESSAGES,
} from '@scheduler/contracts/schemas/upload';
import { MSG } from '@scheduler/contracts/messages';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { FileLayout } from '../file/file-layout.ts';
import { FileReadError } from '../file/file-rows.ts';
import { processRows, type RowCounts, type RowError, type RowProcessing, settleUpload } from '../file/row-processor.ts';
import { discardUpload, readUploadedFile, uploadTicket } from '../file/uploaded-file.ts';
import { createUploadStore } from '../file/upload-store.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { AccountDeps } from '../user/account-deps.ts';
import { type Candidate, checkCandidate } from './candidate-fields.ts';
import { candidateFileLayout } from './candidate-file-rows.ts';
import { createCandidateInviteService } from './candidate-invite.ts';
import { KEPT_ROW_ERRORS, type CandidateUploadJob } from './candidate-upload-job-entity.ts';
import { inviteOrganisation, resolveInviteTarget, type InviteTarget } from './invite-target.ts';

/** Files up to this size (about 200 CSV rows) are processed inside the upload call; larger ones run as a job. */
const INLINE_MAX_BYTES = 16 * 1024;
/** Rows written together, a few candidates to a transaction (candidate-invite.ts inviteMany). */
const ROWS_PER_BATCH = 50;
/**
 * Batches in flight at once (file/row-processor.ts): each row's write stays its own conditional items, so only the
 * waiting on the table overlaps. One person's rows are never in flight together (keyed by e-mail), and each batch
 * moves the list counters on its slot's shard, so the job's transactions never meet on a counter.
 */
const BATCHES_IN_FLIGHT = 6;
/**
 * How long a job's holder has it without writing progress (it writes every PROGRESS_EVERY_MS while it works): past
 * it, the holder is taken to have died and the sweep hands the job on.
 */
const RUN_LEASE_MS = 2 * 60_000;
const PROGRESS_EVERY_MS = 1_000;
/** How long a QUEUED or CONTINUE job waits for its event to start it before the sweep publishes the event again. */
const QUEUED_LEASE_MS = 5 * 60_000;
/** Takeovers of a job whose holder died before it ends FAILED rather than die again on the same rows. */
export const MAX_TAKEOVERS = 3;
/** Stalled jobs the sweep hands on per status and run. */
const SWEEP_LIMIT = 50;

/** Thrown out of a progress write that found the job taken over: this invocation stops, the holder carries on. */
class LeaseLost extends Error {}
/** The domain event that starts a job (events/upload-events.ts). */
export const CANDIDATE_UPLOAD_QUEUED = 'upload.candidate-file-queued';

export interface CandidateUploadDeps extends AccountDeps {
  files: FileStore;
  events: EventPublisher;
}

type UploadRequest = z.output<typeof newCandidateUpload>;

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile',
  uniqueId: 'Unique Id',
  issueId: 'Issue Id',
  requestTypes: 'Request Type',
};
const describeFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${v}`)
    .join('; ');

const keyPrefix = (organisationId: string) => `candidate-uploads/${organisationId}/`;

/**
 * Bulk candidate invitations (doc 3 §2.16, §5; DESIGN §3.15). The browser posts the file straight to the store with a
 * ticket (a presigned POST: the organisation's file type, 30 bytes to 4 MB); the upload call names the object. A small
 * file is processed in the call; a larger one becomes a job (its own function, started by a domain event) whose
 * progress the page reads. Every row goes through the single invite's field rule and write (candidate-invite.ts), so a
 * row already invited is reported and not added again, and running the same file again changes nothing.
 */
export function createCandidateUploadService(deps: CandidateUploadDeps) {
  const { db, clock, ids, files } = deps;
  const invites = createCandidateInviteService(deps);
  const jobs = createUploadStore(db);
  const leaseEnd = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  /** QUEUED or CONTINUE (waiting for an invocation), or RUNNING with its holder's lease run out. */
  const isTakeable = (job: CandidateUploadJob, now: Date) =>
    job.status === 'QUEUED' || job.status === 'CONTINUE' || (job.status === 'RUNNING' && job.leaseUntil < now.toISOString());

  /**
   * Invites every row of the file through the row processor (file/row-processor.ts): each row checked by the single
   * invite's field rule, the good ones written ROWS_PER_BATCH at a time. A job passes how far an earlier invocation got,
   * when to stop, where its progress goes, and its id (the rows it invites carry it).
   */
  function processFile(
    actor: Actor,
    target: InviteTarget,
    objectKey: string,
    bytes: Uint8Array,
    headerRow: boolean,
    job: Pick<RowProcessing<{ candidate: Candidate }>, 'from' | 'shouldYield' | 'progress'> & { uploadJobId?: string } = {},
  ) {
    const { uploadJobId, ...processing } = job;
    const layout: FileLayout<{ candidate: Candidate }> = {
      ...candidateFileLayout,
      read(cells, at) {
        const r = candidateFileLayout.read(cells, at);
        if ('error' in r) return r;
        const checked = checkCandidate(r.input, target.rules);
        return checked.ok ? { candidate: checked.candidate } : { error: describeFields(checked.fields) };
      },
    };
    return processRows(bytes, objectKey, headerRow, layout, {
      ...processing,
      batchSize: ROWS_PER_BATCH,
      concurrency: BATCHES_IN_FLIGHT,
      keyOf: (r) => r.candidate.email,
      keptErrors: KEPT_ROW_ERRORS,
      async write(rows, slot) {
        const outcomes = await invites.inviteMany(
          actor,
          target,
          rows.map((r) => r.candidate),
          { ...(uploadJobId ? { upload: { jobId: uploadJobId, rows: rows.map((r) => r.row) } } : {}), shard: slot },
        );
        return outcomes.map((done) => {
          if (done.outcome === 'ALREADY_INVITED') return { error: CANDIDATE_INVITE_MESSAGES.rowAlreadyInvited };
          if (done.outcome === 'REFUSED') return { error: done.message };
          return done.mailed === false ? { note: CANDIDATE_INVITE_MESSAGES.rowNoMail } : undefined;
        });
      },
    });
  }

  /** Deletes a processed file (file/uploaded-file.ts: a list of candidates must not stay behind in the bucket). */
  const discard = (objectKey: string) => discardUpload(files, objectKey, deps.log);

  const fileOf = (organisationId: string, objectKey: string, uploadType: keyof typeof UPLOAD_FILE_TYPES) =>
    readUploadedFile(files, objectKey, keyPrefix(organisationId), [UPLOAD_FILE_TYPES[uploadType].extension]);

  /** A job's counts as its record holds them. */
  const jobCounts = (counts: RowCounts) => ({
    rowsDone: counts.rowCount,
    successCount: counts.successCount,
    errorCount: counts.errorCount,
    rowErrors: JSON.stringify(counts.errors),
  });

  const jobActor = (job: CandidateUploadJob): Actor => ({
    userId: job.actorUserId,
    username: '',
    fullName: job.actorName,
    userType: 'ORG_ADMIN',
    organisationId: job.organisationId,
    roles: ['ROLE_ADMIN_TYPE'],
    sessionId: '',
  });

  return {
    /** upload/getCandidateInviteSettings: what the invite and upload pages show for the organisation. */
    async settings(actor: Actor, organisationIdParam: string): Promise<z.input<typeof candidateInviteSettings>> {
      const { org, rules, showLinkExpiry } = await inviteOrganisation(deps, actor, organisationIdParam);
      return { organisationName: org.name, uploadType: rules.uploadType, countryCode: rules.countryCode, showLinkExpiry };
    },

    /** upload/new-candidate-ticket: where to POST the file, for the organisation's file type only. */
    async ticket(actor: Actor, input: z.output<typeof candidateUploadTicketRequest>): Promise<z.input<typeof candidateUploadTicket>> {
      const { organisationId, rules } = await inviteOrganisation(deps, actor, input.encryptedOrganisationId);
      const type = UPLOAD_FILE_TYPES[rules.uploadType];
      if (!input.fileName.toLowerCase().endsWith(type.extension))
        throw errors.validation(MSG.validationFailed, { fileName: UPLOAD_MESSAGES.typeNotAllowed });
      return uploadTicket(files, keyPrefix(organisationId), ids.next(), input.fileName, type.contentType);
    },

    /** upload/new-candidate: the result of a small file, or the id of the job that processes a larger one. */
    async upload(actor: Actor, input: UploadRequest): Promise<z.input<typeof candidateUploadAnswer>> {
      const target = await resolveInviteTarget(deps, actor, { ...input, linkExpiryDays: input.linkExpiry });
      const bytes = await fileOf(target.organisationId, input.objectKey, target.rules.uploadType);
      if (bytes.byteLength > INLINE_MAX_BYTES) {
        const jobId = ids.next();
        const now = clock.now().toISOString();
        await jobs.jobCreate({
          organisationId: target.organisationId,
          jobId,
          objectKey: input.objectKey,
          request: JSON.stringify(input),
          actorUserId: actor.userId,
          actorName: actor.fullName,
          status: 'QUEUED',
          leaseUntil: leaseEnd(QUEUED_LEASE_MS),
          fileBytes: bytes.byteLength,
          createdAt: now,
          updatedAt: now,
        });
        await deps.events.publish({
          type: CANDIDATE_UPLOAD_QUEUED,
          detail: { organisationId: target.organisationId, actorUserId: actor.userId, occurredAt: now, jobId },
        });
        return { status: 'QUEUED', message: 'The file is being processed', successCount: 0, errors: [], jobId };
      }
      const result = await settleUpload(deps, input.objectKey, keyPrefix(target.organisationId), () =>
        processFile(actor, target, input.objectKey, bytes, input.fileHeaderRow === 'Y'),
      );
      return { status: 'SUCCESS', successCount: result.successCount, errors: result.errors, rowCount: result.rowCount };
    },

    /** upload/getCandidateUploadJob: the job's progress and, once done, its result (the caller's organisation only). */
    async progress(actor: Actor, organisationIdParam: string, jobId: string): Promise<z.input<typeof candidateUploadProgress>> {
      const organisationId = scopedOrganisationId(actor, organisationIdParam);
      const job = await jobs.jobOf({ organisationId, jobId });
      if (!job) throw errors.notFound('Upload job');
      return {
        jobId,
        // A job between two invocations is still running as far as the page is concerned.
        status: job.status === 'CONTINUE' ? 'RUNNING' : job.status,
        fileBytes: job.fileBytes,
        bytesRead: job.bytesRead,
        rowsDone: job.rowsDone,
        successCount: job.successCount,
        errorCount: job.errorCount,
        errors: JSON.parse(job.rowErrors) as RowError[],
        ...(job.message ? { message: job.message } : {}),
      };
    },

    /**
     * The job (functions/jobs/candidate-upload.ts): takes a QUEUED job, one an earlier invocation left to CONTINUE, or
     * a RUNNING one whose holder's lease ran out (it died: a takeover), and invites the rows not done yet. A second
     * delivery of the same event finds the job taken and does nothing. Every progress write renews the lease and is
     * conditional on it, so a holder that lost the job stops at its next batch; a row the dead holder invited after
     * its last progress write is found invited by this job and counted once. When `shouldYield` says the invocation's
     * time is nearly up it stops after a batch, leaves the job to CONTINUE and publishes the event again: a file of
     * any length finishes. After MAX_TAKEOVERS takeovers the job ends FAILED with its reason, never stuck.
     */
    async runJob(organisationId: string, jobId: string, opts: { shouldYield?: () => boolean } = {}): Promise<void> {
      const key = { organisationId, jobId };
      const job = await jobs.jobOf(key);
      const now = clock.now();
      if (!job || !isTakeable(job, now)) return;
      if (job.status === 'RUNNING' && job.takeovers >= MAX_TAKEOVERS) {
        if (await jobs.jobFail(job, { message: UPLOAD_MESSAGES.jobStopped(job.takeovers + 1, job.rowsDone), updatedAt: now.toISOString() }))
          await discard(job.objectKey);
        return;
      }
      const leaseId = ids.next();
      if (!(await jobs.jobTake(job, { leaseId, leaseUntil: leaseEnd(RUN_LEASE_MS), updatedAt: now.toISOString() }))) return;
      const actor = jobActor(job);
      const settle = (change: Parameters<typeof jobs.jobSettle>[2]) => jobs.jobSettle(key, leaseId, change);
      const stamp = () => ({ updatedAt: clock.now().toISOString() });
      try {
        const input = JSON.parse(job.request) as UploadRequest;
        const target = await resolveInviteTarget(deps, actor, {
          ...input,
          encryptedOrganisationId: organisationId,
          linkExpiryDays: input.linkExpiry,
        });
        const bytes = await fileOf(organisationId, job.objectKey, target.rules.uploadType);
        let last = 0;
        const from: RowCounts = {
          rowCount: job.rowsDone,
          successCount: job.successCount,
          errorCount: job.errorCount,
          errors: JSON.parse(job.rowErrors) as RowError[],
        };
        const result = await processFile(actor, target, job.objectKey, bytes, input.fileHeaderRow === 'Y', {
          from,
          uploadJobId: jobId,
          shouldYield: opts.shouldYield,
          progress: async (counts, bytesRead) => {
            if (Date.now() - last < PROGRESS_EVERY_MS) return;
            last = Date.now();
            if (!(await jobs.jobProgress(key, leaseId, { bytesRead, ...jobCounts(counts), leaseUntil: leaseEnd(RUN_LEASE_MS), ...stamp() })))
              throw new LeaseLost();
          },
        });
        if (result.yielded) {
          if (!(await settle({ status: 'CONTINUE', ...jobCounts(result), leaseUntil: leaseEnd(QUEUED_LEASE_MS), ...stamp() }))) return;
          await deps.events.publish({
            type: CANDIDATE_UPLOAD_QUEUED,
            detail: { organisationId, actorUserId: job.actorUserId, occurredAt: clock.now().toISOString(), jobId },
          });
          return;
        }
        if (await settle({ status: 'DONE', bytesRead: job.fileBytes, ...jobCounts(result), leaseUntil: leaseEnd(0), ...stamp() }))
          await discard(job.objectKey);
      } catch (error) {
        // Another invocation holds the job now and carries on from the progress written.
        if (error instanceof LeaseLost) return;
        const message =
          error instanceof FileReadError || (error as { httpStatus?: number }).httpStatus ? (error as Error).message : UPLOAD_MESSAGES.uploadFailed;
        if (await settle({ status: 'FAILED', message, leaseUntil: leaseEnd(0), ...stamp() })) await discard(job.objectKey);
        if (!(error instanceof FileReadError)) deps.log?.error('candidate upload job failed', { error, organisationId, jobId });
      }
    },

    /**
     * The sweep (functions/jobs/upload-job-sweep.ts): every live job whose lease ended (a holder that died, an event
     * that never started it) is handed on by publishing its event again; runJob decides, conditionally, who takes it.
     * Answers how many were handed on.
     */
    async resumeStalledJobs(): Promise<number> {
      const stalled = await jobs.jobsLeaseEnded(clock.now().toISOString(), SWEEP_LIMIT);
      for (const job of stalled)
        await deps.events.publish({
          type: CANDIDATE_UPLOAD_QUEUED,
          detail: { organisationId: job.organisationId, actorUserId: job.actorUserId, occurredAt: clock.now().toISOString(), jobId: job.jobId },
        });
      return stalled.length;
    },
  };
}
