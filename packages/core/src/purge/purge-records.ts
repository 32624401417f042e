import { bookingBuckets } from '../booking/booking-list.ts';
import { feedVersionsMoved } from '../calendar/calendar-feed-version-store.ts';
import type { Booking } from '../booking/booking-entity.ts';
import { bookingQuarterDeltas } from '../dashboard/booking-quarter-counters.ts';
import { figureDeltas } from '../dashboard/meeting-figure-counters.ts';
import { meetingBuckets } from '../meeting/meeting-list.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { ulidIds } from '../ports/ids.ts';
import type { Project } from '../project/project-entity.ts';
import { createWaitlistSeats } from '../waitlist/waitlist-seats.ts';
import { createGroupPurge, type PurgePlan } from './purge-group.ts';
import type { PersonPurgeDeps } from './purge-person.ts';
import { mapInPool } from './purge-pool.ts';
import type { PurgeCount } from './purge-run-entity.ts';
import type { TransactionWrite } from './purge-store-groups.ts';
import { bookingPurgedWrite, meetingPurgedWrite, projectPurgedWrite } from './purge-writes.ts';

/** Files removed from the file store at once. */
const FILE_CONCURRENCY = 8;

/**
 * A record's purge: its conditional delete, each list it leaves −1 and the dashboard counters it leaves moved by
 * `deltas` (summed per counter), one record of its kind counted.
 */
function recordPurge(
  count: PurgeCount,
  item: string,
  write: TransactionWrite,
  lists: readonly (string | undefined)[],
  deltas: ReadonlyMap<string, number> = new Map(),
): PurgePlan {
  const counters = new Map(deltas);
  for (const list of lists) if (list) counters.set(list, (counters.get(list) ?? 0) - 1);
  return { writes: [{ item, write }], counters, counts: { [count]: 1 } };
}

/** A due booking's purge: its delete, conditioned on it still being due and where its lists counted it. */
const bookingPurge = (b: Booking): PurgePlan => {
  const buckets = bookingBuckets(b);
  return recordPurge(
    'bookings',
    `booking#${b.bookingId}`,
    (e) => bookingPurgedWrite(e, b),
    [...buckets.organisation, ...buckets.assessor],
    bookingQuarterDeltas([[b, undefined]]),
  );
};

/**
 * Deletes due projects, meetings and bookings a group at a time (purge-group.ts): one transaction holds each
 * record's delete (on condition it is still due as read and, for the listed kinds, still where its list counted it),
 * the list counters the group leaves summed per list, and one tally of the group. Summing keeps a page to a few
 * transactions instead of one per record (and the shared counters are written once per group, not once per record).
 * When a group is cancelled its records are written one by one, so only those still due are purged and counted.
 * Answers how many were purged.
 */
export function createRecordPurge(
  { db, files, clock, ids = ulidIds }: Pick<PersonPurgeDeps, 'db' | 'files' | 'clock'> & Partial<Pick<PersonPurgeDeps, 'ids'>>,
  runDay: string,
) {
  const groups = createGroupPurge(db, runDay);
  // The waitlist's rows of what goes (issue 22): entries and holds, a held seat released first (waitlist-seats.ts).
  const waitlist = createWaitlistSeats({ db, clock, ids });
  const purgeAll = async (organisationId: string, plans: PurgePlan[]) => (await groups.purge(organisationId, plans)).length;

  return {
    async projects(organisationId: string, projects: readonly Project[]) {
      await waitlist.purgeProjects(
        organisationId,
        projects.map((p) => p.projectId),
      );
      return purgeAll(
        organisationId,
        projects.map((p) => recordPurge('projects', `project#${p.projectId}`, (e) => projectPurgedWrite(e, p), [])),
      );
    },

    /** The calendar feeds that showed the page's meetings move their versions after the deletes (feedVersionsMoved). */
    async meetings(organisationId: string, meetings: readonly Meeting[]) {
      await waitlist.purgeMeetings(
        organisationId,
        meetings.map((m) => m.meetingId),
      );
      const purged = await purgeAll(
        organisationId,
        meetings.map((m) => {
          const buckets = meetingBuckets(m);
          return recordPurge(
            'meetings',
            `meeting#${m.meetingId}`,
            (e) => meetingPurgedWrite(e, m),
            [buckets.organisation, buckets.assessor],
            figureDeltas([[m, undefined]]),
          );
        }),
      );
      if (meetings.length > 0) await feedVersionsMoved(db, organisationId, meetings, clock.now().toISOString());
      return purged;
    },

    /**
     * A file attached to a booking for its candidate is removed from the file store (every version) first; the
     * calendar feeds that counted a confirmed one move their versions after the deletes (feedVersionsMoved).
     */
    async bookings(organisationId: string, bookings: readonly Booking[]) {
      await mapInPool(bookings, FILE_CONCURRENCY, async (b) => (b.fileKey ? files?.delete(b.fileKey) : undefined));
      await waitlist.purgeBookings(
        organisationId,
        bookings.map((b) => b.bookingId),
      );
      const purged = await purgeAll(organisationId, bookings.map(bookingPurge));
      // A confirmed booking counted on its meeting in the calendar feeds.
      const counted = bookings.filter((b) => b.meetingId && b.status === 'CONFIRMED');
      if (counted.length > 0) await feedVersionsMoved(db, organisationId, counted, clock.now().toISOString());
      return purged;
    },
  };
}
