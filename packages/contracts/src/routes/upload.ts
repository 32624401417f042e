import { defineRoute } from '../route.ts';
import { uploadAnswer } from '../schemas/upload.ts';
import { ANY_ADMIN, ASSESSOR_OR_ADMIN } from './access.ts';

/**
 * Multipart routes: the body schemas (newCandidateUpload, newBookingUpload, newMeetingUpload in
 * schemas/upload.ts) apply to the parsed parts, so `body` is left off until the pipeline parses multipart.
 */
export const uploadRoutes = [
  defineRoute({
    area: 'upload',
    operation: 'new-candidate',
    method: 'POST',
    path: '/api/upload/new-candidate',
    access: ANY_ADMIN,
    spec: 'doc2 §7 File upload, doc3 §7 Candidate',
    summary: 'Bulk candidate invitation from a CSV or Excel file (schema newCandidateUpload).',
    bodyType: 'multipart',
    response: uploadAnswer,
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
    operation: 'new-meeting',
    method: 'POST',
    path: '/api/upload/new-meeting',
    access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §7 File upload',
    summary: 'Meetings of a project from a CSV file (schema newMeetingUpload).',
    bodyType: 'multipart',
    response: uploadAnswer,
  }),
] as const;
