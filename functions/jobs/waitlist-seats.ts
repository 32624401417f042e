import { createWaitlistNotifier } from '@scheduler/core/waitlist/waitlist-notify';
import { createWaitlistSeats } from '@scheduler/core/waitlist/waitlist-seats';
import type { DomainEventOf } from '@scheduler/events/domain-event';
import { accountDeps } from '../lib/account-deps.ts';
import { type Deps, getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/**
 * The waitlist's part of the notifier (notify.ts NOTIFIERS): a seat freed (a cancellation, the old seat of a
 * reschedule, a meeting changed) is held for the first eligible waitlisted candidate; a booking confirmed takes its
 * step off the waitlist; a seat held tells its candidate (WAITLIST_SEAT_HELD). Each is idempotent, so the bus's
 * retries and the holds job's sweep (waitlist-holds.ts) may run it again.
 */
export async function promoteFreedSeat(detail: { organisationId: string; meetingId: string }, deps: Deps = getDeps()): Promise<void> {
  const held = await createWaitlistSeats(deps).promoteMeeting(detail.organisationId, detail.meetingId);
  if (held) logger.info('waitlist seats held', { meetingId: detail.meetingId, held });
}

export async function leaveOnBooked(detail: { organisationId: string; bookingId: string }, deps: Deps = getDeps()): Promise<void> {
  await createWaitlistSeats(deps).bookedElsewhere(detail.organisationId, detail.bookingId);
}

export async function notifySeatHeld(event: DomainEventOf<'waitlist.seat-held'>, deps: Deps = getDeps()): Promise<void> {
  const result = await createWaitlistNotifier(accountDeps(deps)).seatHeld(event.detail);
  if (result?.error) throw new Error(`waitlist alert not queued: ${result.error}`);
}
