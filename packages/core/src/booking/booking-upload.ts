import {
  BOOKING_UPLOAD_COLUMNS,
  BOOKING_UPLOAD_MAX_ROWS,
  BOOKING_UPLOAD_MESSAGES,
  type candidateUploadTicket,
  type meetingUploadTicketRequest,
  type newBookingFileUpload,
  UPLOAD_FILE_TYPES,
  UPLOAD_MESSAGES,
  type uploadAnswer,
} from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { DomainError, errors } from '../errors.ts';
import { FileReadError, formatOfName, headerMatches, readFileRows } from '../file/file-rows.ts';
import { badFile, discardUpload, readUploadedFile, uploadTicket } from '../file/uploaded-file.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import type { FileStore } from '../ports/file-store.ts';
import { type BookingBookDeps, createBookingBookService } from './booking-book.ts';

export type BookingUploadDeps = BookingBookDeps & { files: FileStore };

type RowError = { row: number; message: string };

/** Booking files wait here: tmp/ is one of the bucket's short-lived prefixes, so a file never named expires. */
const keyPrefix = (organisationId: string) => `tmp/booking-uploads/${organisationId}/`;
const EXTENSIONS = [UPLOAD_FILE_TYPES.CSV.extension, UPLOAD_FILE_TYPES.Excel.extension];

/** One row of a booking file: its number in the file and the candidate it names (doc 2 §2 Upload existing candidates). */
export interface BookingFileRow {
  row: number;
  email: string;
  uniqueId?: string;
}

/**
 * The rows of a booking file, read whole before anything is booked: a CSV file's columns are Unique Id, Email; an Excel
 * file's Email only, its later cells not read (BOOKING_UPLOAD_COLUMNS). A wrong header, an empty or too long file
 * refuse it; a row without its required cells is read with them empty, and refused when it is booked.
 */
export async function readBookingRows(bytes: Uint8Array, fileName: string, headerRow: boolean): Promise<BookingFileRow[]> {
  const format = formatOfName(fileName);
  if (!format) throw new FileReadError(UPLOAD_MESSAGES.typeNotAllowed);
  const columns = BOOKING_UPLOAD_COLUMNS[format];
  const rows: BookingFileRow[] = [];
  for await (const r of readFileRows(bytes, format)) {
    if (r.row === 1 && headerRow) {
      if (!headerMatches(r.cells, columns)) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(columns));
      continue;
    }
    if (rows.length >= BOOKING_UPLOAD_MAX_ROWS) throw new FileReadError(BOOKING_UPLOAD_MESSAGES.tooManyRows);
    const cells = r.cells.map((c) => c.trim());
    rows.push(format === 'csv' ? { row: r.row, uniqueId: cells[0] ?? '', email: cells[1] ?? '' } : { row: r.row, email: cells[0] ?? '' });
  }
  if (!rows.length) throw new FileReadError(BOOKING_UPLOAD_MESSAGES.emptyFile);
  return rows;
}

/**
 * Booking uploads (doc 2 §7 File upload new-booking; DESIGN §3.15): the browser posts the file with a ticket, the call
 * names it with the project and the meeting. Each row (a CSV's Unique Id and Email, an Excel file's Email) books that
 * existing candidate's pending step of the project into the meeting through the admin's single booking (booking-book.ts:
 * the same rules, the seat transaction, the events), one row at a time in file order; a refused row is reported with its
 * number and the refusal's message ('Not Available' once the meeting is full). The file is deleted once processed.
 */
export function createBookingUploadService(deps: BookingUploadDeps) {
  const { db, ids, files } = deps;
  const bookings = createBookingBookService(deps);

  async function bookRow(actor: Actor, meetingId: string, row: BookingFileRow): Promise<RowError | undefined> {
    const { email, uniqueId } = row;
    if (uniqueId === '') return { row: row.row, message: BOOKING_UPLOAD_MESSAGES.uniqueId };
    if (!email) return { row: row.row, message: BOOKING_UPLOAD_MESSAGES.email };
    try {
      await bookings.book(actor, { encryptedMeetingId: meetingId, email, uniqueId, existingStatus: 'PENDING' });
      return undefined;
    } catch (error) {
      if (!(error instanceof DomainError) || error.httpStatus >= 500) {
        deps.log?.error('booking upload row failed', { row: row.row, error: error instanceof Error ? error.message : String(error) });
        return { row: row.row, message: UPLOAD_MESSAGES.uploadFailed };
      }
      return { row: row.row, message: error.httpStatus === 404 ? `${email}: candidate not found` : error.message };
    }
  }

  return {
    /** upload/new-booking-ticket: where to POST a booking file (.csv or .xlsx) in the caller's organisation's folder. */
    async ticket(actor: Actor, input: z.output<typeof meetingUploadTicketRequest>): Promise<z.input<typeof candidateUploadTicket>> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const type = formatOfName(input.fileName) === 'xlsx' ? UPLOAD_FILE_TYPES.Excel : UPLOAD_FILE_TYPES.CSV;
      return uploadTicket(files, keyPrefix(organisationId), ids.next(), input.fileName, type.contentType);
    },

    /** upload/new-booking: the candidates of the file booked into a meeting of the project, in the caller's organisation. */
    async upload(actor: Actor, input: z.output<typeof newBookingFileUpload>): Promise<z.input<typeof uploadAnswer>> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const session = { ...actor, organisationId };
      try {
        const { data: meeting } = await db.meeting.get({ organisationId, meetingId: input.encryptedMeetingId }).go();
        if (!meeting || meeting.projectId !== input.encryptedProjectId) throw errors.notFound('{Meeting}');
        const bytes = await readUploadedFile(files, input.objectKey, keyPrefix(organisationId), EXTENSIONS);
        const rows = await readBookingRows(bytes, input.objectKey, input.fileHeaderRow === 'Y');
        const failed: RowError[] = [];
        for (const row of rows) {
          const error = await bookRow(session, meeting.meetingId, row);
          if (error) failed.push(error);
        }
        return { status: 'SUCCESS', successCount: rows.length - failed.length, errors: failed };
      } catch (error) {
        if (error instanceof FileReadError) throw badFile(error.message);
        throw error;
      } finally {
        if (input.objectKey.startsWith(keyPrefix(organisationId))) await discardUpload(files, input.objectKey, deps.log);
      }
    },
  };
}
