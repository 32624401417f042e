import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import { meetingListSearch, type MeetingListSearch } from '@scheduler/contracts/schemas/meeting';
import { hasAnyRole, isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { readIndexPage, readWholeRange, type IndexItem } from '../lists/index-page.ts';
import { applyTableRequest, sortOf, type TableSpec } from '../lists/table-query.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { fullNameOf, createUserScope } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import type { Meeting, MeetingTab } from './meeting-entity.ts';
import { filtersOf, narrowsItems, parseSearchData, passes, rangeOf, TAB_OF_LIST, type MeetingFilters } from './meeting-list-filters.ts';
import { assertFilterIds } from './meeting-list-ranges.ts';
import { meetingRowOf, type MeetingRow } from './meeting-list-rows.ts';
import { createMeetingStore } from './meeting-store.ts';

/** The longest date range a calendar view may ask for (a month view shows six weeks; list views less). */
export const CALENDAR_MAX_DAYS = 62;

const spec: TableSpec<MeetingRow> = {
  searchable: (r) => [r.projectName, r.assessorName, r.displayAddress, r.stepTypeDisplay],
  sortable: { dateTimeCombined: (r) => r.start, statusInternal: (r) => r.statusInternal },
  defaultSort: { column: 'dateTimeCombined', direction: 'asc' },
};

/** Whose meetings a caller lists in an organisation: `undefined` is the whole organisation (admins). */
interface ListScope {
  organisationId: string;
  assessors?: string[];
  admin: boolean;
}

/** The parameter of meeting/getMeetingList/{a}/{b} naming the list rather than a calendar view. */
export const LIST_VIEW = 'NA';

/**
 * meeting/getMeetingList (doc 2 manage/meeting-list, Calendar): a tab of the caller's organisation through the
 * meeting list indexes, or, with a calendar view name, the events of a date range through the start indexes.
 * Admins list the organisation's meetings (an org admin on an org-admin-invigilator link only their own); an assessor
 * admin their own and those of the assessors granted to them; assessors and invigilators their own.
 */
export function createMeetingListService(deps: DataDeps) {
  const { db } = deps;
  const labels = createConfigLabelService(deps);
  const users = createUserScope(deps);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);
  const userStore = createUserStore(db);

  async function scopeOf(actor: Actor, organisationParam: string, search: MeetingListSearch): Promise<ListScope> {
    const organisationId = scopedOrganisationId(actor, organisationParam === 'all' ? undefined : organisationParam);
    const asked = [...new Set(search.encryptedAssessorId)];
    if (isAnyAdmin(actor) && !search.checkOrgAdminInvigilator) {
      if (asked.length) await assertFilterIds(db, organisationId, { staff: asked });
      return { organisationId, assessors: asked.length ? asked : undefined, admin: true };
    }
    const reachable = new Set([actor.userId]);
    if (hasAnyRole(actor, ['ROLE_ASSESSOR_ADMIN'])) {
      for (const link of await userStore.assessorsGrantedTo(organisationId, actor.userId)) reachable.add(link.assessorId);
    }
    if (asked.some((id) => !reachable.has(id))) throw errors.forbidden();
    return { organisationId, assessors: asked.length ? asked : [...reachable], admin: false };
  }

  /** Tabs only some may open: Archived and 'show no' are the admins' (the latter with the unavailable flag), internal needs internal access. */
  async function assertTabAllowed(actor: Actor, scope: ListScope, tab: MeetingTab) {
    if ((tab === 'ARCHIVED' || tab === 'SHOW_NO') && !scope.admin) throw errors.forbidden();
    if (tab === 'INTERNAL' && !isAnyAdmin(actor) && !hasAnyRole(actor, ['ROLE_INTERNAL_ACCESS'])) throw errors.forbidden();
    if (tab === 'SHOW_NO' && !isGridAdmin(actor)) {
      const org = await organisations.organisationOf(scope.organisationId);
      if (!(org?.config as { showMeetingUnavailableFlag?: boolean } | undefined)?.showMeetingUnavailableFlag) throw errors.forbidden();
    }
  }

  /**
   * The key ranges of a tab. Without item filters: the tab index (list1, or list2 per assessor), counted by its
   * counters when no date range bounds it. With item filters: the start indexes that hold whole items (per project,
   * per assessor or the organisation's), kept to the tab and filters; the matches are the total.
   */
  function tabRanges(scope: ListScope, tab: MeetingTab, range: { from?: string; to?: string }, filters: MeetingFilters) {
    if (!narrowsItems(filters)) return { ranges: meetings.tabRanges(scope.organisationId, tab, scope.assessors, range), keep: undefined };
    return { ranges: wholeItemRanges(scope, range, filters), keep: (i: IndexItem) => i.listTab === tab && passes(i, filters) };
  }

  const wholeItemRanges = (scope: ListScope, range: { from?: string; to?: string }, filters: Pick<MeetingFilters, 'projects'>) =>
    meetings.startRanges({ organisationId: scope.organisationId, assessors: scope.assessors, projects: filters.projects }, range);

  const meetingsOf = (organisationId: string, items: IndexItem[]) => meetings.meetingsOfItems(organisationId, items);

  async function rowsOf(scope: ListScope, listed: Meeting[]): Promise<MeetingRow[]> {
    const projectIds = [...new Set(listed.map((m) => m.projectId))];
    const [named, people, labelSet] = await Promise.all([
      projects.projectsOf(scope.organisationId, projectIds),
      users.usersById(listed.map((m) => m.assessorId)),
      labels.forOrganisation(scope.organisationId),
    ]);
    const ctx = {
      projectNames: new Map(named.map((p) => [p.projectId, p.name])),
      assessorNames: new Map([...people.values()].map((u) => [u.userId, fullNameOf(u)])),
      labels: labelSet,
      admin: scope.admin,
      now: deps.clock.now(),
    };
    return listed.map((m) => meetingRowOf(m, ctx));
  }

  /** The calendar's events: every meeting of the range but the archived ones, by start, read from the whole-item start indexes. */
  async function calendar(scope: ListScope, search: MeetingListSearch, req: TableRequest) {
    const range = rangeOf(search.dateRange, SERVER_TIME_ZONE);
    if (!range.from || !range.to) throw errors.validation(MSG.validationFailed, { 'searchData.dateRange': 'A calendar view needs a date range' });
    if (Date.parse(range.to) - Date.parse(range.from) > CALENDAR_MAX_DAYS * 86_400_000) {
      throw errors.validation(MSG.validationFailed, { 'searchData.dateRange': `A calendar view covers at most ${CALENDAR_MAX_DAYS} days` });
    }
    const filters = filtersOf(search);
    const page = await readIndexPage({
      ranges: wholeItemRanges(scope, range, filters),
      order: 'asc',
      pageIndex: 0,
      pageSize: 0,
      keep: (i) => i.archived !== true && passes(i, filters),
    });
    const rows = await rowsOf(scope, await meetingsOf(scope.organisationId, page.items));
    return { dataset: req.pageSize ? rows.slice(req.pageIndex * req.pageSize, (req.pageIndex + 1) * req.pageSize) : rows, size: page.total };
  }

  return {
    /** meeting/getMeetingList/{organisation|all|NA}/{NA|calendar view}: a page of a tab, or a calendar range's events. */
    async list(actor: Actor, params: { a: string; b: string }, req: TableRequest): Promise<{ dataset: MeetingRow[]; size: number }> {
      const search = parseSearchData(meetingListSearch, req.searchData);
      const scope = await scopeOf(actor, params.a, search);
      await assertFilterIds(db, scope.organisationId, { projects: search.encryptedProjectId });
      if (search.listType === 'calendar' || (params.b !== LIST_VIEW && params.b.toLowerCase() !== 'na')) {
        return calendar(scope, search, req);
      }
      const tab = TAB_OF_LIST[search.listType];
      await assertTabAllowed(actor, scope, tab);
      const { ranges, keep } = tabRanges(scope, tab, rangeOf(search.dateRange, SERVER_TIME_ZONE), filtersOf(search));
      const sort = sortOf(req, spec);
      if (sort.column !== 'dateTimeCombined') {
        // Status is sorted in memory over a capped range (index-page.ts SORT_IN_MEMORY_CAP).
        const rows = await rowsOf(scope, await meetingsOf(scope.organisationId, await readWholeRange(ranges, '', { keep })));
        return applyTableRequest(rows, { ...req, filter: '' }, spec);
      }
      const page = await readIndexPage({ ranges, keep, order: sort.direction, pageIndex: req.pageIndex, pageSize: req.pageSize });
      return { dataset: await rowsOf(scope, await meetingsOf(scope.organisationId, page.items)), size: page.total };
    },
  };
}
