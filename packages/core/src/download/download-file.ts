import { createHash, timingSafeEqual } from 'node:crypto';
import type { downloadAnswer, downloadRequest } from '@scheduler/contracts/schemas/download';
import type * as z from 'zod';
import { createAuditStore } from '../audit/audit-store.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { DomainError } from '../errors.ts';
import { createUserStore } from '../user/user-store.ts';
import type { FileStore } from '../ports/file-store.ts';
import { createDownloadLimit, downloadScopes } from './download-limit.ts';

export type DownloadDeps = DataDeps & { files: FileStore; log?: { warn(message: string, data?: Record<string, unknown>): void } };

/** How long the signed link answered stays usable. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export const DOWNLOAD_MESSAGES = {
  refused: 'The unique id does not match this download link',
  tooManyTries: 'Too many tries for this download. Please try again later',
} as const;

const refused = () => new DomainError('download.refused', DOWNLOAD_MESSAGES.refused, 422, 'ERROR');
const tooManyTries = () => new DomainError('download.too_many_tries', DOWNLOAD_MESSAGES.tooManyTries, 429, 'TOO_MANY_TRIES');

/** Equal unique ids, compared in constant time (over their digests, so lengths do not show either). */
function sameId(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * File download (doc 2 §7): the link carries the booking id; the candidate types the unique id from the invitation
 * e-mail. When it is the booking candidate's unique id and the booking has a file, the answer's message is a signed GET
 * link that expires within minutes. A link that does not exist, has no file, or a wrong id get the same refusal, so
 * the answer never tells which. Tries are limited per link and per address (download-limit.ts); every download and
 * every refused try on a booking is written to the candidate's audit log in the booking's organisation.
 */
export function createDownloadService(deps: DownloadDeps) {
  const { db, clock, ids, files } = deps;
  const limit = createDownloadLimit(deps);
  const bookings = createBookingStore(db);
  const users = createUserStore(db);
  const audits = createAuditStore(db);

  async function audit(organisationId: string, candidateId: string, logMsg: string): Promise<void> {
    await audits.recordWrite({
      refType: 'User',
      refId: candidateId,
      organisationId,
      logId: ids.next(),
      logOn: clock.now().toISOString(),
      logBy: 'Download link',
      logByUserId: candidateId,
      logMsg,
    });
  }

  return {
    async download(input: z.output<typeof downloadRequest>, callerAddress: string | undefined): Promise<z.input<typeof downloadAnswer>> {
      const bookingId = input.encryptedId;
      const scopes = downloadScopes(bookingId, callerAddress);
      if (!(await limit.reserve(scopes))) {
        deps.log?.warn('download tries exhausted', { bookingId, callerAddress });
        throw tooManyTries();
      }
      const booking = await bookings.bookingById(bookingId);
      if (!booking) {
        deps.log?.warn('download refused: no such link', { bookingId, callerAddress });
        throw refused();
      }
      const access = await users.accessOf(booking.organisationId, booking.candidateId);
      if (!booking.fileKey || !access?.uniqueId || !sameId(access.uniqueId, input.uniqueId)) {
        await audit(booking.organisationId, booking.candidateId, `Download refused for booking ${bookingId}: unique id did not match`);
        throw refused();
      }
      await limit.release(scopes);
      const url = await files.signedDownloadUrl(booking.fileKey, DOWNLOAD_URL_SECONDS, booking.fileName);
      await audit(booking.organisationId, booking.candidateId, `File '${booking.fileName ?? booking.fileKey}' downloaded for booking ${bookingId}`);
      return { status: 'SUCCESS', message: url };
    },
  };
}
