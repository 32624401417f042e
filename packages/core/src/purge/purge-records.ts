import { bookingBuckets } from '../booking/booking-list.ts';
import type { Booking } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { meetingBuckets } from '../meeting/meeting-list.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import type { Project } from '../project/project-entity.ts';
import type { PurgeCount } from './purge-run-entity.ts';
import { createPurgeStore } from './purge-store.ts';
import { bookingPurgedWrite, meetingPurgedWrite, projectPurgedWrite } from './purge-writes.ts';

/** Purging one record: its conditional delete, and the list counters it leaves (each −1). */
interface RecordPlan {
  remove: (e: TransactionEntities) => unknown;
  leaves: readonly string[];
}

/** DynamoDB's limit of actions in one transaction, less room for the tallies. */
const MAX_ACTIONS = 96;

/**
 * Deletes due projects, meetings and bookings a group at a time: one transaction holds each record's delete (on
 * condition it is still due as read and, for the listed kinds, still where its list counted it), the list counters
 * the group leaves summed per list, and one tally of the group. Summing keeps a page to a few transactions instead of
 * one per record (and the shared counters are written once per group, not once per record). When a group is
 * cancelled (a record was extended, or purged by an earlier run, meanwhile) its records are written one by one, so
 * only those still due are purged and counted. Answers how many were purged.
 */
export function createRecordPurge({ db }: Pick<DataDeps, 'db'>, runDay: string) {
  const store = createPurgeStore(db);
  const write = (organisationId: string, count: PurgeCount, plans: readonly RecordPlan[]) => {
    const leaving = new Map<string, number>();
    for (const p of plans) for (const list of p.leaves) leaving.set(list, (leaving.get(list) ?? 0) + 1);
    return store.recordsPurgedWrite(
      organisationId,
      runDay,
      count,
      plans.map((p) => p.remove),
      leaving,
    );
  };

  const purgeAll = async (organisationId: string, count: PurgeCount, plans: readonly RecordPlan[]): Promise<number> => {
    let purged = 0;
    for (const group of groups(plans)) {
      if (await write(organisationId, count, group)) purged += group.length;
      else for (const one of group) if (await write(organisationId, count, [one])) purged++;
    }
    return purged;
  };

  return {
    projects: (organisationId: string, projects: readonly Project[]) =>
      purgeAll(
        organisationId,
        'projects',
        projects.map((p) => ({
          remove: (e) => projectPurgedWrite(e, p),
          leaves: [],
        })),
      ),

    meetings: (organisationId: string, meetings: readonly Meeting[]) =>
      purgeAll(
        organisationId,
        'meetings',
        meetings.map((m) => {
          const buckets = meetingBuckets(m);
          return {
            remove: (e) => meetingPurgedWrite(e, m),
            leaves: [buckets.organisation, buckets.assessor].filter((b): b is string => Boolean(b)),
          };
        }),
      ),

    bookings: (organisationId: string, bookings: readonly Booking[]) =>
      purgeAll(
        organisationId,
        'bookings',
        bookings.map((b) => {
          const buckets = bookingBuckets(b);
          return {
            remove: (e) => bookingPurgedWrite(e, b),
            leaves: [...buckets.organisation, ...buckets.assessor],
          };
        }),
      ),
  };
}

/** The plans in groups whose deletes and distinct counters fit one transaction. */
function* groups(plans: readonly RecordPlan[]): Generator<RecordPlan[]> {
  let group: RecordPlan[] = [];
  let lists = new Set<string>();
  for (const p of plans) {
    const more = p.leaves.filter((l) => !lists.has(l)).length;
    if (group.length && group.length + 1 + lists.size + more > MAX_ACTIONS) {
      yield group;
      group = [];
      lists = new Set();
    }
    group.push(p);
    for (const l of p.leaves) lists.add(l);
  }
  if (group.length) yield group;
}
