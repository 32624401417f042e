import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import {
  CSV_CANDIDATE_COLUMNS,
  CSV_MAX_COLUMNS,
  CSV_MIN_COLUMNS,
  EXCEL_CANDIDATE_COLUMNS,
  EXCEL_MIN_COLUMNS,
  UPLOAD_MESSAGES,
  type UploadType,
} from '@scheduler/contracts/schemas/upload';
import type { CandidateInput } from './candidate-fields.ts';

/** A whole-file refusal: the spec's bad-file messages (wrong columns, unreadable). */
export class CandidateFileError extends Error {}

/** One row of a candidate file: its number in the file (the header row is row 1) and its fields, or why it was not read. */
export type CandidateFileRow = { row: number; input: CandidateInput } | { row: number; error: string };

export interface ReadOptions {
  uploadType: UploadType;
  headerRow: boolean;
  /** Told the bytes read so far, as the parser moves through the file. */
  onBytes?: (bytesRead: number) => void;
}

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** A header is right when its first columns are the spec's, in order (case and spaces aside). */
function checkHeader(cells: string[], expected: readonly string[], required: number): void {
  const ok = cells.length >= required && expected.slice(0, required).every((name, i) => norm(cells[i] ?? '') === norm(name));
  if (!ok) throw new CandidateFileError(UPLOAD_MESSAGES.wrongColumns(expected));
}

function csvInput(cells: string[]): CandidateInput {
  const [uniqueId, issueId, firstName, lastName, mobile, email, ...requestTypes] = cells;
  return { uniqueId, issueId, firstName, lastName, mobile, email, requestTypes: requestTypes.filter((t) => t.trim()).join(',') };
}

/**
 * The rows of a CSV candidate file (doc 3 §5: Unique Id, Issue Id, First Name, Last Name, Mobile, Email, then Request
 * Type in up to five columns), streamed through csv-parse: quoted fields, embedded commas and newlines, a BOM. Every
 * cell is kept as the text it is, a formula-looking one too (never evaluated).
 */
async function* csvRows(bytes: Uint8Array, opts: ReadOptions): AsyncGenerator<CandidateFileRow> {
  const parser = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      opts.onBytes?.(parser.info.bytes);
      if (row === 1 && opts.headerRow) {
        checkHeader(record, CSV_CANDIDATE_COLUMNS, CSV_MIN_COLUMNS);
        continue;
      }
      const cells = trimTrailingEmpty(record);
      if (cells.length < CSV_MIN_COLUMNS || cells.length > CSV_MAX_COLUMNS) {
        // A first row of the wrong shape means the file is not in the spec's layout at all.
        if (row === 1) throw new CandidateFileError(UPLOAD_MESSAGES.wrongColumns(CSV_CANDIDATE_COLUMNS));
        yield { row, error: `Expected ${CSV_MIN_COLUMNS} to ${CSV_MAX_COLUMNS} columns, found ${cells.length}` };
        continue;
      }
      yield { row, input: csvInput(cells) };
    }
  } catch (error) {
    if (error instanceof CandidateFileError) throw error;
    throw new CandidateFileError(`${UPLOAD_MESSAGES.unreadable} (row ${row + 1}: ${(error as Error).message})`);
  }
}

const trimTrailingEmpty = (cells: string[]) => {
  let end = cells.length;
  while (end > 0 && !String(cells[end - 1] ?? '').trim()) end -= 1;
  return cells.slice(0, end);
};

/**
 * The text of an Excel cell as the person typed it: a formula stays its formula text ('=...', never its result), rich
 * text its characters, a hyperlink its text, a date its yyyy-MM-dd, a number its digits.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value && value.formula) return `=${value.formula}`;
    if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/**
 * The rows of the first sheet of an Excel candidate file (doc 3 §5: First Name, Last Name, Email, Mobile optional),
 * streamed through exceljs's workbook reader (shared strings cached, styles and hyperlinks skipped).
 */
async function* xlsxRows(bytes: Uint8Array, opts: ReadOptions): AsyncGenerator<CandidateFileRow> {
  const source = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  let read = 0;
  source.on('data', (chunk: Buffer) => {
    read += chunk.length;
    opts.onBytes?.(read);
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let row = 0;
  try {
    for await (const sheet of reader) {
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        row = r.number;
        const values = (r.values as ExcelJS.CellValue[]).slice(1).map(cellText);
        const cells = trimTrailingEmpty(values);
        if (!cells.length) continue;
        if (row === 1 && opts.headerRow) {
          checkHeader(cells, EXCEL_CANDIDATE_COLUMNS, EXCEL_MIN_COLUMNS);
          continue;
        }
        if (cells.length > EXCEL_CANDIDATE_COLUMNS.length) {
          if (row === 1) throw new CandidateFileError(UPLOAD_MESSAGES.wrongColumns(EXCEL_CANDIDATE_COLUMNS));
          yield { row, error: `Expected ${EXCEL_MIN_COLUMNS} to ${EXCEL_CANDIDATE_COLUMNS.length} columns, found ${cells.length}` };
          continue;
        }
        const [firstName, lastName, email, mobile] = cells;
        yield { row, input: { firstName, lastName, email, mobile } };
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof CandidateFileError) throw error;
    throw new CandidateFileError(UPLOAD_MESSAGES.unreadable);
  }
}

/** The rows of a candidate file of the organisation's upload type. */
export function readCandidateRows(bytes: Uint8Array, opts: ReadOptions): AsyncGenerator<CandidateFileRow> {
  return opts.uploadType === 'CSV' ? csvRows(bytes, opts) : xlsxRows(bytes, opts);
}
