import type { Db } from '../db.ts';

/** The operations of an ElectroDB where callback that conditions on a row's list place (method form: any attribute). */
export interface WhereOps {
  eq(attr: unknown, value: unknown): string;
  notExists(attr: unknown): string;
}

/** The entities of one transaction (db.service.transaction.write's callback argument). */
export type TransactionEntities = Parameters<Parameters<Db['service']['transaction']['write']>[0]>[0];

/**
 * The counter writes, for the transaction that moves one row from list `from` to list `to` (either absent for a row
 * that enters or leaves every list): −1 and +1, nothing when the list does not change. The transaction's row write
 * is conditioned on the row still being in `from`, so a counter moves exactly once per move.
 */
export function counterMoves(
  listCounter: TransactionEntities['listCounter'],
  organisationId: string,
  from: string | undefined,
  to: string | undefined,
) {
  if (from === to) return [];
  return [
    ...(from ? [listCounter.update({ organisationId, list: from }).add({ count: -1 }).commit()] : []),
    ...(to ? [listCounter.update({ organisationId, list: to }).add({ count: 1 }).commit()] : []),
  ];
}

/** The counts of the named lists of an organisation (0 for a list never written). */
export async function readCounters(db: Pick<Db, 'listCounter'>, organisationId: string, lists: readonly string[]): Promise<Map<string, number>> {
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
}

/** The counters of an organisation whose names lie in [from, to] (e.g. one status's day buckets), by name. */
export async function readCounterRange(db: Pick<Db, 'listCounter'>, organisationId: string, from: string, to: string) {
  const { data } = await db.listCounter.query.byOrganisation({ organisationId }).between({ list: from }, { list: to }).go({ pages: 'all' });
  return data;
}
