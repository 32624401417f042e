import type { Db } from '../db.ts';
import { createListCounterStore } from '../lists/list-counter-store.ts';
import { bookingQuarterCounter, bookingScope } from './booking-quarter-counters.ts';

/**
 * The cancelled bookings per quarter and step type for the quarters [first, last] ('yyyy-Qn'), of the organisation or
 * narrowed to the projects and assessors named (each pair of a project and an assessor when both are): the quarter
 * counters the booking writes keep, a few per quarter and scope whatever the organisation holds.
 */
export async function readBookingQuarterCounts(
  db: Db,
  organisationId: string,
  narrow: { projects: readonly string[]; assessors: readonly string[] },
  first: string,
  last: string,
): Promise<{ quarter: string; stepType: string; count: number }[]> {
  const counters = createListCounterStore(db);
  const projects = narrow.projects.length ? narrow.projects : [undefined];
  const assessors = narrow.assessors.length ? narrow.assessors : [undefined];
  const scopes = projects.flatMap((p) => assessors.map((a) => bookingScope(p, a)));
  const read = await Promise.all(
    // '~' sorts after every step type: the last quarter holds all its counters.
    scopes.map((scope) => counters.countersBetween(organisationId, bookingQuarterCounter(scope, first, ''), bookingQuarterCounter(scope, last, '~'))),
  );
  return read.flat().map(({ list, count }) => {
    const [quarter = '', stepType = ''] = list.split('#').slice(-2);
    return { quarter, stepType, count };
  });
}
