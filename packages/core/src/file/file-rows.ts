import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { UPLOAD_MAX_ROW_CHARS, UPLOAD_MAX_ROWS_READ, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { FileReadError } from './file-read-error.ts';
import { sharedStringsFirst } from './xlsx-entry-order.ts';
import { checkXlsxUnpackedSize } from './xlsx-unpacked-size.ts';

export { FileReadError };

/** The two file formats an upload accepts. */
export type FileFormat = 'csv' | 'xlsx';

/**
 * One non-empty row of an uploaded file: its number (the first row is 1) and its cells as text, trailing empty cells
 * left off; or, for a row longer than UPLOAD_MAX_ROW_CHARS, why it was not read.
 */
export type FileRow = { row: number; cells: string[] } | { row: number; refused: string };

export interface FileReadOptions {
  /** Told the bytes read so far, as the parser moves through the file. */
  onBytes?: (bytesRead: number) => void;
}

/** The format a file name says (.csv or .xlsx), or undefined. */
export function formatOfName(fileName: string): FileFormat | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return undefined;
}

const trimTrailingEmpty = (cells: string[]) => {
  let end = cells.length;
  while (end > 0 && !String(cells[end - 1] ?? '').trim()) end -= 1;
  return cells.slice(0, end);
};

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** True when a header row's first `required` cells are the expected column names in order (case and spaces aside). */
export const headerMatches = (cells: readonly string[], expected: readonly string[], required = expected.length) =>
  cells.length >= required && expected.slice(0, required).every((name, i) => norm(cells[i] ?? '') === norm(name));

/** A row as read: its cells, or its refusal when they hold more than UPLOAD_MAX_ROW_CHARS characters together. */
function fileRow(row: number, cells: string[]): FileRow {
  let chars = 0;
  for (const cell of cells) chars += cell.length;
  return chars > UPLOAD_MAX_ROW_CHARS ? { row, refused: UPLOAD_MESSAGES.rowTooLong } : { row, cells: trimTrailingEmpty(cells) };
}

/** Counts every row read, blank ones too: past UPLOAD_MAX_ROWS_READ the whole file is refused. */
function rowsReadCap(rowsRead: number) {
  if (rowsRead > UPLOAD_MAX_ROWS_READ) throw new FileReadError(UPLOAD_MESSAGES.tooManyRowsRead);
}

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The records of a CSV file, streamed through csv-parse: quoted fields, embedded commas and newlines, a BOM. Every cell
 * is kept as the text it is, a formula-looking one too (never evaluated). Row numbers count records; the lines read,
 * blank ones included, count towards the cap. A cell is at most the 4 MB upload, so a long one costs a row, not memory.
 */
async function* csvRows(bytes: Uint8Array, opts: FileReadOptions): AsyncGenerator<FileRow> {
  const parser = Readable.from([bufferOf(bytes)]).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true }));
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      rowsReadCap(parser.info.lines);
      opts.onBytes?.(parser.info.bytes);
      yield fileRow(row, record);
    }
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError(`${UPLOAD_MESSAGES.unreadable} (row ${row + 1}: ${(error as Error).message})`);
  }
}

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
 * The non-empty rows of the first sheet of an Excel file, streamed through exceljs's workbook reader (shared strings
 * cached, styles and hyperlinks skipped), once the archive is known to unpack within its budget. Row numbers are the
 * sheet's; every row the sheet holds, blank ones included, counts towards the cap.
 */
async function* xlsxRows(bytes: Uint8Array, opts: FileReadOptions): AsyncGenerator<FileRow> {
  await checkXlsxUnpackedSize(bytes);
  const { WorkbookReader } = await import('@scheduler/core/file/xlsx-reader');
  const ordered = sharedStringsFirst(bytes);
  const source = Readable.from([bufferOf(ordered)]);
  let read = 0;
  source.on('data', (chunk: Buffer) => {
    read += chunk.length;
    // Progress in the uploaded file's bytes, whatever the reordered archive's size.
    opts.onBytes?.(Math.round((read * bytes.byteLength) / ordered.byteLength));
  });
  const reader = new WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      let rowsRead = 0;
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        rowsRead += 1;
        rowsReadCap(rowsRead);
        const read = fileRow(r.number, Array.from((r.values as ExcelJS.CellValue[]).slice(1), cellText));
        if (!('cells' in read) || read.cells.length) yield read;
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError(UPLOAD_MESSAGES.unreadable);
  }
}

/** The rows of an uploaded CSV or Excel file. A consumer may throw FileReadError from inside its loop (a wrong header). */
export function readFileRows(bytes: Uint8Array, format: FileFormat, opts: FileReadOptions = {}): AsyncGenerator<FileRow> {
  return format === 'csv' ? csvRows(bytes, opts) : xlsxRows(bytes, opts);
}
