import type { Db } from '../db.ts';
import { countKeys, pageItems, readIndexPage, readWholeRange, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import { counterMoves, readCounterRange, readCounters, type TransactionEntities, type WhereOps } from '../lists/list-counters.ts';
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

const dayOf = (iso: string) => iso.slice(0, 10);
const prefixOf = (assessorId?: string) => `booking#${assessorId ? `a#${assessorId}#` : ''}`;
/** The counters of confirmed bookings: one per day and one per hour of their start (UTC). */
const dayBucket = (day: string) => `CONFIRMED#d#${day}`;
const hourBucket = (day: string, hour: number) => `CONFIRMED#h#${day}T${String(hour).padStart(2, '0')}`;

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

/** The writes of a new booking: the booking and its counters. */
export function bookingCreate(entities: Pick<TransactionEntities, 'booking' | 'listCounter'>, booking: NewBooking) {
  return [entities.booking.create(booking).commit(), ...bookingCounterMoves(entities.listCounter, booking.organisationId, undefined, booking)];
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

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

type TabDefinition = { statuses: readonly BookingStatus[]; side?: 'from-now' | 'before-now'; order: 'asc' | 'desc' };
const byStatusDate = (status: BookingStatus) => (STATUS_DATE_ORDERED as readonly string[]).includes(status);

/**
 * One page of a booking tab and its total, read through the booking indexes (DESIGN §3.7): the keys up to the page's
 * end, the page's bookings (parsed from gsi3, which holds whole items, or batch-got), the total from the counters
 * (for a side of now: the day counters of the other days, plus today's part of the index counted). The booking list
 * route (user-booking/getUserBookingList, booking-list-service.ts) builds its rows from these bookings. An assessor's
 * cancelled or archived tab sorts their range by status date in memory (index-page.ts cap).
 */
export async function readBookingTab(
  db: Pick<Db, 'booking' | 'listCounter'>,
  req: BookingTabRequest,
): Promise<{ bookings: Booking[]; total: number }> {
  const { organisationId, assessorId } = req;
  const tab = BOOKING_TABS[req.tab] as TabDefinition;
  const nowIso = req.now.toISOString();
  const today = dayOf(nowIso);
  const justBefore = new Date(req.now.getTime() - 1).toISOString();

  /** The status's bookings with listTime (start, or creation while pending) in [lo, hi], or all of them. */
  const byStart = (status: BookingStatus, lo?: string, hi?: string) => {
    if (assessorId) {
      const q = db.booking.query.byAssessorTab({ organisationId, status, assessorKey: assessorId });
      return lo === undefined && hi === undefined ? q : q.between({ listTime: lo ?? '0000' }, { listTime: hi ?? '9999' });
    }
    const q = db.booking.query.byStatus({ organisationId, status });
    if (lo !== undefined && hi !== undefined) return q.between({ listTime: lo }, { listTime: hi });
    if (lo !== undefined) return q.gte({ listTime: lo });
    if (hi !== undefined) return q.lte({ listTime: hi });
    return q;
  };
  const counted = (status: BookingStatus) => async () => {
    const bucket = `${prefixOf(assessorId)}${status}`;
    return (await readCounters(db, organisationId, [bucket])).get(bucket)!;
  };
  const sumOf = (counters: { count: number }[]) => counters.reduce((n, c) => n + c.count, 0);
  const hour = req.now.getUTCHours();
  const hourStart = (h: number) => `${today}T${String(h).padStart(2, '0')}:00:00.000Z`;
  /** The confirmed counters between two buckets (inclusive), of the organisation or the assessor. */
  const counters = (from: string, to: string) =>
    from <= to ? readCounterRange(db, organisationId, `${prefixOf(assessorId)}${from}`, `${prefixOf(assessorId)}${to}`) : Promise.resolve([]);
  const nextHourStart = hour === 23 ? `${nextDay(today)}T00:00:00.000Z` : hourStart(hour + 1);

  function rangeOf(status: BookingStatus): IndexRange {
    if (status !== 'CONFIRMED' || !tab.side) {
      const query = byStatusDate(status) && !assessorId ? db.booking.query.byStatusDate({ organisationId, status }) : byStart(status);
      return { query, total: counted(status) };
    }
    if (tab.side === 'from-now') {
      return {
        query: byStart(status, nowIso),
        total: async () => {
          const [days, hours, thisHour] = await Promise.all([
            counters(dayBucket(nextDay(today)), dayBucket('9999-12-31')),
            hour < 23 ? counters(hourBucket(today, hour + 1), hourBucket(today, 23)) : Promise.resolve([]),
            countKeys({ query: byStart(status, nowIso, new Date(Date.parse(nextHourStart) - 1).toISOString()) }),
          ]);
          return sumOf(days) + sumOf(hours) + thisHour;
        },
      };
    }
    return {
      query: byStart(status, undefined, justBefore),
      total: async () => {
        const [days, hours, thisHour] = await Promise.all([
          counters(dayBucket('0000-01-01'), dayBucket(previousDay(today))),
          hour > 0 ? counters(hourBucket(today, 0), hourBucket(today, hour - 1)) : Promise.resolve([]),
          // At the very start of the hour nothing of it has passed.
          hourStart(hour) <= justBefore ? countKeys({ query: byStart(status, hourStart(hour), justBefore) }) : Promise.resolve(0),
        ]);
        return sumOf(days) + sumOf(hours) + thisHour;
      },
    };
  }

  const ranges = tab.statuses.map(rangeOf);
  const bookingsOf = (items: IndexItem[]) =>
    pageItems(
      db.booking,
      items,
      (i) => ({ organisationId, bookingId: String(i.bookingId) }),
      (b) => b.bookingId,
    );
  if (assessorId && tab.statuses.some(byStatusDate)) {
    const all = await bookingsOf(await readWholeRange(ranges, undefined));
    const sign = (req.order ?? tab.order) === 'desc' ? -1 : 1;
    all.sort((a, b) => sign * a.statusDate.localeCompare(b.statusDate));
    const start = req.pageIndex * req.pageSize;
    return { bookings: req.pageSize > 0 ? all.slice(start, start + req.pageSize) : all, total: all.length };
  }
  const page = await readIndexPage({ ranges, order: req.order ?? tab.order, pageIndex: req.pageIndex, pageSize: req.pageSize });
  return { bookings: await bookingsOf(page.items), total: page.total };
}
