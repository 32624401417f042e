import type { Db } from '@scheduler/core/db';
import { purgeToday } from '@scheduler/core/purge/purge-dates';
import type { PurgeRun } from '@scheduler/core/purge/purge-run-entity';
import { waitFor } from './api.ts';
import { type Harness, type ScenarioResult, seconds } from './harness.ts';
import { stillDue, writeRecordsDueYesterday } from './purge-records.ts';

const purged = (r: PurgeRun) => r.projects + r.meetings + r.bookings + (r.usersDeleted ?? 0) + (r.candidatesSanitised ?? 0);
const runOf = async (db: Db, organisationId: string) =>
  (await db.purgeRun.get({ organisationId, runDay: purgeToday(new Date()) }).go()).data ?? undefined;

/**
 * `records` records due yesterday in a new organisation; the runtime restarted so its daily purge runs (5 s after a
 * start) and killed once the organisation's run record counts a third of them purged; after the restart the purge runs
 * again and must finish with each record purged once: the run record's counts equal to what was written (each count
 * moves in the transaction that purges its record, so a record purged twice would count twice) and none left due.
 */
export async function purgeScenario(h: Harness, records: number): Promise<ScenarioResult> {
  const scenario = `3. purge of ${records} due records`;
  const due = await writeRecordsDueYesterday(h.db, records);
  const startedAgain = new Date().toISOString();
  const crashed = await h.crashDuringStart(async () => {
    const run = await runOf(h.db, due.organisationId);
    return run && (purged(run) >= records / 3 || run.finishedAt) ? run : undefined;
  }, 4 * 60_000);
  const before = crashed.seen;
  if (!before) return { scenario, killAt: 'never: the purge did not reach a third in 4 min', figures: [], pass: false };
  const killAt = `${purged(before)}/${records} purged${before.finishedAt ? ' (run already finished)' : ''}`;
  const restarted = performance.now();
  const after = await waitFor(
    async () => {
      const run = await runOf(h.db, due.organisationId);
      return run?.finishedAt && run.finishedAt > startedAgain ? run : undefined;
    },
    5 * 60_000,
    500,
  );
  const last = after ?? (await runOf(h.db, due.organisationId));
  const left = await stillDue(h.db, due.organisationId);
  const figures = [
    `restart ${crashed.restartSeconds.toFixed(1)} s; run ${after ? `finished ${seconds(restarted)} after the restart` : 'not finished within 5 min'}`,
    `run record: bookings ${last?.bookings}/${due.bookings}, meetings ${last?.meetings}/${due.meetings}, projects ${last?.projects}/${due.projects}, candidates sanitised ${last?.candidatesSanitised}/${due.candidates}, users deleted ${last?.usersDeleted ?? 0}`,
    `${left} records still due`,
  ];
  const pass =
    !before.finishedAt &&
    Boolean(after) &&
    last?.bookings === due.bookings &&
    last.meetings === due.meetings &&
    last.projects === due.projects &&
    (last.candidatesSanitised ?? 0) + (last.usersDeleted ?? 0) === due.candidates &&
    left === 0;
  return { scenario, killAt, figures, pass };
}
