import {
  CSV_CANDIDATE_COLUMNS,
  CSV_MAX_COLUMNS,
  CSV_MIN_COLUMNS,
  EXCEL_CANDIDATE_COLUMNS,
  EXCEL_MIN_COLUMNS,
  UPLOAD_MESSAGES,
} from '@scheduler/contracts/schemas/upload';
import type { FileLayout, RowRefusal } from '../file/file-layout.ts';
import { FileReadError } from '../file/file-rows.ts';
import type { CandidateInput } from './candidate-fields.ts';

/** One row of a candidate file read: its fields, before the organisation's field rules check them. */
export interface CandidateFileRow {
  input: CandidateInput;
}

function csvRow(cells: string[], row: number): CandidateFileRow | RowRefusal {
  if (cells.length < CSV_MIN_COLUMNS || cells.length > CSV_MAX_COLUMNS) {
    // A first row of the wrong shape means the file is not in the spec's layout at all.
    if (row === 1) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(CSV_CANDIDATE_COLUMNS));
    return { error: `Expected ${CSV_MIN_COLUMNS} to ${CSV_MAX_COLUMNS} columns, found ${cells.length}` };
  }
  const [uniqueId, issueId, firstName, lastName, mobile, email, ...requestTypes] = cells;
  return { input: { uniqueId, issueId, firstName, lastName, mobile, email, requestTypes: requestTypes.filter((t) => t.trim()).join(',') } };
}

function xlsxRow(cells: string[], row: number): CandidateFileRow | RowRefusal {
  if (cells.length > EXCEL_CANDIDATE_COLUMNS.length) {
    if (row === 1) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(EXCEL_CANDIDATE_COLUMNS));
    return { error: `Expected ${EXCEL_MIN_COLUMNS} to ${EXCEL_CANDIDATE_COLUMNS.length} columns, found ${cells.length}` };
  }
  const [firstName, lastName, email, mobile] = cells;
  return { input: { firstName, lastName, email, mobile } };
}

/**
 * A candidate file's layout (doc 3 §5). CSV: Unique Id, Issue Id, First Name, Last Name, Mobile, Email, then Request
 * Type in up to five columns (a header names at least the first six). Excel, the first sheet: First Name, Last Name,
 * Email, Mobile optional. A first row of the wrong width without a header refuses the file; a later one is a row error.
 */
export const candidateFileLayout: FileLayout<CandidateFileRow> = {
  columns: { csv: CSV_CANDIDATE_COLUMNS, xlsx: EXCEL_CANDIDATE_COLUMNS },
  headerRequired: { csv: CSV_MIN_COLUMNS, xlsx: EXCEL_MIN_COLUMNS },
  emptyMessage: UPLOAD_MESSAGES.emptyFile,
  read: (cells, { row, format }) => (format === 'csv' ? csvRow(cells, row) : xlsxRow(cells, row)),
};
