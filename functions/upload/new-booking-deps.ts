import type { BookingUploadDeps } from '@scheduler/core/booking/booking-upload';
import type { Deps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

const log = { error: (message: string, detail?: Record<string, unknown>) => logger.error(message, detail ?? {}) };

/** The booking upload's dependencies: the table, the bus for the booking events, the uploads bucket, the logger. */
export function bookingUploadDeps(deps: Deps): BookingUploadDeps {
  if (!deps.files) throw new Error('UPLOADS_BUCKET is not set: booking files cannot be read');
  return { ...deps, files: deps.files, log };
}
