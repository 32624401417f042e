import type { Db } from '../db.ts';
import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { PurgeCount } from './purge-run-entity.ts';

/** One write of a transaction: an ElectroDB `.commit()` on the transaction's entities. */
export type TransactionWrite = (e: TransactionEntities) => unknown;

/** What one purge transaction holds (purge-group.ts): its writes, the list counters they move and what they count. */
export interface PurgeGroupWrite {
  writes: readonly TransactionWrite[];
  /** list → delta, one counter write per list. */
  counters: ReadonlyMap<string, number>;
  /** What the day's run record adds (nothing for writes that purge no record by themselves). */
  counts: Partial<Record<PurgeCount, number>>;
}

/** Attempts of a transaction that only collided with others in flight (TransactionConflict changes nothing). */
const MAX_ATTEMPTS = 10;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 10 * 2 ** attempt)));

/** The purge's group transaction (purge-group.ts packs what goes in it). */
export function purgeGroupStore(db: Db) {
  return {
    /**
     * The group's writes, one counter write per list moved and the day's run record's tally, in ONE transaction;
     * false when it was cancelled by a condition (a record no longer as read). A collision with another transaction
     * in flight on the same items is retried.
     */
    async purgeGroupWrite(organisationId: string, runDay: string, group: PurgeGroupWrite): Promise<boolean> {
      for (let attempt = 1; ; attempt++) {
        const result = await db.service.transaction
          .write(
            (e) =>
              [
                ...group.writes.map((write) => write(e)),
                ...[...group.counters].filter(([, n]) => n !== 0).map(([list, n]) => counterWrite(e.listCounter, organisationId, list, n)),
                ...(Object.keys(group.counts).length > 0 ? [e.purgeRun.update({ organisationId, runDay }).add(group.counts).commit()] : []),
              ] as never,
          )
          .go();
        if (!result.canceled) return true;
        const codes = (result.data as { code: string }[]).map((r) => r.code);
        if (codes.includes('ConditionalCheckFailed') || !codes.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) return false;
        await pause(attempt);
      }
    },
  };
}
