import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import { meetingListSearch, type MeetingListSearch } from '@scheduler/contracts/schemas/meeting';
import { hasAnyRole, isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { batchGetInOrder, pageItems, readIndexPage, readWholeRange, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import { readCounters } from '../lists/list-counters.ts';
import { applyTableRequest, sortOf, type TableSpec } from '../lists/table-query.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { fullNameOf, createUserScope } from '../user/user-scope.ts';
import type { Meeting, MeetingTab } from './meeting-entity.ts';
import { bucketOf } from './meeting-list.ts';
import { filtersOf, narrowsItems, parseSearchData, passes, rangeOf, TAB_OF_LIST, type MeetingFilters } from './meeting-list-filters.ts';
import { assertFilterIds, startRanges } from './meeting-list-ranges.ts';
import { meetingRowOf, type MeetingRow } from './meeting-list-rows.ts';

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

  async function scopeOf(actor: Actor, organisationParam: string, search: MeetingListSearch): Promise<ListScope> {
    const organisationId = scopedOrganisationId(actor, organisationParam === 'all' ? undefined : organisationParam);
    const asked = [...new Set(search.encryptedAssessorId)];
    if (isAnyAdmin(actor) && !search.checkOrgAdminInvigilator) {
      if (asked.length) await assertFilterIds(db, organisationId, { staff: asked });
      return { organisationId, assessors: asked.length ? asked : undefined, admin: true };
    }
    const reachable = new Set([actor.userId]);
    if (hasAnyRole(actor, ['ROLE_ASSESSOR_ADMIN'])) {
      const { data } = await db.assessorAccess.query.byAdmin({ organisationId, adminId: actor.userId }).go({ pages: 'all' });
      for (const link of data) reachable.add(link.assessorId);
    }
    if (asked.some((id) => !reachable.has(id))) throw errors.forbidden();
    return { organisationId, assessors: asked.length ? asked : [...reachable], admin: false };
  }

  /** Tabs only some may open: Archived and 'show no' are the admins' (the latter with the unavailable flag), internal needs internal access. */
  async function assertTabAllowed(actor: Actor, scope: ListScope, tab: MeetingTab) {
    if ((tab === 'ARCHIVED' || tab === 'SHOW_NO') && !scope.admin) throw errors.forbidden();
    if (tab === 'INTERNAL' && !isAnyAdmin(actor) && !hasAnyRole(actor, ['ROLE_INTERNAL_ACCESS'])) throw errors.forbidden();
    if (tab === 'SHOW_NO' && !isGridAdmin(actor)) {
      const { data } = await db.organisation.get({ organisationId: scope.organisationId }).go();
      if (!(data?.config as { showMeetingUnavailableFlag?: boolean } | undefined)?.showMeetingUnavailableFlag) throw errors.forbidden();
    }
  }

  /**
   * The key ranges of a tab. Without item filters: the tab index (list1, or list2 per assessor), counted by its
   * counters when no date range bounds it. With item filters: the start indexes that hold whole items (per project,
   * per assessor or the organisation's), kept to the tab and filters; the matches are the total.
   */
  function tabRanges(scope: ListScope, tab: MeetingTab, range: { from?: string; to?: string }, filters: MeetingFilters) {
    const { organisationId } = scope;
    const between = <Q extends { between: (a: { start: string }, b: { start: string }) => unknown }>(q: Q) =>
      range.from || range.to ? q.between({ start: range.from ?? '0000' }, { start: range.to ?? '9999' }) : q;
    if (!narrowsItems(filters)) {
      const ranged = Boolean(range.from || range.to);
      const counted = (bucket: string) => (ranged ? {} : { total: async () => (await readCounters(db, organisationId, [bucket])).get(bucket) ?? 0 });
      const ranges: IndexRange[] = scope.assessors
        ? scope.assessors.map((assessorId) => ({
            query: between(db.meeting.query.byAssessorTab({ organisationId, assessorId, listTab: tab })) as IndexRange['query'],
            ...counted(bucketOf(tab, assessorId)),
          }))
        : [{ query: between(db.meeting.query.byTab({ organisationId, listTab: tab })) as IndexRange['query'], ...counted(bucketOf(tab)) }];
      return { ranges, keep: undefined };
    }
    return { ranges: wholeItemRanges(scope, range, filters), keep: (i: IndexItem) => i.listTab === tab && passes(i, filters) };
  }

  const wholeItemRanges = (scope: ListScope, range: { from?: string; to?: string }, filters: Pick<MeetingFilters, 'projects'>) =>
    startRanges(db, { organisationId: scope.organisationId, assessors: scope.assessors, projects: filters.projects }, range);

  const meetingsOf = (organisationId: string, items: IndexItem[]) =>
    pageItems(
      db.meeting,
      items,
      (i) => ({ organisationId, meetingId: String(i.meetingId) }),
      (m) => m.meetingId,
    );

  async function rowsOf(scope: ListScope, meetings: Meeting[]): Promise<MeetingRow[]> {
    const projectIds = [...new Set(meetings.map((m) => m.projectId))];
    const [projects, people, labelSet] = await Promise.all([
      batchGetInOrder(
        db.project,
        projectIds.map((projectId) => ({ organisationId: scope.organisationId, projectId })),
        (p) => p.projectId,
      ),
      users.usersById(meetings.map((m) => m.assessorId)),
      labels.forOrganisation(scope.organisationId),
    ]);
    const ctx = {
      projectNames: new Map(projects.map((p) => [p.projectId, p.name])),
      assessorNames: new Map([...people.values()].map((u) => [u.userId, fullNameOf(u)])),
      labels: labelSet,
      admin: scope.admin,
      now: deps.clock.now(),
    };
    return meetings.map((m) => meetingRowOf(m, ctx));
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
