import { UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { DomainError } from '../errors.ts';
import type { FileStore } from '../ports/file-store.ts';
import { type FileLayout, type LayoutRow, readLayoutRows, type RowRefusal } from './file-layout.ts';
import { FileReadError, formatOfName } from './file-rows.ts';
import { badFile, discardUpload } from './uploaded-file.ts';

/** A row not added, as the result lists it ('Row n: message'). */
export type RowError = { row: number; message: string };

/** Where the row processor reports a row whose write failed for no reason the person can act on. */
export interface UploadLog {
  error(message: string, detail: Record<string, unknown>): void;
}

/** What became of a row written: added (undefined), refused with its message, or added with a note the result lists. */
export type RowOutcome = undefined | RowRefusal | { note: string };

/** The counts of a file's rows: read, added, refused, and the rows the result lists. */
export interface RowCounts {
  rowCount: number;
  successCount: number;
  errorCount: number;
  errors: RowError[];
}

/** A row read through a layout and ready to write. */
export type ReadRow<R extends object> = { row: number } & R;

/** How the rows of a file are written, and (for a file run as a job) how far an earlier run got and how it reports. */
export interface RowProcessing<R extends object> {
  /** Rows given to one write: one at a time in file order unless the kind writes several together. */
  batchSize?: number;
  /** Writes the rows, telling what became of each, in order. */
  write(rows: ReadRow<R>[]): Promise<RowOutcome[]>;
  /** How many refused rows the result lists (the count goes on); all by default. */
  keptErrors?: number;
  /** The counts of an earlier run over the same file: its rows are not written again. */
  from?: RowCounts;
  /** Asked after each full batch: true stops there, every row read so far done (the answer says `yielded`). */
  shouldYield?(): boolean;
  /**
   * Told after each batch: the counts so far (everything a later run needs to carry on from here, as `from`) and the
   * bytes of the file read. A progress that throws stops the run there (a job that lost its lease).
   */
  progress?(counts: RowCounts, bytesRead: number): Promise<void>;
}

async function readWhole<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const r of rows) all.push(r);
  return all;
}

/**
 * The one row processor of the uploads (DESIGN §3.15): reads the file through its layout (a capped file whole before
 * anything is written), writes its rows as `processing` says, and counts them: each refused row with its number and
 * message, sorted by row. A whole-file refusal is thrown as FileReadError.
 */
export async function processRows<R extends object>(
  bytes: Uint8Array,
  fileName: string,
  headerRow: boolean,
  layout: FileLayout<R>,
  processing: RowProcessing<R>,
): Promise<RowCounts & { yielded?: boolean }> {
  const format = formatOfName(fileName);
  if (!format) throw new FileReadError(UPLOAD_MESSAGES.typeNotAllowed);
  const { from, keptErrors = Number.POSITIVE_INFINITY, batchSize = 1 } = processing;
  const counts: RowCounts = from ? { ...from, errors: [...from.errors] } : { rowCount: 0, successCount: 0, errorCount: 0, errors: [] };
  let bytesRead = 0;
  const reader = readLayoutRows(bytes, format, layout, { headerRow, onBytes: (n) => (bytesRead = n) });
  const rows: AsyncIterable<LayoutRow<R>> | LayoutRow<R>[] = layout.maxRows ? await readWhole(reader) : reader;

  const refuse = (row: number, message: string) => {
    counts.errorCount += 1;
    if (counts.errors.length < keptErrors) counts.errors.push({ row, message });
  };
  let batch: ReadRow<R>[] = [];
  const writeBatch = async () => {
    const written = batch;
    batch = [];
    const outcomes = await processing.write(written);
    outcomes.forEach((outcome, i) => {
      const { row } = written[i]!;
      if (outcome && 'error' in outcome) return refuse(row, outcome.error);
      counts.successCount += 1;
      if (outcome) counts.errors.push({ row, message: outcome.note });
    });
    await processing.progress?.(counts, bytesRead);
  };

  let seen = 0;
  let yielded = false;
  for await (const r of rows) {
    seen += 1;
    if (seen <= (from?.rowCount ?? 0)) continue;
    counts.rowCount += 1;
    if ('error' in r) {
      refuse(r.row, r.error);
      continue;
    }
    batch.push(r as ReadRow<R>);
    if (batch.length >= batchSize) {
      await writeBatch();
      if (processing.shouldYield?.()) {
        yielded = true;
        break;
      }
    }
  }
  if (batch.length) await writeBatch();
  counts.errors.sort((x, y) => x.row - y.row);
  return { ...counts, ...(yielded ? { yielded } : {}) };
}

/**
 * Writes one row: added when `write` resolves. A refusal it throws (a domain error below 500) is the row's
 * `refused(error)` message; anything else is logged as '{kind} upload row failed' and says 'Error Encountered, please
 * try again'.
 */
export async function rowWrite(
  write: () => Promise<unknown>,
  at: { row: number; kind: string; log?: UploadLog },
  refused: (error: DomainError) => string,
): Promise<RowOutcome> {
  try {
    await write();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError && error.httpStatus < 500) return { error: refused(error) };
    at.log?.error(`${at.kind} upload row failed`, { row: at.row, error: error instanceof Error ? error.message : String(error) });
    return { error: UPLOAD_MESSAGES.uploadFailed };
  }
}

/**
 * Settles the work on one uploaded object: a whole-file refusal (FileReadError) becomes the spec's bad-file answer,
 * and the object is deleted afterwards whatever happened, when it lies in the caller's `folder` (another's object is
 * refused, never deleted).
 */
export async function settleUpload<T>(
  deps: { files: FileStore; log?: UploadLog },
  objectKey: string,
  folder: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FileReadError) throw badFile(error.message);
    throw error;
  } finally {
    if (objectKey.startsWith(folder)) await discardUpload(deps.files, objectKey, deps.log);
  }
}
