import type { Actor } from '../actor.ts';
import { isAnyAdmin } from '../actor.ts';
import type { BookingStatus } from '../booking/booking-entity.ts';
import { BOOKING_TABS, bookingBuckets, type BookingTab } from '../booking/booking-list.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { createListCounterStore } from '../lists/list-counter-store.ts';
import { waitlistedCounter } from '../waitlist/waitlist-writes.ts';

export type BookingCounters = Record<BookingTab, number>;

const WAITLISTED_STEPS = ['ASSESSMENT', 'INTERVIEW'] as const;
/** The candidates on each step type's waitlist (issue 22). */
export type WaitlistedCounts = Record<(typeof WAITLISTED_STEPS)[number], number>;

/** The tabs split by now (Upcoming, Awaiting Completion): their totals add the confirmed day and hour counters. */
const SIDE_OF_NOW_TABS = (Object.keys(BOOKING_TABS) as BookingTab[]).filter((tab) => 'side' in BOOKING_TABS[tab]);

/**
 * user-booking/getBookingCounters (doc 2 Dashboard "Bookings counter"): how many bookings each booking tab holds,
 * the organisation's for an admin, an assessor's or invigilator's own meetings' otherwise. Every figure comes from
 * the counters the booking writes move (booking-list.ts bookingBuckets): one counter per status, and for the
 * confirmed tabs the same totals the booking list shows (booking-store-lists.ts readBookingTab: the day counters, today's hour counters
 * and the current hour counted), so the cost follows the days with bookings, never the number of bookings.
 */
export function createBookingCountersService(deps: DataDeps) {
  const { clock } = deps;
  const bookings = createBookingStore(deps.db);
  const listCounters = createListCounterStore(deps.db);

  return {
    async counters(actor: Actor): Promise<BookingCounters> {
      const organisationId = actor.organisationId;
      const assessorId = isAnyAdmin(actor) ? undefined : actor.userId;
      const statusTabs = (Object.keys(BOOKING_TABS) as BookingTab[]).filter((tab) => !SIDE_OF_NOW_TABS.includes(tab));
      const bucketOf = (status: BookingStatus) => {
        const buckets = bookingBuckets({ status, assessorId });
        return (assessorId ? buckets.assessor : buckets.organisation)[0];
      };
      const statuses = [...new Set(statusTabs.flatMap((tab) => BOOKING_TABS[tab].statuses as readonly BookingStatus[]))];
      const now = clock.now();
      const [byStatus, ...sides] = await Promise.all([
        listCounters.countsOf(
          organisationId,
          statuses.flatMap((s) => bucketOf(s) ?? []),
        ),
        ...SIDE_OF_NOW_TABS.map((tab) => bookings.bookingTabPage({ organisationId, assessorId, tab, now, pageIndex: 0, pageSize: 1 })),
      ]);
      const out = {} as BookingCounters;
      for (const tab of statusTabs) {
        out[tab] = (BOOKING_TABS[tab].statuses as readonly BookingStatus[]).reduce((n, s) => n + (byStatus.get(bucketOf(s) ?? '') ?? 0), 0);
      }
      SIDE_OF_NOW_TABS.forEach((tab, i) => {
        out[tab] = sides[i]!.total;
      });
      return out;
    },

    /**
     * The dashboard's waitlisted candidates per step type (issue 22): the organisation's for an admin, from the
     * counters the waitlist's writes move (waitlist-writes.ts waitlistedCounter); none for staff.
     */
    async waitlisted(actor: Actor): Promise<WaitlistedCounts | undefined> {
      if (!isAnyAdmin(actor)) return undefined;
      const counts = await listCounters.countsOf(actor.organisationId, WAITLISTED_STEPS.map(waitlistedCounter));
      return { ASSESSMENT: counts.get(waitlistedCounter('ASSESSMENT')) ?? 0, INTERVIEW: counts.get(waitlistedCounter('INTERVIEW')) ?? 0 };
    },
  };
}
