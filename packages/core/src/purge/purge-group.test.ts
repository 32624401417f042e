import { describe, expect, it } from 'vitest';
import { actionsAlone, countsOf, MAX_ACTIONS, type PurgePlan, purgeGroups } from './purge-group.ts';
import { purgeCounter } from './purge-writes.ts';

const write = () => undefined;
const plan = (items: string[], lists: string[] = [], counts: PurgePlan['counts'] = { bookings: 1 }): PurgePlan => ({
  writes: items.map((item) => ({ item, write })),
  counters: new Map(lists.map((l) => [l, -1])),
  counts,
});

/** The actions of a group as the group write sends them: writes, one per distinct counter, the run record. */
const actionsOf = (group: PurgePlan[]) => {
  const counters = new Set(group.flatMap((p) => [...p.counters.keys(), ...Object.keys(p.counts).map((c) => purgeCounter(c as never))]));
  return group.reduce((n, p) => n + p.writes.length, 0) + counters.size + 1;
};

describe('purgeGroups', () => {
  it('fills each transaction up to the limit, a counter once however many records move it', () => {
    const plans = Array.from({ length: 250 }, (_, i) => plan([`booking#${i}`], ['day#1', 'assessor#a']));
    const groups = [...purgeGroups(plans)];
    expect(groups.flat()).toHaveLength(250);
    for (const g of groups) expect(actionsOf(g)).toBeLessThanOrEqual(MAX_ACTIONS);
    // 96 deletes + 2 lists + purge#bookings + the run record.
    expect(groups.map((g) => g.length)).toEqual([96, 96, 58]);
  });

  it('never puts one item twice in a transaction: a plan writing an item already in the group starts the next', () => {
    const groups = [...purgeGroups([plan(['user#1', 'auditLog#x']), plan(['user#2']), plan(['user#3', 'auditLog#x'])])];
    expect(groups.map((g) => g.map((p) => p.writes[0]!.item))).toEqual([['user#1', 'user#2'], ['user#3']]);
  });

  it('counts a plan alone with its counters and the run record, and sums the counts of plans by kind', () => {
    expect(actionsAlone(plan(['a', 'b'], ['l1'], { usersDeleted: 1, files: 2 }))).toBe(2 + 1 + 2 + 1);
    expect(countsOf([plan(['a'], [], { files: 2, usersDeleted: 1 }), plan(['b'], [], { files: 1 }), plan(['c'], [], {})])).toEqual({
      files: 3,
      usersDeleted: 1,
    });
  });
});
