import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { Booking } from './booking-entity.ts';
import { bookingBuckets, stillCounted } from './booking-list.ts';

/** The copies a confirmed booking keeps of its meeting (booking-store-seats.ts bookSeat): start, end and assessor. */
export interface MeetingCopy {
  start: string;
  end: string;
  assessorId: string;
}

/** True when a meeting change reaches the copies its confirmed bookings keep. */
export const movesBookings = (before: MeetingCopy, after: MeetingCopy) =>
  before.start !== after.start || before.end !== after.end || before.assessorId !== after.assessorId;

/**
 * The booking area's items of a meeting save's transaction (meeting-store-save.ts), moving its confirmed bookings with it: each booking's copy
 * of start, end and assessor, on condition that it is still counted where it was (stillCounted: confirmed, same
 * assessor and start), and the booking list counters (by day, hour and assessor) moved once per counter by the sum of
 * the bookings' moves, since a transaction may not write one counter twice.
 */
export function bookingMoveWrites(
  e: Pick<TransactionEntities, 'booking' | 'listCounter'>,
  organisationId: string,
  bookings: readonly Booking[],
  after: MeetingCopy,
  now: string,
) {
  const deltas = new Map<string, number>();
  const add = (list: string, n: number) => deltas.set(list, (deltas.get(list) ?? 0) + n);
  const patches = bookings.map((b) => {
    const from = bookingBuckets(b);
    const to = bookingBuckets({ status: b.status, start: after.start, assessorId: after.assessorId });
    for (const list of [...from.organisation, ...from.assessor]) add(list, -1);
    for (const list of [...to.organisation, ...to.assessor]) add(list, 1);
    return e.booking
      .patch({ organisationId, bookingId: b.bookingId })
      .set({ start: after.start, end: after.end, assessorId: after.assessorId, updatedAt: now })
      .where((a, op) => stillCounted(b)(a, op))
      .commit();
  });
  const counters = [...deltas].filter(([, n]) => n !== 0).map(([list, n]) => counterWrite(e.listCounter, organisationId, list, n));
  return [...patches, ...counters];
}
