import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { Booking } from '../booking/booking-entity.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { quarterLabelOf } from './dashboard-quarters.ts';

/**
 * The dashboard's cancelled bookings per quarter (doc 2 Dashboard quarter chart, type 1), kept by the booking writes in
 * their transaction through the list counters (lists/list-counters.ts counterWrite, sharded): per quarter of the
 * booking's list time (its meeting's start, or when it was made while it had none) and step type, for the
 * organisation (`o`), its project (`p.{projectId}`), its assessor (`a.{assessorId}`) and both (`pa.{projectId}.{assessorId}`),
 * the chart's filters. Only cancelled bookings are counted: the chart asks for no other status.
 */

/** The booking fields the counters tell. */
export type QuarterBooking = Pick<Booking, 'status' | 'projectId' | 'stepType' | 'createdAt'> & Partial<Pick<Booking, 'start' | 'assessorId'>>;

export const COUNTED_STATUS = 'CANCELLED';
const PREFIX = 'dash#bq';

/** The counter of a scope's cancelled bookings of one step type in one quarter ('yyyy-Qn'). */
export const bookingQuarterCounter = (scope: string, quarter: string, stepType: string) => `${PREFIX}#${scope}#${quarter}#${stepType}`;

/** The scope of the chart's filters: the organisation, a project, an assessor, or both. */
export const bookingScope = (projectId?: string, assessorId?: string) =>
  projectId && assessorId ? `pa.${projectId}.${assessorId}` : projectId ? `p.${projectId}` : assessorId ? `a.${assessorId}` : 'o';

/** The counters a booking adds one to (none unless it is cancelled). */
export function bookingQuarterCounts(b: QuarterBooking): string[] {
  if (b.status !== COUNTED_STATUS) return [];
  const quarter = quarterLabelOf(formatApiDate(new Date(b.start ?? b.createdAt), SERVER_TIME_ZONE));
  const scopes = [
    bookingScope(),
    bookingScope(b.projectId),
    ...(b.assessorId ? [bookingScope(undefined, b.assessorId), bookingScope(b.projectId, b.assessorId)] : []),
  ];
  return scopes.map((scope) => bookingQuarterCounter(scope, quarter, b.stepType));
}

/** What the moves (a booking before, absent when new, and after, absent when deleted) change, netted per counter. */
export function bookingQuarterDeltas(moves: readonly (readonly [QuarterBooking | undefined, QuarterBooking | undefined])[]): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [before, after] of moves) {
    for (const list of before ? bookingQuarterCounts(before) : []) delta.set(list, (delta.get(list) ?? 0) - 1);
    for (const list of after ? bookingQuarterCounts(after) : []) delta.set(list, (delta.get(list) ?? 0) + 1);
  }
  for (const [list, n] of delta) if (n === 0) delta.delete(list);
  return delta;
}

/** The counter writes of the moves, for the transaction that writes the bookings. */
export const bookingQuarterWrites = (
  listCounter: TransactionEntities['listCounter'],
  organisationId: string,
  moves: readonly (readonly [QuarterBooking | undefined, QuarterBooking | undefined])[],
) => [...bookingQuarterDeltas(moves)].map(([list, by]) => counterWrite(listCounter, organisationId, list, by));
