import { MSG } from '@scheduler/contracts/messages';
import { UPLOAD_FILE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIN_BYTES } from '@scheduler/contracts/schemas/upload';

/** The upload type of each accepted extension, named as the organisation configuration names it (CSV, Excel). */
const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(UPLOAD_FILE_TYPES).map(([type, t]) => [t.extension, type]));

/** The kinds of file a chooser takes, for 'Please select {type} file to upload': 'CSV', 'Excel', 'CSV or Excel'. */
export const uploadTypeName = (extensions: readonly string[]) =>
  extensions.map((e) => TYPE_OF_EXTENSION[e.toLowerCase()] ?? e.replace(/^\./, '').toUpperCase()).join(' or ');

/** The extensions of a file that may be CSV or Excel (meeting and booking files). */
export const CSV_OR_EXCEL = [UPLOAD_FILE_TYPES.CSV.extension, UPLOAD_FILE_TYPES.Excel.extension];

/** The spec's bad-file messages (doc 2 §5 Upload files), checked before anything is sent; the bucket's policy checks again. */
export function fileProblem(file: File | undefined, extensions: readonly string[]): string | undefined {
  if (!file) return MSG.selectFileToUpload(uploadTypeName(extensions));
  if (!extensions.some((e) => file.name.toLowerCase().endsWith(e))) return UPLOAD_MESSAGES.typeNotAllowed;
  if (file.size < UPLOAD_MIN_BYTES) return UPLOAD_MESSAGES.tooSmall;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}
