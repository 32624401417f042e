import * as z from 'zod';
import { MSG } from '../messages.ts';
import { id, uploadAnswer, yesNo } from './common.ts';

/** Stated upload limit (doc 3 §5: 4MB) and minimum size (doc 2 §9: 30 bytes). */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MIN_BYTES = 30;
export const UPLOAD_MESSAGES = {
  selectFile: 'Please select a file',
  typeNotAllowed: 'Uploaded file type is not allowed',
  tooLarge: 'Uploaded file size is more than allowed limit',
  tooSmall: 'Uploaded file size is less than expected',
} as const;

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

/** file, linkExpiry, enInterviewProjectId, enAssessmentProjectId, fileHeaderRow Y/N. */
export const newCandidateUpload = z
  .object({
    file,
    linkExpiry: z.coerce.number().int().min(1).max(99).default(1),
    enInterviewProjectId: id.optional(),
    enAssessmentProjectId: id.optional(),
    fileHeaderRow,
  })
  .refine((u) => Boolean(u.enInterviewProjectId || u.enAssessmentProjectId), { path: ['enInterviewProjectId'], message: MSG.requiredField });

/** file, encryptedProjectId, fileHeaderRow (existing candidates; the meeting id when uploaded from a meeting page). */
export const newBookingUpload = z.object({
  file,
  encryptedProjectId: id,
  encryptedMeetingId: id.optional(),
  fileHeaderRow,
});

/** file, encryptedProjectId, fileHeaderRow. */
export const newMeetingUpload = z.object({
  file,
  encryptedProjectId: z.string().trim().min(1, 'Please select a Project').max(200),
  fileHeaderRow,
});

export { uploadAnswer };
