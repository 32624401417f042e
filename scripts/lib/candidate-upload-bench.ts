import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import { createCandidateUploadService } from '@scheduler/core/invitation/candidate-upload';
import type { FileStore } from '@scheduler/core/ports/file-store';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { CSV_CANDIDATE_COLUMNS, EXCEL_CANDIDATE_COLUMNS } from '@scheduler/contracts/schemas/upload';
import { createProject } from '@scheduler/functions/testing/records';

/** The file formats of a candidate upload: each organisation uploads one (its `uploadProcessorType`). */
export type CandidateFileFormat = 'csv' | 'xlsx';

export interface CandidateUploadBench {
  format: CandidateFileFormat;
  rows: number;
  bytes: number;
  ms: number;
  rowsPerSecond: number;
  successCount: number;
  /** Peak resident set size of this process while the job ran (the job runs in-process, as its Lambda would). */
  peakRssMb: number;
  rssBeforeMb: number;
  /** How many different counts of rows done the job's progress showed, read once a second while it ran. */
  progressReads: number;
}

/** A tag that keeps one run's e-mails apart from another's on the same table. */
const runTag = () => ulid().slice(-8).toLowerCase();

/** A CSV of `rows` candidates in the spec's column order, under 100 bytes a row: 40,000 rows fit the 4 MB upload. */
export function candidateCsv(rows: number, tag = runTag()): Uint8Array {
  const lines = [CSV_CANDIDATE_COLUMNS.join(',')];
  for (let i = 2; i <= rows + 1; i++) {
    lines.push(`U${i},JIRA-${i},First${i},Last${i},+61412345678,${tag}.c${i}@bench.test,Extra time,Reader`);
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

/** An Excel file of `rows` candidates in the spec's Excel column order, written by exceljs's streaming writer. */
export async function candidateXlsx(rows: number, tag = runTag()): Promise<Uint8Array> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Candidates');
  sheet.addRow([...EXCEL_CANDIDATE_COLUMNS]).commit();
  for (let i = 2; i <= rows + 1; i++) sheet.addRow([`First${i}`, `Last${i}`, `${tag}.c${i}@bench.test`, '+61412345678']).commit();
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * DESIGN §5 Files: a candidate file (CSV, or Excel for an Excel organisation) processed as the job does it
 * (functions/jobs/candidate-upload.ts runJob), on the given table: rows per second and the process's peak RSS, sampled
 * every 100 ms.
 */
export async function candidateUploadBench(db: Db, rows: number, format: CandidateFileFormat = 'csv'): Promise<CandidateUploadBench> {
  const now = new Date().toISOString();
  const organisationId = ulid();
  const projectId = ulid();
  await db.organisation
    .create({
      organisationId,
      name: 'Bench Upload Org',
      active: true,
      mfaEnabled: false,
      countryCode: 'AU',
      createdAt: now,
      updatedAt: now,
      ...(format === 'xlsx' ? { config: { uploadProcessorType: 'Excel' } } : {}),
    })
    .go();
  await createProject(db, {
    organisationId,
    projectId,
    name: 'Bench assessment',
    start: now,
    end: new Date(Date.now() + 86_400_000 * 30).toISOString(),
    at: now,
  });
  const objects = new Map<string, Uint8Array>();
  const files: FileStore = {
    put: async (key, body) => void objects.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body),
    get: async (key) => objects.get(key),
    delete: async (key) => void objects.delete(key),
    signedDownloadUrl: async (key) => key,
    presignedPost: async (key) => ({ url: 'memory:', fields: { key } }),
  };
  let queued: { organisationId: string; jobId: string } | undefined;
  let sent = 0;
  const service = createCandidateUploadService({
    db,
    clock: systemClock,
    ids: ulidIds,
    files,
    siteOrigin: 'http://127.0.0.1:3000',
    mailer: { send: async () => ({ messageId: `m${++sent}` }) },
    sms: { send: async () => ({ messageId: 's' }) },
    // The job's own event; the outbox's notification.outbox-queued (its invitation e-mails) is left to the outbox bench.
    events: {
      publish: async (e) => {
        if (e.type === 'upload.candidate-file-queued') queued = e.detail as typeof queued;
      },
    },
  });
  const actor = {
    userId: ulid(),
    username: 'bench@bench.test',
    fullName: 'Bench Admin',
    userType: 'ORG_ADMIN' as const,
    organisationId,
    roles: ['ROLE_ADMIN_TYPE', 'ROLE_ORG_ADMIN'] as const,
    sessionId: 'bench',
  };
  const content = format === 'csv' ? candidateCsv(rows) : await candidateXlsx(rows);
  const objectKey = `candidate-uploads/${organisationId}/${ulid()}/bench.${format}`;
  objects.set(objectKey, content);

  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const answer = await service.upload(actor, {
    encryptedOrganisationId: organisationId,
    objectKey,
    linkExpiry: 1,
    projectTypes: ['ASSESSMENT'],
    enAssessmentProjectId: projectId,
    fileHeaderRow: 'Y',
  });
  if (!queued || !answer.jobId) throw new Error('bench: the file was not queued as a job');
  const jobId = answer.jobId;
  // What the page reads while the job runs (it polls getCandidateUploadJob): the rows done so far, read every second.
  const progressSeen = new Set<number>();
  const poller = setInterval(
    () =>
      void service.progress(actor, organisationId, jobId).then(
        (p) => p.status === 'RUNNING' && p.rowsDone && progressSeen.add(p.rowsDone),
        () => undefined,
      ),
    1_000,
  );
  await service.runJob(queued.organisationId, queued.jobId);
  const ms = performance.now() - started;
  clearInterval(sampler);
  clearInterval(poller);
  const job = await service.progress(actor, organisationId, jobId);
  return {
    format,
    rows,
    bytes: content.byteLength,
    ms,
    rowsPerSecond: rows / (ms / 1000),
    successCount: job.successCount,
    peakRssMb: peak / 2 ** 20,
    rssBeforeMb,
    progressReads: progressSeen.size,
  };
}

export const candidateUploadLine = (b: CandidateUploadBench) =>
  `Files: a ${(b.bytes / 2 ** 20).toFixed(2)} MB candidate ${b.format === 'csv' ? 'CSV' : 'Excel file'} of ${b.rows} rows processed as a job in ${(b.ms / 1000).toFixed(1)} s: ` +
  `${b.rowsPerSecond.toFixed(0)} rows/s, ${b.successCount} invited, peak RSS ${b.peakRssMb.toFixed(0)} MB (${b.rssBeforeMb.toFixed(0)} MB before), ` +
  `progress read rising ${b.progressReads} times while it ran.`;
