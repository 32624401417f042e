import type { Db } from '../db.ts';
import { countKeys, pageItems, readIndexPage, readWholeRange, type IndexItem, type IndexRange, type RangeQuery } from '../lists/index-page.ts';
import { createListCounterStore } from '../lists/list-counter-store.ts';
import type { Booking, BookingStatus } from './booking-entity.ts';
import { BOOKING_TABS, type BookingTabRequest, dayBucket, dayOf, hourBucket, prefixOf, STATUS_DATE_ORDERED } from './booking-list.ts';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

type TabDefinition = { statuses: readonly BookingStatus[]; side?: 'from-now' | 'before-now'; order: 'asc' | 'desc' };
const byStatusDate = (status: BookingStatus) => (STATUS_DATE_ORDERED as readonly string[]).includes(status);

/**
 * One page of a booking tab and its total, read through the booking indexes (DESIGN §3.7): the keys up to the page's
 * end, the page's bookings (parsed from gsi3, which holds whole items, or batch-got), the total from the counters
 * (for a side of now: the day counters of the other days, plus today's part of the index counted). The booking list
 * route (user-booking/getUserBookingList, booking-list-service.ts) builds its rows from these bookings. An assessor's
 * cancelled or archived tab sorts their range by status date in memory (index-page.ts cap).
 */
export async function readBookingTab(db: Db, req: BookingTabRequest): Promise<{ bookings: Booking[]; total: number }> {
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
  const listCounters = createListCounterStore(db);
  const counted = (status: BookingStatus) => async () => {
    const bucket = `${prefixOf(assessorId)}${status}`;
    return (await listCounters.countsOf(organisationId, [bucket])).get(bucket)!;
  };
  const sumOf = (counters: { count: number }[]) => counters.reduce((n, c) => n + c.count, 0);
  const hour = req.now.getUTCHours();
  const hourStart = (h: number) => `${today}T${String(h).padStart(2, '0')}:00:00.000Z`;
  /** The confirmed counters between two buckets (inclusive), of the organisation or the assessor. */
  const counters = (from: string, to: string) =>
    from <= to ? listCounters.countersBetween(organisationId, `${prefixOf(assessorId)}${from}`, `${prefixOf(assessorId)}${to}`) : Promise.resolve([]);
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

/** The booking list reads of the booking store: tabs, and key ranges of the booking indexes for the generic list helpers. */
export function bookingListReads(db: Db) {
  return {
    /** One page of a booking tab and its total (readBookingTab). */
    bookingTabPage: (req: BookingTabRequest) => readBookingTab(db, req),

    /** The page's bookings: parsed from whole-item indexes, else batch-got by the items' keys. */
    bookingsOfItems: (organisationId: string, items: readonly IndexItem[]): Promise<Booking[]> =>
      pageItems(
        db.booking,
        items,
        (i) => ({ organisationId, bookingId: String(i.bookingId) }),
        (b) => b.bookingId,
      ),

    /** A project's bookings (gsi4, by status then booking): one range per status kept, or the whole project's. */
    projectBookingRanges(organisationId: string, projectId: string, statuses: readonly BookingStatus[] | undefined): IndexRange[] {
      return (statuses ? [...statuses] : [undefined]).map((status) => ({
        query: status ? db.booking.query.byProject({ organisationId, projectId, status }) : db.booking.query.byProject({ organisationId, projectId }),
      }));
    },

    /**
     * How many of the organisation's bookings in `status` have their list time (start) in [from, to]: a keys-only count
     * of the status index, narrowed to the step types, projects and assessors named (each list that is not empty).
     */
    statusCountBetween(
      organisationId: string,
      status: BookingStatus,
      from: string,
      to: string,
      narrow: { stepTypes: readonly string[]; projects: readonly string[]; assessors: readonly string[] },
    ): Promise<number> {
      const q = db.booking.query.byStatus({ organisationId, status }).between({ listTime: from }, { listTime: to });
      if (narrow.stepTypes.length === 0 && narrow.projects.length === 0 && narrow.assessors.length === 0)
        return countKeys({ query: q as RangeQuery });
      const narrowed = q.where((a, op) => {
        const named: [unknown, readonly string[]][] = [
          [a.stepType, narrow.stepTypes],
          [a.projectId, narrow.projects],
          [a.assessorId, narrow.assessors],
        ];
        return named
          .filter(([, values]) => values.length > 0)
          .map(([attr, values]) => `(${values.map((v) => op.eq(attr as never, v as never)).join(' OR ')})`)
          .join(' AND ');
      });
      return countKeys({ query: narrowed as RangeQuery });
    },

    /** The candidates of the organisation's bookings in `status`: every key of its status-date range (list1), in that order. */
    async candidatesInStatus(organisationId: string, status: BookingStatus): Promise<string[]> {
      const ranges = [{ query: db.booking.query.byStatusDate({ organisationId, status }) }];
      const { items } = await readIndexPage({ ranges, order: 'asc', pageIndex: 0, pageSize: 0 });
      return items.map((i) => String(i.candidateId));
    },

    /** An assessor's or invigilator's bookings: their range of the assessor index (list2) in each status. */
    assessorBookingRanges(organisationId: string, assessorId: string, statuses: readonly BookingStatus[]): IndexRange[] {
      return statuses.map((status) => ({ query: db.booking.query.byAssessorTab({ organisationId, status, assessorKey: assessorId }) }));
    },
  };
}
