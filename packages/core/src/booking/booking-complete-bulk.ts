import type { bulkCompleteAnswer, bulkCompleteRequest } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { DomainError } from '../errors.ts';
import { completeBooking } from './booking-complete.ts';
import type { Booking } from './booking-entity.ts';
import { createBookingAccess } from './booking-context.ts';
import type { BookingStatusDeps } from './booking-status.ts';

type Answer = z.input<typeof bulkCompleteAnswer>;
type Result = Answer['results'][number];
const AT_ONCE = 8;

/**
 * user-booking/bulk-complete (doc 2 §4 "Bulk completion moves pending_completion bookings to complete; irreversible"):
 * each id, a booking of the admin's organisation Awaiting Completion (CONFIRMED, started), goes to COMPLETE through
 * the same completion write as the dialog (booking-complete.ts), without a checklist (the bulk action has none).
 * Every id must first be a booking the admin reaches: an id of another organisation (or of nothing) refuses the
 * whole call with 404 before anything is completed, as a single call would, so a list of ids probes nothing. Then
 * each booking is its own transaction: one not awaiting completion, or moved meanwhile, does not stop the others,
 * and every id gets its result (SUCCESS, or the refusal's status and message). The web shows
 * '{n} Booking(s) successfully completed.' from successCount.
 */
export function createBulkCompleteService(deps: BookingStatusDeps) {
  const access = createBookingAccess(deps.db);

  async function one(actor: Actor, booking: Booking): Promise<Result> {
    const encryptedId = booking.bookingId;
    try {
      await completeBooking(deps, actor, booking, { to: 'COMPLETE', awaitingOnly: true });
      return { encryptedId, status: 'SUCCESS' };
    } catch (e) {
      if (e instanceof DomainError && e.httpStatus < 500) return { encryptedId, status: e.status, message: e.message };
      throw e;
    }
  }

  return {
    async complete(actor: Actor, ids: z.output<typeof bulkCompleteRequest>): Promise<Answer> {
      const unique = [...new Set(ids)];
      const bookings: Booking[] = [];
      for (let i = 0; i < unique.length; i += AT_ONCE) {
        bookings.push(...(await Promise.all(unique.slice(i, i + AT_ONCE).map((id) => access.reach(actor, id, { consistent: true })))));
      }
      const results: Result[] = [];
      for (let i = 0; i < bookings.length; i += AT_ONCE) {
        results.push(...(await Promise.all(bookings.slice(i, i + AT_ONCE).map((b) => one(actor, b)))));
      }
      return { successCount: results.filter((r) => r.status === 'SUCCESS').length, results };
    },
  };
}
