import type { TransactionEntities } from '../lists/list-counters.ts';
import type { PurgeCount } from './purge-run-entity.ts';

/** The dashboard's running total of records purged of one kind in an organisation (a list counter). */
export const purgeCounter = (count: PurgeCount) => `purge#${count}`;

/** The writes that count `n` purged records: in the day's run record and in the organisation's running total. */
export function tally(
  entities: Pick<TransactionEntities, 'purgeRun' | 'listCounter'>,
  organisationId: string,
  runDay: string,
  count: PurgeCount,
  n = 1,
) {
  return [
    entities.purgeRun
      .update({ organisationId, runDay })
      .add({ [count]: n })
      .commit(),
    entities.listCounter
      .update({ organisationId, list: purgeCounter(count) })
      .add({ count: n })
      .commit(),
  ];
}
