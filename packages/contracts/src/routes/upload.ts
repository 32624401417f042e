import { defineRoute } from '../route.ts';
import {
  candidateInviteSettings,
  candidateInviteSettingsParams,
  candidateUploadAnswer,
  candidateUploadJobParams,
  candidateUploadProgress,
  candidateUploadTicket,
  candidateUploadTicketRequest,
  meetingUploadTicketRequest,
  newCandidateUpload,
  newMeetingUpload,
  uploadAnswer,
} from '../schemas/upload.ts';
import { ANY_ADMIN, ASSESSOR_OR_ADMIN } from './access.ts';

/**
 * Candidate files go straight from the browser to S3 (DESIGN §3.15): new-candidate-ticket answers a presigned POST
 * whose policy holds the type and size, new-candidate names the uploaded object, getCandidateUploadJob reads the
 * progress of a file processed as a job. Meeting files take the same way (new-meeting-ticket, new-meeting). new-booking
 * is multipart: its body schema (newBookingUpload in schemas/upload.ts) applies to the parsed parts, so `body` is left off
 * until the pipeline parses multipart.
 */
export const uploadRoutes = [
  defineRoute({
    area: 'upload',
    operation: 'new-candidate',
    method: 'POST',
    path: '/api/upload/new-candidate',
    access: ANY_ADMIN,
    spec: 'doc2 §7 File upload, doc3 §7 Candidate',
    summary: 'Bulk candidate invitation from the CSV or Excel file uploaded with a ticket: the result, or a job id for a large file.',
    body: newCandidateUpload,
    bodyType: 'json',
    response: candidateUploadAnswer,
  }),
  defineRoute({
    area: 'upload',
    operation: 'new-candidate-ticket',
    method: 'POST',
    path: '/api/upload/new-candidate-ticket',
    access: ANY_ADMIN,
    spec: 'doc3 §2.16, §5 Candidate upload (DESIGN §3.15 presigned POST)',
    summary: "A presigned POST for the organisation's candidate file: .csv or .xlsx by its upload type, 30 bytes to 4 MB.",
    body: candidateUploadTicketRequest,
    bodyType: 'json',
    response: candidateUploadTicket,
  }),
  defineRoute({
    area: 'upload',
    operation: 'getCandidateUploadJob',
    method: 'GET',
    path: '/api/upload/getCandidateUploadJob/{organisationId}/{jobId}',
    access: ANY_ADMIN,
    spec: 'doc3 §2.16 (progress of a large file)',
    summary: 'Progress of a candidate file processed as a job, and its result once done.',
    params: candidateUploadJobParams,
    response: candidateUploadProgress,
  }),
  defineRoute({
    area: 'upload',
    operation: 'new-booking',
    method: 'POST',
    path: '/api/upload/new-booking',
    access: ANY_ADMIN,
    spec: 'doc2 §7 File upload',
    summary: 'Existing candidates into a project or meeting from a file (schema newBookingUpload).',
    bodyType: 'multipart',
    response: uploadAnswer,
  }),
  defineRoute({
    area: 'upload',
    operation: 'new-meeting-ticket',
    method: 'POST',
    path: '/api/upload/new-meeting-ticket',
    access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §2 Upload dialogs, §5 Upload files (DESIGN §3.15 presigned POST)',
    summary: 'A presigned POST for a meeting file: .csv or .xlsx, 30 bytes to 4 MB.',
    body: meetingUploadTicketRequest,
    bodyType: 'json',
    response: candidateUploadTicket,
  }),
  defineRoute({
    area: 'upload',
    operation: 'new-meeting',
    method: 'POST',
    path: '/api/upload/new-meeting',
    access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §2 Upload dialogs, §5 Upload files, §7 File upload',
    summary:
      'Meetings of a project from the CSV or Excel file uploaded with a ticket: one meeting per row, successCount and one error per failed row.',
    body: newMeetingUpload,
    bodyType: 'json',
    response: uploadAnswer,
  }),
  defineRoute({
    area: 'upload',
    operation: 'getCandidateInviteSettings',
    method: 'GET',
    path: '/api/upload/getCandidateInviteSettings/{organisationId}',
    access: ANY_ADMIN,
    spec: 'doc3 §2.15, §2.16 (instructions by upload type, link expiry when enabled)',
    summary: "The organisation's name, upload type, country and whether the link expiry field shows, for the invite pages.",
    params: candidateInviteSettingsParams,
    response: candidateInviteSettings,
  }),
] as const;
