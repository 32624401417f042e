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
  /**
   * Writes in flight at once (1 by default: one after another). Outcomes are counted in file order whatever order the
   * writes finish in, so progress and a later run always stand on a whole prefix of the file.
   */
  concurrency?: number;
  /**
   * What makes two rows the same record (an e-mail address): a write is not started while another holding one of its
   * keys is in flight, so two rows of one record are written one after the other, in file order.
   */
  keyOf?(row: ReadRow<R>): string;
  /**
   * Writes the rows, telling what became of each, in order. `slot` (0 to concurrency − 1) is the write's own among
   * those in flight: no two writes in flight share one.
   */
  write(rows: ReadRow<R>[], slot: number): Promise<RowOutcome[]>;
  /** How many refused rows the result lists (the count goes on); all by default. */
  keptErrors?: number;
  /** The counts of an earlier run over the same file: its rows are not written again. */
  from?: RowCounts;
  /**
   * Asked before each batch after the first is sent: true sends no more, and the answer (`yielded`) counts every batch
   * sent, so a later run carries on from the first row not sent.
   */
  shouldYield?(): boolean;
  /**
   * Told after each batch counted: the counts so far (everything a later run needs to carry on from here, as `from`)
   * and the bytes of the file read up to that batch. A progress that throws stops the run there (a job that lost its
   * lease), once the writes in flight have settled.
   */
  progress?(counts: RowCounts, bytesRead: number): Promise<void>;
}

async function readWhole<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const r of rows) all.push(r);
  return all;
}

/** A run of the file's rows in order: those refused on reading, and those written together. */
interface Batch<R extends object> {
  refused: RowError[];
  rows: ReadRow<R>[];
  keys: Set<string>;
  /** How many bytes of the file were read when the batch was full. */
  bytesRead: number;
  slot: number;
  outcomes?: Promise<RowOutcome[]>;
}

/**
 * The one row processor of the uploads (DESIGN §3.15): reads the file through its layout (a capped file whole before
 * anything is written, any other streamed), writes its rows as `processing` says (up to `concurrency` batches in
 * flight, one record's rows never two at once), and counts them in file order: each refused row with its number and
 * message, sorted by row. A whole-file refusal is thrown as FileReadError, once the writes in flight have settled.
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
  const { from, keptErrors = Number.POSITIVE_INFINITY, batchSize = 1, concurrency = 1, keyOf } = processing;
  const counts: RowCounts = from ? { ...from, errors: [...from.errors] } : { rowCount: 0, successCount: 0, errorCount: 0, errors: [] };
  let bytesRead = 0;
  const reader = readLayoutRows(bytes, format, layout, { headerRow, onBytes: (n) => (bytesRead = n) });
  const rows: AsyncIterable<LayoutRow<R>> | LayoutRow<R>[] = layout.maxRows ? await readWhole(reader) : reader;

  const refuse = (row: number, message: string) => {
    counts.errorCount += 1;
    if (counts.errors.length < keptErrors) counts.errors.push({ row, message });
  };
  /** Batches sent, in file order, not counted yet. */
  const sent: Batch<R>[] = [];
  let yielded = false;

  /** Counts the oldest batch sent once its write is done, and reports. */
  const countOldest = async () => {
    const batch = sent[0]!;
    const outcomes = batch.outcomes ? await batch.outcomes : [];
    sent.shift();
    for (const r of batch.refused) refuse(r.row, r.message);
    outcomes.forEach((outcome, i) => {
      const { row } = batch.rows[i]!;
      if (outcome && 'error' in outcome) return refuse(row, outcome.error);
      counts.successCount += 1;
      if (outcome) counts.errors.push({ row, message: outcome.note });
    });
    counts.rowCount += batch.refused.length + batch.rows.length;
    await processing.progress?.(counts, batch.bytesRead);
  };
  const overlaps = (batch: Batch<R>) => sent.some((b) => [...batch.keys].some((k) => b.keys.has(k)));
  let sending = false;
  /** Sends a batch once a slot is free and no write in flight holds one of its keys, unless told to stop by then. */
  const send = async (batch: Batch<R>) => {
    while (sent.length && (sent.length >= concurrency || overlaps(batch))) await countOldest();
    if (sending && processing.shouldYield?.()) {
      yielded = true;
      return;
    }
    sending = true;
    batch.bytesRead = bytesRead;
    const taken = new Set(sent.map((b) => b.slot));
    while (taken.has(batch.slot)) batch.slot += 1;
    if (batch.rows.length) {
      batch.outcomes = processing.write(batch.rows, batch.slot);
      // A failed write is thrown where it is counted, in file order; until then it must not count as unhandled.
      batch.outcomes.catch(() => undefined);
    }
    sent.push(batch);
  };
  const newBatch = (): Batch<R> => ({ refused: [], rows: [], keys: new Set(), bytesRead: 0, slot: 0 });

  let batch = newBatch();
  let seen = 0;
  try {
    for await (const r of rows) {
      seen += 1;
      if (seen <= (from?.rowCount ?? 0)) continue;
      if ('error' in r) batch.refused.push({ row: r.row, message: r.error });
      else {
        const row = r as ReadRow<R>;
        batch.rows.push(row);
        if (keyOf) batch.keys.add(keyOf(row));
      }
      if (batch.rows.length >= batchSize) {
        await send(batch);
        batch = newBatch();
        if (yielded) break;
      }
    }
    if (!yielded && (batch.rows.length || batch.refused.length)) await send(batch);
    // Written already: counted even when told to stop, so the counts stand on every row sent.
    while (sent.length) await countOldest();
  } finally {
    await Promise.allSettled(sent.map((b) => b.outcomes));
  }
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
