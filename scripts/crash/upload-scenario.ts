import { ulid } from 'ulid';
import { waitFor } from './api.ts';
import { candidateFile, inviteCounts, seedAssessmentProject, type UploadProgress, uploadCandidates, uploadProgress } from './candidate-file.ts';
import { type Harness, type ScenarioResult, seconds } from './harness.ts';

/** The upload job sweep hands on a job whose lease (2 min) ended every 5 min: a takeover comes at most about 7 min after the kill. */
const TAKEOVER_WAIT_MS = 9 * 60_000;
const done = (p: UploadProgress) => p.status === 'DONE' || p.status === 'FAILED';

/**
 * A candidate file of `rows` rows uploaded through the API; the runtime killed once the job's progress shows a third of
 * the rows done; after the restart the job must end DONE with every valid row invited exactly once (one person, one
 * booking of the project, one invitation e-mail queued) and its counts equal to the file's.
 */
export async function uploadScenario(h: Harness, rows: number): Promise<ScenarioResult> {
  const scenario = `1. upload of ${rows} rows`;
  let rt = h.rt();
  const tag = `up${ulid().toLowerCase().slice(-10)}`;
  const projectId = await seedAssessmentProject(rt);
  const file = candidateFile(rows, tag);
  const uploaded = performance.now();
  const jobId = await uploadCandidates(rt, projectId, file);
  if (!jobId)
    return { scenario, killAt: 'never: the file was processed in the call, not as a job (more than 230 rows make a job)', figures: [], pass: false };
  const before = await waitFor(
    async () => {
      const p = await uploadProgress(rt, jobId);
      return p.rowsDone >= rows / 3 || done(p) ? p : undefined;
    },
    5 * 60_000,
    100,
  );
  if (!before) return { scenario, killAt: 'never: the job did not reach a third in 5 min', figures: [], pass: false };
  const killAt = `job ${before.status} at ${before.rowsDone}/${rows} rows, ${seconds(uploaded)} after the upload call`;
  const crashed = await h.crash();
  rt = crashed.rt;
  const atKill = await inviteCounts(rt, projectId, file, tag);
  const restarted = performance.now();
  const after = await waitFor(
    async () => {
      const p = await uploadProgress(rt, jobId);
      return done(p) ? p : undefined;
    },
    TAKEOVER_WAIT_MS,
    2_000,
  );
  const counts = await inviteCounts(rt, projectId, file, tag);
  const valid = file.valid.length;
  const figures = [
    `restart ${crashed.restartSeconds.toFixed(1)} s; at the restart the table held ${atKill.people} people, ${atKill.invitedOnce} invitations (the job's progress said ${before.rowsDone} rows)`,
    after
      ? `job ${after.status} ${seconds(restarted)} after the restart: rowsDone ${after.rowsDone}, success ${after.successCount}, errors ${after.errorCount} (file: ${valid} valid, ${file.invalid} invalid)${after.message ? `, '${after.message}'` : ''}`
      : `job still not done ${seconds(restarted)} after the restart`,
    `table: ${counts.people}/${valid} people, ${counts.invitedOnce} invited once, ${counts.invitedTwice} invited more than once, ${counts.deliveries} invitation e-mails queued (${counts.deliveryDuplicates} recipients twice)`,
  ];
  const pass =
    !done(before) &&
    after?.status === 'DONE' &&
    after.successCount === valid &&
    after.errorCount === file.invalid &&
    after.rowsDone === rows &&
    counts.people === valid &&
    counts.invitedOnce === valid &&
    counts.invitedTwice === 0 &&
    counts.deliveries === valid &&
    counts.deliveryDuplicates === 0;
  return { scenario, killAt, figures, pass };
}
