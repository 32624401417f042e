import * as z from 'zod';
import { MSG } from '../messages.ts';
import { id, pathParams, stepType, uploadAnswer, yesNo } from './common.ts';

/** Stated upload limit (doc 3 §5: 4MB) and minimum size (doc 2 §9: 30 bytes). */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MIN_BYTES = 30;
/**
 * Rows a file may hold in all, blank ones included (a campaign file is 40,000): past it the file is refused before
 * anything more is read, so a flood of blank rows costs no more than this many.
 */
export const UPLOAD_MAX_ROWS_READ = 100_000;
/** Characters one row may hold, its cells together: far past any row of the upload layouts (a longer row is a row error). */
export const UPLOAD_MAX_ROW_CHARS = 2_000;
export const UPLOAD_MESSAGES = {
  selectFile: 'Please select a file',
  typeNotAllowed: 'Uploaded file type is not allowed',
  tooLarge: 'Uploaded file size is more than allowed limit',
  tooSmall: 'Uploaded file size is less than expected',
  /** The spec names the columns but not this message; it lists them in order. */
  wrongColumns: (columns: readonly string[]) => `Uploaded file columns are not as expected, the columns in order are: ${columns.join(', ')}`,
  emptyFile: 'Uploaded file has no {candidate} rows',
  unreadable: 'Uploaded file could not be read, please check it is a valid file of the expected type',
  uploadFailed: 'Error Encountered, please try again',
  /** The spec leaves these unsaid; they follow its 'please split it into smaller files'. */
  tooManyRowsRead: `Uploaded file has more than ${UPLOAD_MAX_ROWS_READ} rows, please split it into smaller files`,
  tooLargeUnpacked: 'Uploaded file is too large once unpacked, please split it into smaller files',
  rowTooLong: `Row is longer than ${UPLOAD_MAX_ROW_CHARS} characters: not read`,
  /** A job whose processing died this many times ends with what it did; its counts say which rows were processed. */
  jobStopped: (times: number, rowsDone: number) =>
    `Processing of the file stopped unexpectedly ${times} times and was ended after ${rowsDone} rows; please upload the remaining rows again`,
} as const;

/** Messages of the candidate invitations (doc 3 §2.15, §2.16; label placeholders filled by the pipeline); the spec leaves the success texts unsaid. */
export const CANDIDATE_INVITE_MESSAGES = {
  invited: '{Candidate} invited and the invitation email sent.',
  invitedNoMail: '{Candidate} invited, but the invitation email could not be sent yet: it stays queued and is sent again automatically.',
  alreadyInvited: '{Candidate} already invited to the selected Project(s)',
  projectInactive: 'Project is not active',
  projectWrongType: 'Project is not of the selected type',
  rowAlreadyInvited: 'Already invited to the selected Project(s): not added again',
  rowNoMail: 'Invited, but the invitation email could not be sent: use Extend Invite Expiry to send it again',
  rowArchived: 'Profile is Not Active/Marked as Archived',
  rowOtherAccess: 'This email address already has access to this Organisation as another user type',
} as const;

/** CSV columns in order (doc 3 §5): the first six, then Request Type in up to five columns. */
export const CSV_CANDIDATE_COLUMNS = ['Unique Id', 'Issue Id', 'First Name', 'Last Name', 'Mobile', 'Email', 'Request Type'] as const;
export const CSV_MIN_COLUMNS = 6;
export const CSV_MAX_COLUMNS = 11;
/** Excel columns in order (doc 3 §5): Mobile optional. */
export const EXCEL_CANDIDATE_COLUMNS = ['First Name', 'Last Name', 'Email', 'Mobile'] as const;
export const EXCEL_MIN_COLUMNS = 3;

/** The extension and content type an organisation's upload type accepts (doc 3 §5: only .csv for CSV, .xlsx for Excel). */
export const UPLOAD_FILE_TYPES = {
  CSV: { extension: '.csv', contentType: 'text/csv' },
  Excel: { extension: '.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
export type UploadType = keyof typeof UPLOAD_FILE_TYPES;

/** A file part of a multipart body, as the transport hands it over. Only csv and xlsx are accepted. */
export const uploadedFile = z
  .object({
    fileName: z.string().min(1).max(255),
    contentType: z.string().max(200).optional(),
    content: z.instanceof(Uint8Array),
  })
  .superRefine((f, ctx) => {
    if (!/\.(csv|xlsx)$/i.test(f.fileName)) ctx.addIssue({ code: 'custom', path: ['fileName'], message: UPLOAD_MESSAGES.typeNotAllowed });
    if (f.content.byteLength < UPLOAD_MIN_BYTES) ctx.addIssue({ code: 'custom', path: ['content'], message: UPLOAD_MESSAGES.tooSmall });
    if (f.content.byteLength > UPLOAD_MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['content'], message: UPLOAD_MESSAGES.tooLarge });
  });

const file = uploadedFile;
const fileHeaderRow = yesNo.default('N');

/** The projects of a bulk invitation, by step type (doc 3 §2.16: project types, a project per type). */
const candidateProjects = {
  projectTypes: z.array(stepType).max(2).optional(),
  enInterviewProjectId: id.optional(),
  enAssessmentProjectId: id.optional(),
};
const someProject = (u: { enInterviewProjectId?: string; enAssessmentProjectId?: string }) =>
  Boolean(u.enInterviewProjectId || u.enAssessmentProjectId);

/**
 * Asks where the browser may POST the candidate file (DESIGN §3.15): the organisation, the file's name and size.
 * Name and size are checked here for the spec's messages; the presigned policy enforces them again at S3.
 */
export const candidateUploadTicketRequest = z.object({
  encryptedOrganisationId: id.optional(),
  fileName: z.string().trim().min(1, UPLOAD_MESSAGES.selectFile).max(255),
  fileSize: z.number().int().min(UPLOAD_MIN_BYTES, UPLOAD_MESSAGES.tooSmall).max(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.tooLarge),
});

/** A presigned POST: the form fields to send with the file (the file last), and the object it names. */
export const candidateUploadTicket = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  objectKey: z.string(),
  contentType: z.string(),
  maxBytes: z.number(),
  expiresInSeconds: z.number(),
});

/**
 * upload/new-candidate: the object the browser uploaded (from the ticket), linkExpiry, the projects and fileHeaderRow
 * Y/N (doc 3 §7; the spec's multipart parts, the file itself now in S3).
 */
export const newCandidateUpload = z
  .object({
    encryptedOrganisationId: id.optional(),
    objectKey: z.string().trim().min(1, UPLOAD_MESSAGES.selectFile).max(500),
    linkExpiry: z.coerce.number().int().min(1).max(99).default(1),
    ...candidateProjects,
    fileHeaderRow,
  })
  .refine(someProject, { path: ['enInterviewProjectId'], message: MSG.requiredField });

/** The answer of upload/new-candidate: the result at once, or the id of the job that processes a large file. */
export const candidateUploadAnswer = uploadAnswer.extend({
  jobId: z.string().optional(),
  /** Rows read (a job's answer has none yet). */
  rowCount: z.number().optional(),
});

export const candidateUploadJobParams = pathParams('organisationId', 'jobId');

export const candidateInviteSettingsParams = pathParams('organisationId');
/** What the invite and upload pages need of the organisation: its name, upload type, country and the link expiry field. */
export const candidateInviteSettings = z.object({
  organisationName: z.string(),
  uploadType: z.enum(['CSV', 'Excel']),
  countryCode: z.enum(['AU', 'NZ']),
  showLinkExpiry: z.boolean(),
});

/** A job's progress (upload/getCandidateUploadJob): bytes read of the file, rows done, and its result when DONE. */
export const candidateUploadProgress = z.object({
  jobId: z.string(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  fileBytes: z.number(),
  bytesRead: z.number(),
  rowsDone: z.number(),
  successCount: z.number(),
  errorCount: z.number(),
  errors: z.array(z.object({ row: z.number().optional(), message: z.string() })),
  message: z.string().optional(),
});

/** file, encryptedProjectId, fileHeaderRow (existing candidates; the meeting id when uploaded from a meeting page). */
export const newBookingUpload = z.object({
  file,
  encryptedProjectId: id,
  encryptedMeetingId: id.optional(),
  fileHeaderRow,
});

/**
 * A booking file's columns in order, by its format: a CSV file Unique Id, Email (doc 3 §5's CSV order, both
 * required); an Excel file Email only (an Excel organisation keeps no unique ids; later cells are not read).
 */
export const BOOKING_UPLOAD_COLUMNS = { csv: ['Unique Id', 'Email'], xlsx: ['Email'] } as const;
/** Rows one booking file may hold: each row is a seat transaction inside the call, which must answer within the gateway's 29 s. */
export const BOOKING_UPLOAD_MAX_ROWS = 200;
export const BOOKING_UPLOAD_MESSAGES = {
  selectMeeting: 'Please select a {Meeting}',
  email: 'Email is required',
  uniqueId: 'Unique Id is required',
  emptyFile: 'Uploaded file has no {candidate} rows',
  tooManyRows: `Uploaded file has more than ${BOOKING_UPLOAD_MAX_ROWS} rows, please split it into smaller files`,
} as const;
/**
 * upload/new-booking as the dialog sends it after posting the file with upload/new-booking-ticket (DESIGN §3.15): the
 * file's key, the project, the meeting the candidates are booked into, and whether the first row is a header. Each row
 * names an existing candidate of the project (BOOKING_UPLOAD_COLUMNS).
 */
export const newBookingFileUpload = z.object({
  encryptedOrganisationId: id.optional(),
  objectKey: z.string().trim().min(1, UPLOAD_MESSAGES.selectFile).max(500),
  encryptedProjectId: id,
  encryptedMeetingId: z.string().trim().min(1, BOOKING_UPLOAD_MESSAGES.selectMeeting).max(200),
  fileHeaderRow,
});

/**
 * The meeting file's columns (doc 2 §5 Upload files: "Email, Active/Inactive (not for assessor), Start Date YYYY-MM-DD,
 * Start Time 24h, Duration, Method ONSITE or REMOTE, address lines, City, State, Post code; assessments also Min and
 * Max spots; last column YES for surge. Expected columns: 13 assessment, 10 assessor, 12 otherwise"). The spec's
 * counts fix the choices it leaves open: two address lines; surge (interviews only) is not a column of assessments;
 * an assessor's file names neither the host (the assessor is) nor Active (their meetings wait Inactive for approval).
 */
const MEETING_WHEN_WHERE = [
  'Start Date',
  'Start Time',
  'Duration',
  'Method',
  'Address Line 1',
  'Address Line 2',
  'City',
  'State',
  'Post Code',
] as const;
export const MEETING_UPLOAD_COLUMNS = {
  assessment: ['Email', 'Active/Inactive', ...MEETING_WHEN_WHERE, 'Min Spots', 'Max Spots'],
  assessor: [...MEETING_WHEN_WHERE, 'Surge'],
  admin: ['Email', 'Active/Inactive', ...MEETING_WHEN_WHERE, 'Surge'],
} as const;
export type MeetingUploadLayout = keyof typeof MEETING_UPLOAD_COLUMNS;

/** The layout of a meeting file: 13 columns for assessments, 10 for an assessor's file, 12 otherwise (doc 2 §5). */
export function meetingUploadLayout(stepType: string, byAdmin: boolean): MeetingUploadLayout {
  if (stepType === 'ASSESSMENT') return 'assessment';
  return byAdmin ? 'admin' : 'assessor';
}

/** Rows one meeting file may hold: every row is its own transaction inside the upload call, which must answer within the gateway's 29 s. */
export const MEETING_UPLOAD_MAX_ROWS = 200;

/** The meeting upload's own messages (doc 2 §5; the spec quotes the method's and the selections'; the others complete it). */
export const MEETING_UPLOAD_MESSAGES = {
  selectProject: 'Please select a Project',
  method: 'Method must be ONSITE or REMOTE',
  active: 'Active/Inactive must be Active or Inactive',
  startDate: 'Start Date must be a date written YYYY-MM-DD',
  startTime: 'Start Time must be a 24 hour time written HH:mm',
  duration: 'Duration must be a number of hours',
  spots: 'Min Spots and Max Spots must be whole numbers of 0 or more',
  surge: 'Surge must be YES or left empty',
  columns: (expected: number, found: number) => `Expected ${expected} columns, found ${found}`,
  emptyFile: 'Uploaded file has no {meeting} rows',
  tooManyRows: `Uploaded file has more than ${MEETING_UPLOAD_MAX_ROWS} rows, please split it into smaller files`,
} as const;

/** The file types a meeting upload takes (doc 2 §5: csv or xlsx), by extension. */
export const MEETING_UPLOAD_FILE_TYPES = [UPLOAD_FILE_TYPES.CSV, UPLOAD_FILE_TYPES.Excel] as const;

/** Asks where the browser may POST a meeting file (DESIGN §3.15): its name and size, checked again by the policy at S3. */
export const meetingUploadTicketRequest = z.object({
  encryptedOrganisationId: id.optional(),
  fileName: z
    .string()
    .trim()
    .min(1, UPLOAD_MESSAGES.selectFile)
    .max(255)
    .refine((n) => /\.(csv|xlsx)$/i.test(n), UPLOAD_MESSAGES.typeNotAllowed),
  fileSize: z.number().int().min(UPLOAD_MIN_BYTES, UPLOAD_MESSAGES.tooSmall).max(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.tooLarge),
});

/**
 * upload/new-meeting (doc 2 §7: encryptedProjectId, fileHeaderRow; the file itself uploaded with a
 * new-meeting-ticket and named by its object key).
 */
export const newMeetingUpload = z.object({
  encryptedOrganisationId: id.optional(),
  objectKey: z.string().trim().min(1, UPLOAD_MESSAGES.selectFile).max(500),
  encryptedProjectId: z.string().trim().min(1, MEETING_UPLOAD_MESSAGES.selectProject).max(200),
  fileHeaderRow,
});

export { uploadAnswer };
