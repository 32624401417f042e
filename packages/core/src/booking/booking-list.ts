import { bookingQuarterWrites } from '../dashboard/booking-quarter-counters.ts';
import { counterMoves, type TransactionEntities, type WhereOps } from '../lists/list-counters.ts';
import type { Booking, BookingStatus } from './booking-entity.ts';

/**
 * The booking list's tabs (doc 2 manage/booking-list) as ranges of the booking list indexes (booking-entity.ts
 * byTab, byAssessorTab): the statuses a tab shows, which side of now (Upcoming and Awaiting Completion are both
 * CONFIRMED), and its default order. Cancelled and archived bookings sort by status date, the others by start.
 */
/** The statuses whose lists sort by the status date (doc 2: the cancelled and archived lists); the others by start. */
export const STATUS_DATE_ORDERED = ['CANCELLED', 'ARCHIVED'] as const;

export const BOOKING_TABS = {
  UPCOMING: { statuses: ['CONFIRMED'], side: 'from-now', order: 'asc' },
  AWAITING_COMPLETION: { statuses: ['CONFIRMED'], side: 'before-now', order: 'desc' },
  PAST: { statuses: ['COMPLETE', 'INCOMPLETE', 'MISSED'], order: 'desc' },
  COMPLETE: { statuses: ['COMPLETE'], order: 'desc' },
  MISSED_INCOMPLETE: { statuses: ['MISSED', 'INCOMPLETE'], order: 'desc' },
  CANCELLED: { statuses: ['CANCELLED'], order: 'desc' },
  ARCHIVED: { statuses: ['ARCHIVED'], order: 'desc' },
  PENDING: { statuses: ['PENDING'], order: 'asc' },
} as const satisfies Record<string, { statuses: readonly BookingStatus[]; side?: 'from-now' | 'before-now'; order: 'asc' | 'desc' }>;
export type BookingTab = keyof typeof BOOKING_TABS;

export const dayOf = (iso: string) => iso.slice(0, 10);
export const prefixOf = (assessorId?: string) => `booking#${assessorId ? `a#${assessorId}#` : ''}`;
/** The counters of confirmed bookings: one per day and one per hour of their start (UTC). */
export const dayBucket = (day: string) => `CONFIRMED#d#${day}`;
export const hourBucket = (day: string, hour: number) => `CONFIRMED#h#${day}T${String(hour).padStart(2, '0')}`;

type Placed = Pick<Booking, 'status' | 'start' | 'assessorId'>;

/**
 * The counters a booking is counted in: its status in the organisation and, once it has a meeting, for its assessor.
 * A confirmed booking is counted by the day and by the hour of its start, so a side-of-now tab adds the counters of
 * the other days and of today's other hours, and counts only the current hour's part of the index: its cost follows
 * the span of days, never the number of bookings.
 */
export function bookingBuckets(b: Placed): { organisation: string[]; assessor: string[] } {
  const tails =
    b.status === 'CONFIRMED' && b.start ? [dayBucket(dayOf(b.start)), hourBucket(dayOf(b.start), Number(b.start.slice(11, 13)))] : [b.status];
  return { organisation: tails.map((t) => `${prefixOf()}${t}`), assessor: b.assessorId ? tails.map((t) => `${prefixOf(b.assessorId)}${t}`) : [] };
}

/** The counter writes of a booking moving from `before` (absent: a new booking) to `after`, for the same transaction. */
export function bookingCounterMoves(
  listCounter: TransactionEntities['listCounter'],
  organisationId: string,
  before: Placed | undefined,
  after: Placed,
) {
  const from = before ? bookingBuckets(before) : { organisation: [], assessor: [] };
  const to = bookingBuckets(after);
  // Day moves to day (or to the new status), hour to hour (or to nothing): never two writes of one counter.
  const pairs = (a: string[], b: string[]) =>
    Array.from({ length: Math.max(a.length, b.length) }, (_, i) => counterMoves(listCounter, organisationId, a[i], b[i])).flat();
  return [...pairs(from.organisation, to.organisation), ...pairs(from.assessor, to.assessor)];
}

/**
 * The condition a booking write that moves counters puts on the booking: it is still where it was counted (status,
 * assessor and, while confirmed, start).
 */
export function stillCounted(before: Placed) {
  return (attr: { status: unknown; assessorId: unknown; start: unknown }, op: WhereOps) =>
    [
      op.eq(attr.status, before.status),
      before.assessorId ? op.eq(attr.assessorId, before.assessorId) : op.notExists(attr.assessorId),
      ...(before.status === 'CONFIRMED' && before.start ? [op.eq(attr.start, before.start)] : []),
    ].join(' AND ');
}

type NewBooking = Parameters<TransactionEntities['booking']['create']>[0];

/** The writes of a new booking: the booking, its list counters and its dashboard counters. */
export function bookingCreate(entities: Pick<TransactionEntities, 'booking' | 'listCounter'>, booking: NewBooking) {
  return [
    entities.booking.create(booking).commit(),
    ...bookingCounterMoves(entities.listCounter, booking.organisationId, undefined, booking),
    ...bookingQuarterWrites(entities.listCounter, booking.organisationId, [[undefined, booking]]),
  ];
}

export interface BookingTabRequest {
  organisationId: string;
  tab: BookingTab;
  /** An assessor's own tabs (their meetings' bookings); the organisation's otherwise. */
  assessorId?: string;
  now: Date;
  pageIndex: number;
  pageSize: number;
  /** The tab's own order reversed when the list's sort column is turned the other way. */
  order?: 'asc' | 'desc';
}
