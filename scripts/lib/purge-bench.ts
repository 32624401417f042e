import type { Db } from '@scheduler/core/db';
import { ulidIds } from '@scheduler/core/ports/ids';
import { createPurgeJob } from '@scheduler/core/purge/purge-job';
import type { PurgeRunResult } from '@scheduler/core/purge/purge-job';
import { writeDueRecords } from './purge-due-records.ts';

export interface PurgeBench {
  records: number;
  ms: number;
  recordsPerSecond: number;
  result: PurgeRunResult;
}

const STAMP = '2030-01-01T00:00:00.000Z';
const DUE = '2030-06-01';
/** The purge runs the day after every record fell due. */
const RUN_AT = new Date('2030-06-02T02:00:00.000Z');

/**
 * DESIGN §5 Files: one organisation with `records` records due for purge (lib/purge-due-records.ts: about 60% archived
 * bookings, 30% archived meetings, 5% archived projects and 5% candidates to sanitise, each with an audit row); then
 * one purge run (core purge-job.ts, as the daily job runs it) is timed until it has purged them all.
 */
export async function purgeBench(db: Db, records: number): Promise<PurgeBench> {
  const { organisationId } = await writeDueRecords(db, records, { purgeDate: DUE, stamp: STAMP, as: 'Purge bench' });
  const started = performance.now();
  const result = await createPurgeJob({ db, clock: { now: () => RUN_AT }, ids: ulidIds }).run({ organisationIds: [organisationId] });
  const ms = performance.now() - started;
  return { records, ms, recordsPerSecond: Math.round((records / ms) * 1000), result };
}

export const purgeBenchLine = (b: PurgeBench) =>
  `Purge: ${b.records} due records purged in ${(b.ms / 1000).toFixed(1)} s (${b.recordsPerSecond} records/s; ${Object.entries(b.result.counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}; finished ${b.result.finished})`;
