import type { TableRequest } from '@scheduler/contracts/envelope';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import { MSG } from '@scheduler/contracts/messages';
import {
  BOOKING_LIST_TABS,
  BOOKING_LIST_TYPES,
  bookingListSearch,
  type BookingListSearch,
  type BookingListTab,
  type BookingListType,
} from '@scheduler/contracts/schemas/user-booking';
import { hasAnyRole, isAnyAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { countKeys, type IndexItem, type IndexRange, readIndexPage, SORT_IN_MEMORY_CAP, tooLongToSort } from '../lists/index-page.ts';
import { parseSearchData } from '../lists/search-data.ts';
import { applyTableRequest, normaliseSearch, sortOf, type TableSpec } from '../lists/table-query.ts';
import { createMeetingAccess } from '../meeting/meeting-access.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createUserScope } from '../user/user-scope.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { createUserStore } from '../user/user-store.ts';
import type { Booking, BookingStatus } from './booking-entity.ts';
import { BOOKING_TABS } from './booking-list.ts';
import { bookingRowOf, type BookingRow } from './booking-list-rows.ts';
import { createBookingStore } from './booking-store.ts';

/** The tabs an assessor or invigilator (or an org admin on an org-admin-invigilator link) opens: their meetings' bookings. */
const STAFF_TABS: readonly BookingListTab[] = ['UPCOMING', 'PAST', 'AWAITING_COMPLETION'];
/** Tabs sorted by status date (the cancelled and archived lists, doc 2); the others by the meeting start. */
const BY_STATUS_DATE: readonly BookingListTab[] = ['CANCELLED', 'ARCHIVED'];

/** How the bounded lists (a meeting's, a candidate's) and a searched tab are searched and sorted in memory. */
const spec: TableSpec<BookingRow> = {
  searchable: (r) => [r.candidateName, r.candidateUniqueId, r.assessorName, r.stepTypeDisplay, r.status, r.projectName, r.candidateRequestType],
  sortable: {
    candidateName: (r) => r.candidateName?.toLowerCase(),
    dateTimeCombined: (r) => r.start,
    statusDateDisplay: (r) => r.statusDate as string | undefined,
    status: (r) => r.status,
    candidateUniqueId: (r) => r.candidateUniqueId,
  },
  // doc 2 §9: bookings default to candidate name ascending.
  defaultSort: { column: 'candidateName', direction: 'asc' },
};

const isListType = (v: string): v is BookingListType => (BOOKING_LIST_TYPES as readonly string[]).includes(v);
const isTab = (v: BookingListType): v is BookingListTab => (BOOKING_LIST_TABS as readonly string[]).includes(v);

/** The statuses a status filter keeps; undefined keeps every status. */
const statusesOf = (search: BookingListSearch): Set<BookingStatus> | undefined =>
  search.status.length && !search.status.includes('ALL') ? new Set(search.status as BookingStatus[]) : undefined;

/**
 * user-booking/getUserBookingList/{listType}/{refId} (doc 2 manage/booking-list, the meeting page's bookings, the
 * project page's bookings tab): a tab of the booking list, or the bookings of a meeting, project or candidate.
 * - Tabs read the booking list indexes (booking-store-lists.ts readBookingTab: a page of keys and the counters). Admins list
 *   the organisation's bookings; assessors, invigilators and org admins on an org-admin-invigilator link list their own
 *   meetings' bookings, on Upcoming, Past and Awaiting Completion (assessors also Cancelled). The Cancelled tab's
 *   sub-lists take one candidate (their bookings are few: gsi2) or one assessor (their range: list2).
 * - A meeting's bookings are bounded by its spots (gsi1) and a candidate's are few (gsi2): read whole, sorted in memory.
 * - A project's bookings (gsi4, by status) are paged in the index's order (status, then booking).
 * - An assessor's or invigilator's bookings (the user page) are their list2 ranges, latest start first.
 * A search over a tab or a project reads the whole range and matches the rows in memory, up to SORT_IN_MEMORY_CAP
 * rows (the booking does not hold the candidate's names, so the index cannot filter on them): a longer range is
 * refused with the request to narrow it.
 */
export function createBookingListService(deps: DataDeps) {
  const labels = createConfigLabelService(deps);
  const users = createUserScope(deps);
  const meetingAccess = createMeetingAccess(deps.db);
  const bookingStore = createBookingStore(deps.db);
  const meetingStore = createMeetingStore(deps.db);
  const projectStore = createProjectStore(deps.db);
  const userStore = createUserStore(deps.db);

  async function rowsOf(organisationId: string, bookings: Booking[], admin: boolean): Promise<BookingRow[]> {
    const meetingIds = [...new Set(bookings.flatMap((b) => (b.meetingId ? [b.meetingId] : [])))];
    const projectIds = [...new Set(bookings.map((b) => b.projectId))];
    const candidateIds = [...new Set(bookings.map((b) => b.candidateId))];
    const [meetings, projects, people, accesses, labelSet] = await Promise.all([
      meetingStore.meetingsOf(organisationId, meetingIds),
      projectStore.projectsOf(organisationId, projectIds),
      users.usersById([...candidateIds, ...bookings.flatMap((b) => (b.assessorId ? [b.assessorId] : []))]),
      userStore.accessesOf(organisationId, candidateIds),
      labels.forOrganisation(organisationId),
    ]);
    const ctx = {
      meetings: new Map(meetings.map((m) => [m.meetingId, m])),
      projectNames: new Map(projects.map((p) => [p.projectId, p.name])),
      users: people,
      accesses: new Map<string, UserOrgAccess>(accesses.map((a) => [a.userId, a])),
      labels: labelSet,
      admin,
    };
    return bookings.map((b) => ({ ...bookingRowOf(b, ctx), statusDate: b.statusDate }));
  }

  /** The rows of a bounded set, searched, sorted and paged in memory by the list's one rule. */
  async function inMemory(organisationId: string, bookings: Booking[], admin: boolean, req: TableRequest, defaultSort = spec.defaultSort) {
    const rows = await rowsOf(organisationId, bookings, admin);
    const answer = applyTableRequest(rows, req, { ...spec, defaultSort });
    return { dataset: answer.dataset.map(withoutStatusDate), size: answer.size };
  }

  const withoutStatusDate = ({ statusDate: _, ...row }: BookingRow) => row;

  /** A search over a range too big to hold in memory is refused (see the service's comment). */
  const capped = (bookings: Booking[], total: number) => {
    if (total > SORT_IN_MEMORY_CAP) throw tooLongToSort();
    return bookings;
  };

  async function tab(actor: Actor, tabName: BookingListTab, search: BookingListSearch, req: TableRequest, admin: boolean) {
    const organisationId = actor.organisationId;
    let assessorId: string | undefined;
    if (admin) {
      if (tabName === 'CANCELLED' && search.encryptedCandidateId) return cancelledOfCandidate(organisationId, search.encryptedCandidateId, req);
      if (tabName === 'CANCELLED' && search.encryptedAssessorId) {
        const found = await userStore.accessOf(organisationId, search.encryptedAssessorId);
        if (!found || found.userType === 'CANDIDATE') throw errors.notFound('{Assessor}');
        assessorId = search.encryptedAssessorId;
      }
    } else {
      const allowed = hasAnyRole(actor, ['ROLE_ASSESSOR']) && !search.checkOrgAdminInvigilator ? [...STAFF_TABS, 'CANCELLED'] : STAFF_TABS;
      if (!allowed.includes(tabName)) throw errors.forbidden();
      assessorId = actor.userId;
    }
    const ownOrder = BOOKING_TABS[tabName].order;
    const indexColumn = BY_STATUS_DATE.includes(tabName) ? 'statusDateDisplay' : 'dateTimeCombined';
    const sort = sortOf(req, { ...spec, defaultSort: { column: indexColumn, direction: ownOrder } });
    const order = sort.column === indexColumn ? sort.direction : ownOrder;
    const base = { organisationId, tab: tabName, assessorId, now: deps.clock.now(), order };
    const term = normaliseSearch(req.filter);
    if (term || sort.column !== indexColumn) {
      const read = await bookingStore.bookingTabPage({ ...base, pageIndex: 0, pageSize: SORT_IN_MEMORY_CAP + 1 });
      return inMemory(organisationId, capped(read.bookings, read.total), admin, req, { column: indexColumn, direction: ownOrder });
    }
    const page = await bookingStore.bookingTabPage({ ...base, pageIndex: req.pageIndex, pageSize: req.pageSize });
    return { dataset: (await rowsOf(organisationId, page.bookings, admin)).map(withoutStatusDate), size: page.total };
  }

  /** The Cancelled tab's sub-list by candidate: the candidate's cancelled bookings, latest cancellation first. */
  async function cancelledOfCandidate(organisationId: string, candidateId: string, req: TableRequest) {
    const bookings = (await candidateBookings(organisationId, candidateId)).filter((b) => b.status === 'CANCELLED');
    return inMemory(organisationId, bookings, true, req, { column: 'statusDateDisplay', direction: 'desc' });
  }

  async function candidateBookings(organisationId: string, candidateId: string): Promise<Booking[]> {
    const access = await userStore.accessOf(organisationId, candidateId);
    if (!access || access.userType !== 'CANDIDATE') throw errors.notFound('{Candidate}');
    return bookingStore.bookingsOfCandidate(organisationId, candidateId);
  }

  async function meetingBookings(actor: Actor, meetingId: string, search: BookingListSearch, req: TableRequest, admin: boolean) {
    // Another organisation's meeting, or (for assessors and invigilators) one they do not run, is not found.
    const meeting = await meetingAccess.reach(actor, meetingId);
    const data = await bookingStore.bookingsOfMeeting(meeting.organisationId, meetingId);
    const keep = statusesOf(search);
    return inMemory(
      meeting.organisationId,
      data.filter((b) => !keep || keep.has(b.status)),
      admin,
      req,
    );
  }

  /**
   * An admin's page of booking ranges of one index (a project's, an assessor's) in `order`: paged by the index, or,
   * searched or sorted by another column, read whole (up to SORT_IN_MEMORY_CAP) and done in memory.
   */
  async function rangesPage(
    organisationId: string,
    ranges: IndexRange[],
    order: 'asc' | 'desc',
    req: TableRequest,
    defaultSort?: TableSpec<BookingRow>['defaultSort'],
  ) {
    const bookingsOf = (items: IndexItem[]) => bookingStore.bookingsOfItems(organisationId, items);
    if (normaliseSearch(req.filter) || (req.sortColumn && req.sortDirection)) {
      const total = (await Promise.all(ranges.map((r) => countKeys(r)))).reduce((n, c) => n + c, 0);
      if (total > SORT_IN_MEMORY_CAP) throw tooLongToSort();
      const all = await readIndexPage({ ranges, order, pageIndex: 0, pageSize: 0 });
      return inMemory(organisationId, await bookingsOf(all.items), true, req, defaultSort);
    }
    const page = await readIndexPage({ ranges, order, pageIndex: req.pageIndex, pageSize: req.pageSize });
    return { dataset: (await rowsOf(organisationId, await bookingsOf(page.items), true)).map(withoutStatusDate), size: page.total };
  }

  async function projectBookings(actor: Actor, projectId: string, search: BookingListSearch, req: TableRequest) {
    const organisationId = actor.organisationId;
    const project = await projectStore.projectOf(organisationId, projectId);
    if (!project) throw errors.notFound('Project');
    const keep = statusesOf(search);
    const ranges = bookingStore.projectBookingRanges(organisationId, projectId, keep ? [...keep] : undefined);
    return rangesPage(organisationId, ranges, 'asc', req);
  }

  /**
   * The bookings of one assessor or invigilator of the organisation (the user page's Bookings List): their range of
   * the assessor index (list2) in each status kept, latest start first, paged by the index like a tab.
   */
  async function assessorBookings(organisationId: string, assessorId: string, search: BookingListSearch, req: TableRequest) {
    const access = await userStore.accessOf(organisationId, assessorId);
    if (!access || access.userType === 'CANDIDATE') throw errors.notFound('{Assessor}');
    const keep = statusesOf(search);
    const ranges = bookingStore.assessorBookingRanges(organisationId, assessorId, keep ? [...keep] : [...BOOKING_STATUSES]);
    return rangesPage(organisationId, ranges, 'desc', req, { column: 'dateTimeCombined', direction: 'desc' });
  }

  return {
    /** user-booking/getUserBookingList/{listType}/{refId}: a page of the list and its total (see the service's comment). */
    async list(actor: Actor, params: { listType: string; refId: string }, req: TableRequest): Promise<{ dataset: BookingRow[]; size: number }> {
      const listType = params.listType.toUpperCase();
      if (!isListType(listType)) throw errors.validation(MSG.validationFailed, { listType: `Unknown booking list ${params.listType}` });
      const search = parseSearchData(bookingListSearch, req.searchData);
      const admin = isAnyAdmin(actor) && !search.checkOrgAdminInvigilator;
      if (isTab(listType)) return tab(actor, listType, search, req, admin);
      if (listType === 'MEETING') return meetingBookings(actor, params.refId, search, req, admin);
      // A project's, a candidate's and an assessor's bookings are the admins' (the project page, the user's page).
      if (!admin) throw errors.forbidden();
      if (listType === 'PROJECT') return projectBookings(actor, params.refId, search, req);
      if (listType === 'ASSESSOR') return assessorBookings(actor.organisationId, params.refId, search, req);
      const keep = statusesOf(search);
      const bookings = (await candidateBookings(actor.organisationId, params.refId)).filter((b) => !keep || keep.has(b.status));
      return inMemory(actor.organisationId, bookings, true, req, { column: 'dateTimeCombined', direction: 'desc' });
    },
  };
}
