import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';

/** A whole-file refusal of an uploaded file: the spec's bad-file messages (wrong columns, unreadable, empty). */
export class FileReadError extends Error {}

/** The two file formats an upload accepts. */
export type FileFormat = 'csv' | 'xlsx';

/** One non-empty row of an uploaded file: its number (the first row is 1) and its cells as text, trailing empty cells left off. */
export interface FileRow {
  row: number;
  cells: string[];
}

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

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The records of a CSV file, streamed through csv-parse: quoted fields, embedded commas and newlines, a BOM. Every cell
 * is kept as the text it is, a formula-looking one too (never evaluated). Row numbers count records.
 */
async function* csvRows(bytes: Uint8Array, opts: FileReadOptions): AsyncGenerator<FileRow> {
  const parser = Readable.from([bufferOf(bytes)]).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true }));
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      opts.onBytes?.(parser.info.bytes);
      yield { row, cells: trimTrailingEmpty(record) };
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
 * cached, styles and hyperlinks skipped). Row numbers are the sheet's.
 */
async function* xlsxRows(bytes: Uint8Array, opts: FileReadOptions): AsyncGenerator<FileRow> {
  const source = Readable.from([bufferOf(bytes)]);
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
  try {
    for await (const sheet of reader) {
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells = trimTrailingEmpty((r.values as ExcelJS.CellValue[]).slice(1).map(cellText));
        if (cells.length) yield { row: r.number, cells };
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
