import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { purgeToday } from './purge-dates.ts';
import { createPersonPurge, type PersonPurgeDeps } from './purge-person.ts';
import { createRecordPurge } from './purge-records.ts';
import type { PurgeCount, PurgeRun } from './purge-run-entity.ts';
import { createPurgeStore } from './purge-store.ts';

export interface PurgeRunOptions {
  /** Due records read (and purged) per page of the purge index. */
  pageSize?: number;
  /** Asked before each page: true ends the run early (a Lambda about to time out); the next run picks up the rest. */
  shouldStop?: () => boolean;
  /** Only these organisations (default: every one). */
  organisationIds?: readonly string[];
}

export interface PurgeRunResult {
  /** False when the run stopped early (shouldStop): what is left stays due for the next run. */
  finished: boolean;
  /** What this run purged, by kind, over every organisation. */
  counts: Record<PurgeCount, number>;
}

/**
 * Due records read per page by default: a page of projects, meetings or bookings, with the few list counters it
 * leaves and its tally, fits one transaction (purge-group.ts MAX_ACTIONS), so a page is one write, not a full one and
 * a remainder.
 */
const PAGE_SIZE = 90;

const ZERO: Record<PurgeCount, number> = { projects: 0, meetings: 0, bookings: 0, usersDeleted: 0, candidatesSanitised: 0, files: 0 };

type Page<T> = { data: T[]; cursor: string | null };
type PagedQuery<T> = { go(options: { hydrate: true; limit: number; cursor: string | null }): Promise<Page<T>> };

/**
 * The unattended purge (doc 3 §2.17; daily, functions/jobs/purge.ts): for each organisation, every record in the
 * purge index whose date is today or earlier (server time zone) is purged: bookings first, then meetings, projects
 * and users (a due booking is deleted, with the file attached to it, before its candidate's copies are scrubbed, so
 * it is written once; the person's bookings still kept are scrubbed). Each kind is read a page at a time with the
 * index's cursor and purged a group per transaction (records: purge-records.ts, people: purge-person.ts, both through
 * purge-group.ts), each conditional write also counting what it purged in the organisation's run record of the day
 * (purge-run-entity.ts) and its running totals, so the job is idempotent: a record purged leaves the index, a re-run
 * finds nothing more to do and counts nothing, and a run that stops (or dies) part way is resumed by the next run
 * from what is still in the index.
 */
export function createPurgeJob(deps: PersonPurgeDeps) {
  const { db, clock } = deps;
  const store = createPurgeStore(db);

  /**
   * Purges the query's pages in turn, each read and prepared (`prepare`: what to write) while the page before is
   * written (the write it answers), so reads overlap writes; asked before each page is read, false when told to stop
   * (once the page before is written).
   */
  async function drain<T>(
    query: PagedQuery<T>,
    pageSize: number,
    prepare: (page: T[]) => Promise<() => Promise<void>>,
    stop: () => boolean,
  ): Promise<boolean> {
    let cursor: string | null = null;
    let writing: Promise<void> = Promise.resolve();
    try {
      do {
        if (stop()) return false;
        const page: Page<T> = await query.go({ hydrate: true, limit: pageSize, cursor });
        const write = await prepare(page.data);
        await writing;
        writing = write();
        // Awaited below (or by the finally); a failure meanwhile is not left unhandled.
        writing.catch(() => undefined);
        cursor = page.cursor;
      } while (cursor);
      return true;
    } finally {
      await writing;
    }
  }

  return {
    async run(opts: PurgeRunOptions = {}): Promise<PurgeRunResult> {
      const pageSize = opts.pageSize ?? PAGE_SIZE;
      const stop = opts.shouldStop ?? (() => false);
      const runDay = purgeToday(clock.now());
      const organisations = opts.organisationIds
        ? opts.organisationIds.map((organisationId) => ({ organisationId }))
        : await createOrganisationStore(db).allOrganisations();
      const counts = { ...ZERO };
      const counted = (count: PurgeCount) => (n: number) => {
        counts[count] += n;
      };
      const countedAll = (purged: Partial<Record<PurgeCount, number>>) => {
        for (const [count, n] of Object.entries(purged) as [PurgeCount, number][]) counts[count] += n;
      };
      const records = createRecordPurge(deps, runDay);
      const people = createPersonPurge(deps, runDay);

      for (const { organisationId } of organisations) {
        const before = await store.purgeRunOf(organisationId, runDay);
        if (before?.finishedAt) continue;
        if (!before) await store.purgeRunStartedWrite(organisationId, runDay, clock.now().toISOString());
        const steps = [
          () =>
            drain(
              store.bookingPurgeWindow(organisationId, runDay),
              pageSize,
              async (page) => () => records.bookings(organisationId, page).then(counted('bookings')),
              stop,
            ),
          () =>
            drain(
              store.meetingPurgeWindow(organisationId, runDay),
              pageSize,
              async (page) => () => records.meetings(organisationId, page).then(counted('meetings')),
              stop,
            ),
          () =>
            drain(
              store.projectPurgeWindow(organisationId, runDay),
              pageSize,
              async (page) => () => records.projects(organisationId, page).then(counted('projects')),
              stop,
            ),
          () =>
            drain(
              store.accessPurgeWindow(organisationId, runDay),
              pageSize,
              async (page) => {
                const plans = await people.plan(page);
                return () => people.write(organisationId, plans).then(countedAll);
              },
              stop,
            ),
        ];
        for (const step of steps) if (!(await step())) return { finished: false, counts };
        await store.purgeRunFinishedWrite(organisationId, runDay, clock.now().toISOString());
      }
      return { finished: true, counts };
    },

    /** The run records of an organisation, oldest first (what was purged, how many, when). */
    async runsOf(organisationId: string): Promise<PurgeRun[]> {
      return store.purgeRunsOf(organisationId);
    },
  };
}
