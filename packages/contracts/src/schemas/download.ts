import * as z from 'zod';
import { id, requiredText, statusAnswer } from './common.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIN_BYTES } from './upload.ts';

/** Download request (doc 2 §3): encryptedId (from the route) and the unique id from the invitation e-mail. */
export const downloadRequest = z.object({ encryptedId: id, uniqueId: requiredText(100) });
/** On SUCCESS the message is the (signed) URL to open. */
export const downloadAnswer = statusAnswer;

/** The kinds of file an admin may attach to a booking for its candidate, by extension. */
export const BOOKING_FILE_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
} as const;
export const BOOKING_FILE_MESSAGES = {
  typeNotAllowed: 'Only PDF, Word, Excel, PNG or JPG files can be attached',
  attached: 'File attached',
} as const;
const bookingFileName = z
  .string()
  .trim()
  .min(1, UPLOAD_MESSAGES.selectFile)
  .max(255)
  .refine((n) => Object.keys(BOOKING_FILE_TYPES).some((e) => n.toLowerCase().endsWith(e)), BOOKING_FILE_MESSAGES.typeNotAllowed);

/** upload/booking-file-ticket: where to POST a file for the candidate of one booking (30 bytes to 4 MB). */
export const bookingFileTicketRequest = z.object({
  encryptedBookingId: id,
  fileName: bookingFileName,
  fileSize: z.number().int().min(UPLOAD_MIN_BYTES, UPLOAD_MESSAGES.tooSmall).max(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.tooLarge),
});
/** upload/booking-file: the uploaded object named, to be the booking's file (the one its download link opens). */
export const bookingFileAttach = z.object({
  encryptedBookingId: id,
  objectKey: z.string().trim().min(1, UPLOAD_MESSAGES.selectFile).max(500),
});
