import type { Db } from '../db.ts';
import { createListCounterStore } from '../lists/list-counter-store.ts';
import { type FigureScope, quarterCounter } from './meeting-figure-counters.ts';

/**
 * The meetings per quarter and step type of the organisation, or of the projects named, for the quarters
 * [first, last] ('yyyy-Qn'): the quarter counters the meeting writes keep, a few per quarter whatever the organisation holds.
 */
export async function readQuarterCounts(
  db: Db,
  organisationId: string,
  projects: readonly string[],
  first: string,
  last: string,
): Promise<{ quarter: string; stepType: string; count: number }[]> {
  const counters = createListCounterStore(db);
  const scopes: FigureScope[] = projects.length ? projects.map((p): FigureScope => `p.${p}`) : ['o'];
  const read = await Promise.all(
    // '~' sorts after every step type: the last quarter holds all its counters.
    scopes.map((scope) => counters.countersBetween(organisationId, quarterCounter(scope, first, ''), quarterCounter(scope, last, '~'))),
  );
  return read.flat().map(({ list, count }) => {
    const [quarter = '', stepType = ''] = list.split('#').slice(-2);
    return { quarter, stepType, count };
  });
}
