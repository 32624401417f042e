import type { Db } from '../db.ts';
import type { PurgeCount } from './purge-run-entity.ts';
import { createPurgeStore } from './purge-store.ts';
import type { TransactionWrite } from './purge-store-groups.ts';
import { purgeCounter } from './purge-writes.ts';

/** A write of a purge and the item it writes (`type#key`): an item appears once in a transaction. */
export interface PlannedWrite {
  item: string;
  write: TransactionWrite;
}

/**
 * One purge of a record (or part of one) as it goes into a group transaction: its writes, the first conditioned on
 * the record still being due as read, the list counters it moves (list → delta) and what it counts in the day's run.
 */
export interface PurgePlan {
  writes: readonly PlannedWrite[];
  counters: ReadonlyMap<string, number>;
  counts: Partial<Record<PurgeCount, number>>;
}

/** DynamoDB's limit of actions in one transaction. */
export const MAX_ACTIONS = 100;

/** The counters a plan writes: its lists and the running total of each kind it counts. */
const countersOf = (plan: PurgePlan) => [...plan.counters.keys(), ...Object.keys(plan.counts).map((count) => purgeCounter(count as PurgeCount))];

/** The actions of a plan written alone: its writes, its counters and the run record's tally. */
export const actionsAlone = (plan: PurgePlan) => plan.writes.length + new Set(countersOf(plan)).size + 1;

/** What `plans` count in the day's run, summed by kind. */
export function countsOf(plans: readonly PurgePlan[]): Partial<Record<PurgeCount, number>> {
  const sum: Partial<Record<PurgeCount, number>> = {};
  for (const plan of plans) for (const [count, n] of Object.entries(plan.counts) as [PurgeCount, number][]) sum[count] = (sum[count] ?? 0) + n;
  return sum;
}

/**
 * The plans in groups that fit one transaction: their writes, one write per counter (deltas summed per list, the
 * kinds' running totals among them) and the run record, at most MAX_ACTIONS, no item twice.
 */
export function* purgeGroups(plans: readonly PurgePlan[]): Generator<PurgePlan[]> {
  let group: PurgePlan[] = [];
  let items = new Set<string>();
  let counters = new Set<string>();
  let writes = 0;
  for (const plan of plans) {
    const more = new Set(countersOf(plan).filter((c) => !counters.has(c))).size;
    const clash = plan.writes.some((w) => items.has(w.item));
    if (group.length > 0 && (clash || writes + plan.writes.length + counters.size + more + 1 > MAX_ACTIONS)) {
      yield group;
      group = [];
      items = new Set();
      counters = new Set();
      writes = 0;
    }
    group.push(plan);
    writes += plan.writes.length;
    for (const w of plan.writes) items.add(w.item);
    for (const c of countersOf(plan)) counters.add(c);
  }
  if (group.length > 0) yield group;
}

/**
 * Writes purge plans a group per transaction (purgeGroups): each group's writes, its counter deltas summed per list
 * and its tally in the day's run record, all or nothing. A group cancelled by a condition (a record extended, or
 * purged by an earlier run, since it was read) is written again plan by plan, so only the plans still as read are
 * written and counted. Answers the plans written.
 */
export function createGroupPurge(db: Db, runDay: string) {
  const store = createPurgeStore(db);

  const write = (organisationId: string, group: readonly PurgePlan[]) => {
    const counters = new Map<string, number>();
    const add = (list: string, n: number) => counters.set(list, (counters.get(list) ?? 0) + n);
    for (const plan of group) for (const [list, n] of plan.counters) add(list, n);
    const counts = countsOf(group);
    for (const [count, n] of Object.entries(counts) as [PurgeCount, number][]) add(purgeCounter(count), n);
    return store.purgeGroupWrite(organisationId, runDay, {
      writes: group.flatMap((plan) => plan.writes.map((w) => w.write)),
      counters,
      counts,
    });
  };

  return {
    async purge(organisationId: string, plans: readonly PurgePlan[]): Promise<PurgePlan[]> {
      for (const plan of plans)
        if (actionsAlone(plan) > MAX_ACTIONS) throw new Error(`purge plan of ${actionsAlone(plan)} actions exceeds one transaction`);
      const written: PurgePlan[] = [];
      for (const group of purgeGroups(plans)) {
        if (await write(organisationId, group)) written.push(...group);
        else if (group.length > 1) for (const plan of group) if (await write(organisationId, [plan])) written.push(plan);
      }
      return written;
    },
  };
}
