import type { BookingFileDeps } from '@scheduler/core/download/booking-file';
import type { Deps } from '../lib/deps.ts';

/** A booking file's dependencies: the table and the uploads bucket. */
export function bookingFileDeps(deps: Deps): BookingFileDeps {
  if (!deps.files) throw new Error('UPLOADS_BUCKET is not set: booking files cannot be attached');
  return { ...deps, files: deps.files };
}
