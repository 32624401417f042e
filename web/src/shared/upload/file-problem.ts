import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIN_BYTES } from '@scheduler/contracts/schemas/upload';

/** The spec's bad-file messages (doc 2 §5 Upload files), checked before anything is sent; the bucket's policy checks again. */
export function fileProblem(file: File | undefined, extensions: readonly string[]): string | undefined {
  if (!file) return UPLOAD_MESSAGES.selectFile;
  if (!extensions.some((e) => file.name.toLowerCase().endsWith(e))) return UPLOAD_MESSAGES.typeNotAllowed;
  if (file.size < UPLOAD_MIN_BYTES) return UPLOAD_MESSAGES.tooSmall;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}
