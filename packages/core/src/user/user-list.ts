import type { TableRequest } from '@scheduler/contracts/envelope';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import { userListSearch, type UserListSearch } from '@scheduler/contracts/schemas/user';
import type { LabelSet } from '@scheduler/contracts/labels';
import { USER_TYPES, type UserType } from '@scheduler/contracts/roles';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { applyTableRequest, normaliseSearch, sortOf, type TableSpec } from '../lists/table-query.ts';
import { readIndexPage, readWholeRange, SORT_IN_MEMORY_CAP, tooLongToSort, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import { readCounters } from '../lists/list-counters.ts';
import { expiryWithin, USER_LIST_TYPES, type UserListType } from './user-access-status.ts';
import { MEMBER_TABS, memberCounter, type MemberTab } from './member-list.ts';
import { userTypeDisplay } from './user-type-display.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createUserStore } from './user-store.ts';
import type { DataDeps } from '../deps.ts';
import { accessListRow, type UserListRow } from './user-views.ts';
import { createUserListReads, type ListHead } from './user-list-reads.ts';
import { parseSearchData } from '../lists/search-data.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { searchedUserIds } from './user-list-search.ts';
import { searchTermOf, searchWordOf } from './user-search-words.ts';

const ACCESS_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE', 'ARCHIVED'] as const;
type BookingStatus = (typeof BOOKING_STATUSES)[number];
const COUNTED_TYPES = ['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'] as const;

const spec: TableSpec<UserListRow> = {
  searchable: (r) => [r.fullName, r.username, r.mobileNo, r.typeDisplay, r.status],
  sortable: {
    fullName: (r) => r.fullName,
    firstName: (r) => r.firstName,
    lastName: (r) => r.lastName,
    username: (r) => r.username,
    typeDisplay: (r) => r.typeDisplay,
    status: (r) => r.status,
    mobileNo: (r) => r.mobileNo,
    organisationName: (r) => r.organisationName,
    invitationExpiry: (r) => r.invitationExpiryOn,
    purgeDate: (r) => r.purgeDate ?? r.sanitiseDate,
    sanitiseDate: (r) => r.sanitiseDate ?? r.purgeDate,
  },
  defaultSort: { column: 'fullName', direction: 'asc' },
};

const listOf = (v: string | string[] | undefined): string[] =>
  (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean);

const parseSearch = (text: string | undefined): UserListSearch => parseSearchData(userListSearch, text);

/**
 * Booking statuses named by the status filter (values that are not access statuses: INVITED and ARCHIVED mean the
 * user's access); MISSED_INCOMPLETE stands for both.
 */
function bookingStatuses(values: string[]): BookingStatus[] {
  const out = new Set<BookingStatus>();
  for (const v of values.map((s) => s.toUpperCase())) {
    if ((ACCESS_STATUSES as readonly string[]).includes(v)) continue;
    if (v === 'MISSED_INCOMPLETE') {
      out.add('MISSED');
      out.add('INCOMPLETE');
    } else if ((BOOKING_STATUSES as readonly string[]).includes(v)) out.add(v as BookingStatus);
  }
  return [...out];
}

/** Manage Users lists (doc 1 §2.10, doc 3 §3 user list row) and their counters, always of one organisation. */
export function createUserListService(deps: DataDeps) {
  const { db, clock } = deps;
  const users = createUserStore(db);
  const meetings = createMeetingStore(db);
  const bookings = createBookingStore(db);
  const reads = createUserListReads(db);

  /** One tab of one user type (ALL: every tab of the type), by full name. */
  type RangeRequest = { userType: UserType; listType: UserListType };

  /** The counters of a tab (the type's tabs for ALL). */
  const countersOf = ({ userType, listType }: RangeRequest) =>
    (listType === 'ALL' ? MEMBER_TABS : [listType as MemberTab]).map((tab) => memberCounter(userType, tab));

  /**
   * The range of a tab: on the tab index (whole items), its total the tab's counter; ALL on the type index (keys and
   * list attributes: its page's accesses are then batch-got), its total the type's tabs' counters added. Both from
   * the page's head. ALL reads one range rather than the type's five tabs at once: measured on DynamoDB Local, which
   * answers concurrent requests one after another, the five queries took longer (p50 22-33 ms against 19-22 ms for
   * 300 people). The user type shown is the same on every row of the range: a search for it matches the whole range.
   */
  function rangeOf(organisationId: string, request: RangeRequest, head: Promise<ListHead>, labelSet?: LabelSet): IndexRange {
    const { userType, listType } = request;
    const typeText = labelSet ? userTypeDisplay(userType, labelSet).toLowerCase() : undefined;
    return {
      query: (listType === 'ALL' ? users.accessTypeRange(organisationId, userType) : users.accessTabRange(organisationId, userType, listType)).query,
      total: async () => {
        const { counts } = await head;
        return countersOf(request).reduce((n, c) => n + (counts.get(c) ?? 0), 0);
      },
      ...(typeText === undefined ? {} : { matchesAll: (term: string) => typeText.includes(term) }),
    };
  }

  /**
   * A page of the people a search found (user-list-search.ts, user ids in index order): by full name, the page's
   * slice; by another column, every match sorted in memory (index-page.ts cap). Only the rows shown are read (their
   * accesses, one batch get). The total is the number found.
   */
  async function searchedPage(
    organisationId: string,
    found: readonly string[],
    req: TableRequest,
    sort: ReturnType<typeof sortOf>,
    at: { orgName: string; labelSet: LabelSet },
  ) {
    const items = found.map((userId) => ({ userId }));
    if (sort.column !== 'fullName') {
      if (found.length > SORT_IN_MEMORY_CAP) throw tooLongToSort();
      return applyTableRequest(await rowsOf(organisationId, items, at), { ...req, filter: '' }, spec);
    }
    const ordered = sort.direction === 'desc' ? [...items].reverse() : items;
    const page = req.pageSize > 0 ? ordered.slice(req.pageIndex * req.pageSize, (req.pageIndex + 1) * req.pageSize) : ordered;
    return { dataset: await rowsOf(organisationId, page, at), size: found.length };
  }

  /**
   * The list rows of items in their order, each from its access alone (which carries what its row shows of the
   * person): the tab index's items are whole accesses; other items (a search's) name accesses read in one batch get.
   */
  async function rowsOf(organisationId: string, items: readonly IndexItem[], at: { orgName: string; labelSet: LabelSet }): Promise<UserListRow[]> {
    const whole = items.every((i) => '__edb_e__' in i);
    const accesses = whole
      ? ((db.userOrgAccess.parse({ Items: [...items] }) as { data?: UserOrgAccess[] } | null)?.data ?? [])
      : await reads.accessesOf(
          organisationId,
          items.map((i) => String(i.userId)),
        );
    const now = clock.now();
    return accesses.map((access) => accessListRow(access, at.orgName, at.labelSet, now));
  }

  /**
   * A page of the tabs: by the index when sorted by full name (either way), otherwise the range's rows sorted in
   * memory (index-page.ts cap). `keep` filters on the items' attributes (status, expiry, the people of a project).
   * A tab is one round trip: the page's items, whole, from the tab index beside its head (the organisation, its labels
   * of the user types, the tabs' counters: one batch get); ALL then batch-gets its page's accesses. A search with a word reads by the search tokens
   * instead (user-list-search.ts: the token rows beside the head, then the page's accesses), unless the term
   * is in a tab's user type shown (it matches the whole tab: the range is read as without a search); a search without
   * a word waits for the labels and reads the tabs' projections.
   */
  async function pageOf(organisationId: string, tabs: readonly RangeRequest[], req: TableRequest, keep?: (i: IndexItem) => boolean) {
    const search = normaliseSearch(req.filter);
    const sort = sortOf(req, spec);
    // A search for the type's own word matches the whole tab, whose total is then its counters.
    const counted = sort.column === 'fullName' && !keep;
    const head = reads.headOf(
      organisationId,
      tabs.map((t) => t.userType),
      counted ? tabs.flatMap(countersOf) : [],
    );
    const searching = search && searchWordOf(search) !== undefined ? searchedUserIds(db, organisationId, tabs, search, keep) : undefined;
    // Left unread when the term matches a whole tab: its failure is then nobody's.
    searching?.catch(() => undefined);
    const searchLabels = search ? (await head).labels : undefined;
    const ranges = tabs.map((t) => rangeOf(organisationId, t, head, searchLabels));
    const found = searching && !ranges.some((r) => r.matchesAll?.(searchTermOf(search))) ? await searching : undefined;
    if (found) {
      const { organisation, labels } = await head;
      if (!organisation) throw errors.notFound('Organisation');
      return searchedPage(organisationId, found, req, sort, { orgName: organisation.name, labelSet: labels });
    }
    const keys =
      sort.column === 'fullName'
        ? readIndexPage({ ranges, order: sort.direction, pageIndex: req.pageIndex, pageSize: req.pageSize, search, keep })
        : readWholeRange(ranges, search, { keep }).then((items) => ({ items, total: items.length }));
    const [page, { organisation, labels: labelSet }] = await Promise.all([keys, head]);
    if (!organisation) throw errors.notFound('Organisation');
    const rows = await rowsOf(organisationId, page.items, { orgName: organisation.name, labelSet });
    return sort.column === 'fullName' ? { dataset: rows, size: page.total } : applyTableRequest(rows, { ...req, filter: '' }, spec);
  }

  /**
   * The candidates of the projects (by their bookings, optionally in some statuses) or of some booking statuses
   * (from the status tabs' projection, reading each status's keys), or the staff of the projects (their meetings).
   */
  async function projectMembers(organisationId: string, userType: string, projectIds: string[], statuses: BookingStatus[]): Promise<Set<string>> {
    const ids = new Set<string>();
    if (userType === 'CANDIDATE') {
      if (projectIds.length > 0) {
        const results = await Promise.all(projectIds.map((projectId) => bookings.bookingsOfProject(organisationId, projectId)));
        for (const b of results.flat()) if (statuses.length === 0 || statuses.includes(b.status)) ids.add(b.candidateId);
        return ids;
      }
      const candidates = await Promise.all(statuses.map((status) => bookings.candidatesInStatus(organisationId, status)));
      for (const id of candidates.flat()) ids.add(id);
      return ids;
    }
    const projectMeetings = await Promise.all(projectIds.map((projectId) => meetings.meetingsOfProject(organisationId, projectId)));
    for (const m of projectMeetings.flat()) ids.add(m.assessorId);
    return ids;
  }

  return {
    /**
     * user/getUserList: one tab of one user type, with the project, status and expiry filters, paged through the
     * access list indexes (user-org-access-entity.ts byTab, byType).
     */
    async list(actor: Actor, req: TableRequest) {
      const search = parseSearch(req.searchData);
      const organisationId = scopedOrganisationId(actor, search.encryptedOrganisationId);
      const userType = search.listType === 'DEACTIVATED' && search.userType !== 'INVIGILATOR' ? 'ASSESSOR' : search.userType;
      const now = clock.now();
      const statusValues = listOf(search.status);
      const accessStatuses = statusValues.map((s) => s.toUpperCase()).filter((s) => (ACCESS_STATUSES as readonly string[]).includes(s));
      const bookingFilter = bookingStatuses(statusValues);
      const projectIds = listOf(search.encryptedProjectId);
      const byBooking = userType === 'CANDIDATE' && bookingFilter.length > 0;
      const expiry =
        search.listType === 'UNREGISTERED' && search.expiryDays ? { days: search.expiryDays, type: search.expiryType ?? 'Expiring' } : undefined;

      const filters: ((i: IndexItem) => boolean)[] = [];
      if (expiry)
        filters.push((i) => typeof i.invitationExpiry === 'string' && expiryWithin(new Date(i.invitationExpiry), now, expiry.days, expiry.type));
      if (accessStatuses.length > 0) filters.push((i) => accessStatuses.includes(i.archived === true ? 'ARCHIVED' : String(i.status)));
      if (projectIds.length > 0 || byBooking) {
        const inProjects = await projectMembers(organisationId, userType, projectIds, userType === 'CANDIDATE' ? bookingFilter : []);
        filters.push((i) => inProjects.has(String(i.userId)));
      }
      const keep = filters.length > 0 ? (i: IndexItem) => filters.every((f) => f(i)) : undefined;
      return pageOf(organisationId, [{ userType, listType: search.listType }], req, keep);
    },

    /** user/getUserListByOrg: an organisation's admins (org_admin) or its assessors and invigilators (all_assessors). */
    async listByOrganisation(actor: Actor, organisationId: string, filter: 'org_admin' | 'all_assessors', req: TableRequest) {
      const orgId = scopedOrganisationId(actor, organisationId);
      const types: readonly UserType[] = filter === 'org_admin' ? ['ORG_ADMIN'] : ['ASSESSOR', 'INVIGILATOR'];
      return pageOf(
        orgId,
        types.map((userType) => ({ userType, listType: 'ALL' as const })),
        req,
      );
    },

    /** user/getUserCounters: per user type and in total, how many users each tab holds (JSON in message), from the tab counters. */
    async counters(actor: Actor): Promise<string> {
      const blank = () => Object.fromEntries(USER_LIST_TYPES.map((t) => [t, 0])) as Record<(typeof USER_LIST_TYPES)[number], number>;
      const counts = Object.fromEntries([...COUNTED_TYPES, 'TOTAL'].map((t) => [t, blank()]));
      const lists = USER_TYPES.flatMap((type) => MEMBER_TABS.map((tab) => ({ type, tab, name: memberCounter(type, tab) })));
      const read = await readCounters(
        db,
        actor.organisationId,
        lists.map((l) => l.name),
      );
      for (const { type, tab, name } of lists) {
        const n = read.get(name) ?? 0;
        for (const key of [type, 'TOTAL']) {
          const c = counts[key];
          if (!c) continue;
          c.ALL += n;
          if (tab !== 'NONE') c[tab] += n;
        }
      }
      return JSON.stringify(counts);
    },
  };
}
