import { UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { type FileFormat, FileReadError, headerMatches, readFileRows } from './file-rows.ts';

/** Why a row was not read: its message in the result ('Row n: message'). */
export interface RowRefusal {
  error: string;
}

/** One row read through a layout: its number in the file with the kind's record, or why it was not read. */
export type LayoutRow<R extends object> = ({ row: number } & R) | ({ row: number } & RowRefusal);

/** The format rules of one kind of upload file (doc 2 §5 Upload files, doc 3 §5): its columns, header and row cap. */
export interface FileLayout<R extends object> {
  /** The columns in order of each format: a header row names them, and a file of other columns is told them all. */
  columns: Readonly<Record<FileFormat, readonly string[]>>;
  /** How many of a format's first columns a header must name (the later ones may be left off); all by default. */
  headerRequired?: Partial<Record<FileFormat, number>>;
  /** A header names exactly the columns, no more. */
  headerExact?: boolean;
  /**
   * A row's cells as the kind's record, or the row's refusal. `row` is its number in the file, `first` says it is the
   * first row after the header; throwing FileReadError refuses the whole file (a first row of another layout).
   */
  read(cells: string[], at: { row: number; format: FileFormat; first: boolean }): R | RowRefusal;
  /** At most `count` rows; a longer file is refused with `message` (such a file is read whole before any row is written). */
  maxRows?: { count: number; message: string };
  /** The refusal of a file with no rows. */
  emptyMessage: string;
}

/**
 * The rows of an uploaded file through its layout: the header row checked (when the file has one), each later row read,
 * the row cap and an empty file refused with FileReadError.
 */
export async function* readLayoutRows<R extends object>(
  bytes: Uint8Array,
  format: FileFormat,
  layout: FileLayout<R>,
  opts: { headerRow: boolean; onBytes?: (bytesRead: number) => void },
): AsyncGenerator<LayoutRow<R>> {
  const columns = layout.columns[format];
  let count = 0;
  for await (const fileRow of readFileRows(bytes, format, opts)) {
    const { row } = fileRow;
    if (row === 1 && opts.headerRow) {
      const named =
        'cells' in fileRow &&
        headerMatches(fileRow.cells, columns, layout.headerRequired?.[format]) &&
        (!layout.headerExact || fileRow.cells.length === columns.length);
      if (!named) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(columns));
      continue;
    }
    if (layout.maxRows && count >= layout.maxRows.count) throw new FileReadError(layout.maxRows.message);
    const read = 'cells' in fileRow ? layout.read(fileRow.cells, { row, format, first: count === 0 }) : { error: fileRow.refused };
    count += 1;
    yield { row, ...read };
  }
  if (count === 0) throw new FileReadError(layout.emptyMessage);
}
