import type { Db } from '../db.ts';

/** The list counter reads: the only code that reads the listCounter entity (its writes are counterMoves, list-counters.ts). */
export function createListCounterStore(db: Db) {
  return {
    /** The counts of the named lists of an organisation (0 for a list never written). */
    async countsOf(organisationId: string, lists: readonly string[]): Promise<Map<string, number>> {
      const unique = [...new Set(lists)];
      const out = new Map(unique.map((list) => [list, 0]));
      if (unique.length === 0) return out;
      let todo = unique.map((list) => ({ organisationId, list }));
      for (let attempt = 0; attempt < 5 && todo.length > 0; attempt++) {
        const { data, unprocessed } = await db.listCounter.get(todo).go();
        for (const c of data) out.set(c.list, c.count);
        todo = unprocessed;
      }
      if (todo.length > 0) throw new Error(`readCounters: ${todo.length} counters stayed unprocessed`);
      return out;
    },

    /** The counters of an organisation whose names lie in [from, to] (e.g. one status's day buckets), by name. */
    async countersBetween(organisationId: string, from: string, to: string) {
      // bounded: the counters named in the range, e.g. one status's day buckets (hundreds at most)
      const { data } = await db.listCounter.query.byOrganisation({ organisationId }).between({ list: from }, { list: to }).go({ pages: 'all' });
      return data;
    },
  };
}
export type ListCounterStore = ReturnType<typeof createListCounterStore>;
