import {
  BOOKING_FILE_MESSAGES,
  BOOKING_FILE_TYPES,
  type bookingFileAttach,
  type bookingFileTicketRequest,
} from '@scheduler/contracts/schemas/download';
import type { candidateUploadTicket } from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import { type Actor, isGridAdmin } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import type { Booking } from '../booking/booking-entity.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { badFile, readUploadedFile, uploadTicket } from '../file/uploaded-file.ts';
import type { FileStore } from '../ports/file-store.ts';

export type BookingFileDeps = DataDeps & { files: FileStore };

/** A booking's files live under its organisation and booking, so a key names whose file it is. */
const keyPrefix = (organisationId: string, bookingId: string) => `booking-files/${organisationId}/${bookingId}/`;
const EXTENSIONS = Object.keys(BOOKING_FILE_TYPES) as (keyof typeof BOOKING_FILE_TYPES)[];
const typeOf = (name: string) => EXTENSIONS.find((e) => name.toLowerCase().endsWith(e));

/**
 * The file an admin attaches to a booking for its candidate (doc 2 §2 Download File screen): posted straight to the
 * store with a ticket (DESIGN §3.15), then named, it becomes the booking's file, which the download link
 * (download-file.ts) opens for the candidate's unique id. A booking of another organisation is not found (404); the
 * grid admin reaches any.
 */
export function createBookingFileService(deps: BookingFileDeps) {
  const { ids, files } = deps;
  const bookings = createBookingStore(deps.db);

  async function bookingOf(actor: Actor, bookingId: string): Promise<Booking> {
    const booking = isGridAdmin(actor) ? await bookings.bookingById(bookingId) : await bookings.bookingOf(actor.organisationId, bookingId);
    if (!booking) throw errors.notFound('Booking');
    return booking;
  }

  return {
    async ticket(actor: Actor, input: z.output<typeof bookingFileTicketRequest>): Promise<z.input<typeof candidateUploadTicket>> {
      const booking = await bookingOf(actor, input.encryptedBookingId);
      const type = typeOf(input.fileName);
      if (!type) throw badFile(BOOKING_FILE_MESSAGES.typeNotAllowed);
      return uploadTicket(files, keyPrefix(booking.organisationId, booking.bookingId), ids.next(), input.fileName, BOOKING_FILE_TYPES[type]);
    },

    async attach(actor: Actor, input: z.output<typeof bookingFileAttach>): Promise<{ status: string; message: string }> {
      const booking = await bookingOf(actor, input.encryptedBookingId);
      await readUploadedFile(files, input.objectKey, keyPrefix(booking.organisationId, booking.bookingId), EXTENSIONS);
      const fileName = input.objectKey.split('/').at(-1) ?? input.objectKey;
      const { organisationId, bookingId, candidateId } = booking;
      await bookings.attachFileWrite(
        { organisationId, bookingId },
        { fileKey: input.objectKey, fileName },
        deps.clock.now().toISOString(),
        auditEntry(deps, actor, { refType: 'User', refId: candidateId, organisationId }, `File '${fileName}' attached to booking ${bookingId}`),
      );
      return { status: 'SUCCESS', message: BOOKING_FILE_MESSAGES.attached };
    },
  };
}
