import { CSV_CANDIDATE_COLUMNS } from '@scheduler/contracts/schemas/upload';
import { projectsMissingConfirmationAlert } from '@scheduler/core/notification/confirmation-alert';
import { type Runtime, tally } from './api.ts';

/** Every this-many-th row of a crash test file has an e-mail the invite refuses (a row error, never invited). */
const INVALID_EVERY = 50;

export interface CandidateFile {
  bytes: Uint8Array;
  /** The e-mails of the rows the invite accepts, in file order. */
  valid: string[];
  invalid: number;
}

/** A CSV of `rows` candidates in the spec's column order, tagged so the test finds its own people; every 50th row invalid. */
export function candidateFile(rows: number, tag: string): CandidateFile {
  const lines = [CSV_CANDIDATE_COLUMNS.join(',')];
  const valid: string[] = [];
  for (let i = 1; i <= rows; i++) {
    const email = i % INVALID_EVERY === 0 ? `not-an-email-${i}` : `${tag}.c${i}@crash.test`;
    if (i % INVALID_EVERY !== 0) valid.push(email);
    lines.push(`U-${tag}-${i},JIRA-${i},First${i},Last${i},+61412345678,${email},Extra time`);
  }
  return { bytes: new TextEncoder().encode(`${lines.join('\n')}\n`), valid, invalid: rows - valid.length };
}

/** The seeded organisation's active assessment project that sends booking confirmations (its alerts are the seed's defaults). */
export async function seedAssessmentProject(rt: Runtime): Promise<string> {
  const { data } = await rt.db.project.query.byOrganisation({ organisationId: rt.org }).go({ pages: 'all' });
  const active = data.filter((p) => p.stepType === 'ASSESSMENT' && p.status === 'ACTIVE');
  const missing = await projectsMissingConfirmationAlert(rt.db, active);
  const project = active.find((p) => !missing.has(p.projectId));
  if (!project) throw new Error('the seeded organisation has no active assessment project with its confirmation alert');
  return project.projectId;
}

export interface UploadProgress {
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  rowsDone: number;
  successCount: number;
  errorCount: number;
  message?: string;
}

/**
 * The file through the real API, as the upload page does it: a ticket, the presigned POST to the local S3, then
 * new-candidate. Answers the job's id; none when the file was small enough (16 KB, about 230 rows) to be processed in the call.
 */
export async function uploadCandidates(rt: Runtime, projectId: string, file: CandidateFile): Promise<string | undefined> {
  const ticket = await rt.post<{ url: string; fields: Record<string, string>; contentType: string }>('/api/upload/new-candidate-ticket', {
    encryptedOrganisationId: rt.org,
    fileName: 'crash-test.csv',
    fileSize: file.bytes.byteLength,
  });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: ticket.contentType }), 'crash-test.csv');
  const posted = await fetch(ticket.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`the presigned POST answered ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
  const answer = await rt.post<{ status: string; jobId?: string; message?: string }>('/api/upload/new-candidate', {
    encryptedOrganisationId: rt.org,
    objectKey: ticket.fields.key,
    linkExpiry: 1,
    projectTypes: ['ASSESSMENT'],
    enAssessmentProjectId: projectId,
    fileHeaderRow: 'Y',
  });
  if (!answer.jobId && answer.status !== 'SUCCESS') throw new Error(`the upload was refused: ${JSON.stringify(answer)}`);
  return answer.jobId;
}

export const uploadProgress = (rt: Runtime, jobId: string) => rt.get<UploadProgress>(`/api/upload/getCandidateUploadJob/${rt.org}/${jobId}`);

export interface InviteCounts {
  /** Valid rows with a person (their username guard). */
  people: number;
  /** Valid rows with exactly one invitation (one booking of the project), and those with more than one. */
  invitedOnce: number;
  invitedTwice: number;
  /** Invitation e-mails queued for the rows (delivery records), and rows with more than one. */
  deliveries: number;
  deliveryDuplicates: number;
}

/** What the table holds for the file's valid rows: their people, their bookings of the project, their invitation e-mails. */
export async function inviteCounts(rt: Runtime, projectId: string, file: CandidateFile, tag: string): Promise<InviteCounts> {
  const ids = new Set<string>();
  for (let i = 0; i < file.valid.length; i += 25) {
    const guards = await Promise.all(file.valid.slice(i, i + 25).map((username) => rt.db.usernameGuard.get({ username }).go()));
    for (const g of guards) if (g.data) ids.add(g.data.userId);
  }
  const { data: bookings } = await rt.db.booking.query.byProject({ organisationId: rt.org, projectId }).go({ pages: 'all' });
  const perCandidate = tally(
    bookings.filter((b) => ids.has(b.candidateId)),
    (b) => b.candidateId,
  );
  const { data: records } = await rt.db.deliveryRecord.query.byOrganisation({ organisationId: rt.org }).go({ pages: 'all' });
  const perRecipient = tally(
    records.filter((r) => r.recipient.startsWith(`${tag}.`)),
    (r) => r.recipient,
  );
  return {
    people: ids.size,
    invitedOnce: [...perCandidate.values()].filter((n) => n === 1).length,
    invitedTwice: [...perCandidate.values()].filter((n) => n > 1).length,
    deliveries: perRecipient.size,
    deliveryDuplicates: [...perRecipient.values()].filter((n) => n > 1).length,
  };
}
