import type { Db } from '../db.ts';
import { createListCounterStore } from './list-counter-store.ts';
import { counterItemName, LIST_COUNTER_SHARDS, randomShard } from './list-counter-shards.ts';

/** The operations of an ElectroDB where callback that conditions on a row's list place (method form: any attribute). */
export interface WhereOps {
  eq(attr: unknown, value: unknown): string;
  notExists(attr: unknown): string;
}

/** The entities of one transaction (db.service.transaction.write's callback argument). */
export type TransactionEntities = Parameters<Parameters<Db['service']['transaction']['write']>[0]>[0];

/**
 * THE write of a list counter, for a transaction: adds `by` to one shard of `list`. A writer that runs several
 * transactions at once (an upload's rows) gives each its own `shard` (its slot), so they never meet on a counter; any
 * other writer lands on a random one.
 */
export function counterWrite(
  listCounter: TransactionEntities['listCounter'],
  organisationId: string,
  list: string,
  by: number,
  shard = randomShard(),
) {
  return listCounter
    .update({ organisationId, list: counterItemName(list, shard % LIST_COUNTER_SHARDS) })
    .add({ count: by })
    .commit();
}

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
  shard?: number,
) {
  if (from === to) return [];
  return [
    ...(from ? [counterWrite(listCounter, organisationId, from, -1, shard)] : []),
    ...(to ? [counterWrite(listCounter, organisationId, to, 1, shard)] : []),
  ];
}

/** The counts of the named lists of an organisation: list-counter-store.ts countsOf, for callers not on a store yet. */
export const readCounters = (db: Db, organisationId: string, lists: readonly string[]) => createListCounterStore(db).countsOf(organisationId, lists);

/** The counters of an organisation whose names lie in [from, to]: list-counter-store.ts countersBetween, likewise. */
export const readCounterRange = (db: Db, organisationId: string, from: string, to: string) =>
  createListCounterStore(db).countersBetween(organisationId, from, to);
