import type { Db } from '../db.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { isFilled } from '../meeting/meeting-list-filters.ts';

/** Meetings read per page while looking for the first open ones. */
const PAGE = 10;

/** A meeting a candidate could still book: with spots, active, shown, not full, not past. */
export const isOpen = (m: Meeting, now: string) => m.stepType !== 'INTERNAL' && m.active && m.show && !isFilled(m) && m.start >= now;

/**
 * The dashboard's First and Next Available tiles (doc 2 Dashboard): the first open meeting of the range that `keep`
 * keeps, and the first after it that starts later. Reads the start index (the organisation's, or each project's) a
 * page at a time from the later of the range's start and now, and stops once both are found, so it reads the meetings
 * up to the second open start, not the range.
 */
export async function firstOpenMeetings(
  db: Db,
  organisationId: string,
  projects: readonly string[],
  range: { from: string; to: string; now: string },
  keep: (m: Meeting) => boolean,
): Promise<{ first?: Meeting; next?: Meeting }> {
  const from = range.from > range.now ? range.from : range.now;
  const bounds = [{ start: from }, { start: range.to }] as const;
  const queries = projects.length
    ? projects.map((projectId) => () => db.meeting.query.byProject({ organisationId, projectId }).between(...bounds))
    : [() => db.meeting.query.byStart({ organisationId }).between(...bounds)];
  const found = await Promise.all(
    queries.map(async (query) => {
      const open: Meeting[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: Meeting[]; cursor: string | null } = await query().go({ limit: PAGE, cursor });
        for (const m of page.data) {
          if (m.archived || !isOpen(m, range.now) || !keep(m)) continue;
          if (open.length === 0 || m.start > open[0]!.start) open.push(m);
          if (open.length === 2) return open;
        }
        cursor = page.cursor;
      } while (cursor);
      return open;
    }),
  );
  const all = found.flat().sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const first = all[0];
  return { first, next: first && all.find((m) => m.start > first.start) };
}
