import {
  BOOKING_UPLOAD_COLUMNS,
  BOOKING_UPLOAD_MAX_ROWS,
  BOOKING_UPLOAD_MESSAGES,
  type meetingUploadTicketRequest,
  type newBookingFileUpload,
  type uploadAnswer,
} from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { FileLayout } from '../file/file-layout.ts';
import { csvOrExcelUploads } from '../file/csv-or-excel-upload.ts';
import { rowWrite } from '../file/row-processor.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import type { FileStore } from '../ports/file-store.ts';
import { type BookingBookDeps, createBookingBookService } from './booking-book.ts';

export type BookingUploadDeps = BookingBookDeps & { files: FileStore; log?: { error(message: string, detail?: Record<string, unknown>): void } };

/** Booking files wait here: tmp/ is one of the bucket's short-lived prefixes, so a file never named expires. */
const keyPrefix = (organisationId: string) => `tmp/booking-uploads/${organisationId}/`;

/** One row of a booking file: the candidate it names (a CSV names the unique id too). */
export type BookingFileRow = { email: string; uniqueId?: string };

/**
 * A booking file's rows (doc 2 §2 Upload existing candidates), read whole before anything is booked: a CSV file's
 * columns are Unique Id, Email; an Excel file's Email only, its later cells not read (BOOKING_UPLOAD_COLUMNS). A wrong
 * header, an empty or too long file refuse it; a row without its required cells is read with them empty, and refused
 * when it is booked.
 */
export const bookingFileLayout: FileLayout<BookingFileRow> = {
  columns: BOOKING_UPLOAD_COLUMNS,
  maxRows: { count: BOOKING_UPLOAD_MAX_ROWS, message: BOOKING_UPLOAD_MESSAGES.tooManyRows },
  emptyMessage: BOOKING_UPLOAD_MESSAGES.emptyFile,
  read(raw, { format }) {
    const cells = raw.map((c) => c.trim());
    return format === 'csv' ? { uniqueId: cells[0] ?? '', email: cells[1] ?? '' } : { email: cells[0] ?? '' };
  },
};

/**
 * Booking uploads (doc 2 §7 File upload new-booking; DESIGN §3.15): the browser posts the file with a ticket, the call
 * names it with the project and the meeting. Each row (a CSV's Unique Id and Email, an Excel file's Email) books that
 * existing candidate's pending step of the project into the meeting through the admin's single booking (booking-book.ts:
 * the same rules, the seat transaction, the events), one row at a time in file order (file/row-processor.ts); a refused
 * row is reported with its number and the refusal's message ('Not Available' once the meeting is full).
 */
export function createBookingUploadService(deps: BookingUploadDeps) {
  const bookings = createBookingBookService(deps);
  const meetings = createMeetingStore(deps.db);
  const uploads = csvOrExcelUploads(deps, keyPrefix);

  return {
    /** upload/new-booking-ticket: where to POST a booking file (.csv or .xlsx) in the caller's organisation's folder. */
    ticket: (actor: Actor, input: z.output<typeof meetingUploadTicketRequest>) => uploads.ticket(actor, input),

    /** upload/new-booking: the candidates of the file booked into a meeting of the project, in the caller's organisation. */
    upload: (actor: Actor, input: z.output<typeof newBookingFileUpload>): Promise<z.input<typeof uploadAnswer>> =>
      uploads.process<BookingFileRow>(actor, input, async (organisationId) => {
        const meeting = await meetings.meetingOf(organisationId, input.encryptedMeetingId);
        if (!meeting || meeting.projectId !== input.encryptedProjectId) throw errors.notFound('{Meeting}');
        const session = { ...actor, organisationId };
        return {
          layout: bookingFileLayout,
          async writeRow({ row, email, uniqueId }) {
            if (uniqueId === '') return { error: BOOKING_UPLOAD_MESSAGES.uniqueId };
            if (!email) return { error: BOOKING_UPLOAD_MESSAGES.email };
            return rowWrite(
              () => bookings.book(session, { encryptedMeetingId: meeting.meetingId, email, uniqueId, existingStatus: 'PENDING' }),
              { row, kind: 'booking', log: deps.log },
              (e) => (e.httpStatus === 404 ? `${email}: candidate not found` : e.message),
            );
          },
        };
      }),
  };
}
