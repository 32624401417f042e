import type { Db } from '../db.ts';
import { counterItemName, LIST_COUNTER_SHARDS, listOfCounterItem } from './list-counter-shards.ts';

/** The shard names sort between a list's own name and this bound (`~` sorts after every character of a list name). */
const AFTER_SHARDS = '~~';

/**
 * The list counter reads: the only code that reads the listCounter entity (its writes are counterWrite,
 * list-counters.ts). A list's count is the sum of its shards.
 */
export function createListCounterStore(db: Db) {
  return {
    /** The counts of the named lists of an organisation (0 for a list never written). */
    async countsOf(organisationId: string, lists: readonly string[]): Promise<Map<string, number>> {
      const unique = [...new Set(lists)];
      const out = new Map(unique.map((list) => [list, 0]));
      if (unique.length === 0) return out;
      let todo = unique.flatMap((list) =>
        Array.from({ length: LIST_COUNTER_SHARDS }, (_, shard) => ({ organisationId, list: counterItemName(list, shard) })),
      );
      for (let attempt = 0; attempt < 5 && todo.length > 0; attempt++) {
        const { data, unprocessed } = await db.listCounter.get(todo).go({ concurrency: 4 });
        for (const c of data) {
          const list = listOfCounterItem(c.list);
          out.set(list, (out.get(list) ?? 0) + c.count);
        }
        todo = unprocessed;
      }
      if (todo.length > 0) throw new Error(`readCounters: ${todo.length} counters stayed unprocessed`);
      return out;
    },

    /** The counts of an organisation's lists whose names lie in [from, to] (e.g. one status's day buckets), by name. */
    async countersBetween(organisationId: string, from: string, to: string): Promise<{ list: string; count: number }[]> {
      // bounded: the shards of the counters named in the range, e.g. one status's day buckets (hundreds at most)
      const { data } = await db.listCounter.query
        .byOrganisation({ organisationId })
        .between({ list: from }, { list: `${to}${AFTER_SHARDS}` })
        .go({ pages: 'all' });
      // Keys compare in lower case; a shard of a list just outside the range may sort inside it.
      const inRange = (list: string) => list.toLowerCase() >= from.toLowerCase() && list.toLowerCase() <= to.toLowerCase();
      const sums = new Map<string, number>();
      for (const c of data) {
        const list = listOfCounterItem(c.list);
        if (inRange(list)) sums.set(list, (sums.get(list) ?? 0) + c.count);
      }
      return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([list, count]) => ({ list, count }));
    },
  };
}
export type ListCounterStore = ReturnType<typeof createListCounterStore>;
