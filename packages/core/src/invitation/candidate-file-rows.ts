import {
  CSV_CANDIDATE_COLUMNS,
  CSV_MAX_COLUMNS,
  CSV_MIN_COLUMNS,
  EXCEL_CANDIDATE_COLUMNS,
  EXCEL_MIN_COLUMNS,
  UPLOAD_MESSAGES,
  type UploadType,
} from '@scheduler/contracts/schemas/upload';
import { FileReadError, headerMatches, readFileRows } from '../file/file-rows.ts';
import type { CandidateInput } from './candidate-fields.ts';

/** A whole-file refusal: the spec's bad-file messages (wrong columns, unreadable); the shared reader's error. */
export { FileReadError as CandidateFileError };

/** One row of a candidate file: its number in the file (the header row is row 1) and its fields, or why it was not read. */
export type CandidateFileRow = { row: number; input: CandidateInput } | { row: number; error: string };

export interface ReadOptions {
  uploadType: UploadType;
  headerRow: boolean;
  /** Told the bytes read so far, as the parser moves through the file. */
  onBytes?: (bytesRead: number) => void;
}

/** A header is right when its first columns are the spec's, in order (case and spaces aside). */
function checkHeader(cells: string[], expected: readonly string[], required: number): void {
  if (!headerMatches(cells, expected, required)) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(expected));
}

function csvInput(cells: string[]): CandidateInput {
  const [uniqueId, issueId, firstName, lastName, mobile, email, ...requestTypes] = cells;
  return { uniqueId, issueId, firstName, lastName, mobile, email, requestTypes: requestTypes.filter((t) => t.trim()).join(',') };
}

/**
 * The rows of a CSV candidate file (doc 3 §5: Unique Id, Issue Id, First Name, Last Name, Mobile, Email, then Request
 * Type in up to five columns), read by the shared file reader (file/file-rows.ts: csv-parse, cells kept as text).
 */
async function* csvRows(bytes: Uint8Array, opts: ReadOptions): AsyncGenerator<CandidateFileRow> {
  for await (const { row, cells } of readFileRows(bytes, 'csv', opts)) {
    if (row === 1 && opts.headerRow) {
      checkHeader(cells, CSV_CANDIDATE_COLUMNS, CSV_MIN_COLUMNS);
      continue;
    }
    if (cells.length < CSV_MIN_COLUMNS || cells.length > CSV_MAX_COLUMNS) {
      // A first row of the wrong shape means the file is not in the spec's layout at all.
      if (row === 1) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(CSV_CANDIDATE_COLUMNS));
      yield { row, error: `Expected ${CSV_MIN_COLUMNS} to ${CSV_MAX_COLUMNS} columns, found ${cells.length}` };
      continue;
    }
    yield { row, input: csvInput(cells) };
  }
}

/**
 * The rows of the first sheet of an Excel candidate file (doc 3 §5: First Name, Last Name, Email, Mobile optional),
 * read by the shared file reader (exceljs streaming; formulas kept as their text).
 */
async function* xlsxRows(bytes: Uint8Array, opts: ReadOptions): AsyncGenerator<CandidateFileRow> {
  for await (const { row, cells } of readFileRows(bytes, 'xlsx', opts)) {
    if (row === 1 && opts.headerRow) {
      checkHeader(cells, EXCEL_CANDIDATE_COLUMNS, EXCEL_MIN_COLUMNS);
      continue;
    }
    if (cells.length > EXCEL_CANDIDATE_COLUMNS.length) {
      if (row === 1) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(EXCEL_CANDIDATE_COLUMNS));
      yield { row, error: `Expected ${EXCEL_MIN_COLUMNS} to ${EXCEL_CANDIDATE_COLUMNS.length} columns, found ${cells.length}` };
      continue;
    }
    const [firstName, lastName, email, mobile] = cells;
    yield { row, input: { firstName, lastName, email, mobile } };
  }
}

/** The rows of a candidate file of the organisation's upload type. */
export function readCandidateRows(bytes: Uint8Array, opts: ReadOptions): AsyncGenerator<CandidateFileRow> {
  return opts.uploadType === 'CSV' ? csvRows(bytes, opts) : xlsxRows(bytes, opts);
}
