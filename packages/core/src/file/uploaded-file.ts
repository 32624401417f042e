import { MSG } from '@scheduler/contracts/messages';
import {
  type candidateUploadTicket,
  UPLOAD_FILE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_MIN_BYTES,
} from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import { errors } from '../errors.ts';
import type { FileStore } from '../ports/file-store.ts';
import { formatOfName } from './file-rows.ts';

/** How long a ticket's presigned POST stays usable. */
const TICKET_SECONDS = 300;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-120);

/** The extensions of an upload that takes CSV or Excel files (meetings, bookings). */
export const CSV_OR_EXCEL = [UPLOAD_FILE_TYPES.CSV.extension, UPLOAD_FILE_TYPES.Excel.extension];

/** The content type a CSV or Excel file's name says (a ticket's policy holds it). */
export const contentTypeOfName = (fileName: string) =>
  (formatOfName(fileName) === 'xlsx' ? UPLOAD_FILE_TYPES.Excel : UPLOAD_FILE_TYPES.CSV).contentType;

/** A refusal of a whole file, with the spec's bad-file message. */
export const badFile = (message: string) => errors.refused('upload.bad_file', message);

/**
 * A ticket for a browser upload (DESIGN §3.15): a presigned POST for one new object under `prefix` (the organisation's
 * folder of the upload kind), whose policy holds the content type and 30 bytes to 4 MB.
 */
export async function uploadTicket(
  files: FileStore,
  prefix: string,
  uniqueId: string,
  fileName: string,
  contentType: string,
): Promise<z.input<typeof candidateUploadTicket>> {
  const objectKey = `${prefix}${uniqueId}/${safeName(fileName)}`;
  const post = await files.presignedPost(objectKey, {
    contentType,
    minBytes: UPLOAD_MIN_BYTES,
    maxBytes: UPLOAD_MAX_BYTES,
    expiresInSeconds: TICKET_SECONDS,
  });
  return { ...post, objectKey, contentType, maxBytes: UPLOAD_MAX_BYTES, expiresInSeconds: TICKET_SECONDS };
}

/**
 * The bytes of an uploaded object the caller may name: under `prefix` (their organisation's folder; another is
 * forbidden), of one of `extensions`, present, 30 bytes to 4 MB (the spec's messages).
 */
export async function readUploadedFile(files: FileStore, objectKey: string, prefix: string, extensions: readonly string[]): Promise<Uint8Array> {
  if (!objectKey.startsWith(prefix)) throw errors.forbidden();
  if (!extensions.some((e) => objectKey.toLowerCase().endsWith(e))) throw badFile(UPLOAD_MESSAGES.typeNotAllowed);
  const bytes = await files.get(objectKey);
  if (!bytes) throw errors.validation(MSG.validationFailed, { objectKey: UPLOAD_MESSAGES.selectFile });
  if (bytes.byteLength < UPLOAD_MIN_BYTES) throw badFile(UPLOAD_MESSAGES.tooSmall);
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw badFile(UPLOAD_MESSAGES.tooLarge);
  return bytes;
}

/**
 * Deletes a processed file: its rows now live in the records the purge looks after, and an uploaded list must not
 * stay behind in the bucket (its lifecycle rule removes a file never processed). A failed delete is logged, never the
 * upload's failure.
 */
export async function discardUpload(
  files: FileStore,
  objectKey: string,
  log?: { error(message: string, data?: Record<string, unknown>): void },
): Promise<void> {
  await files.delete(objectKey).catch((error: unknown) => log?.error('uploaded file not deleted', { error, objectKey }));
}
