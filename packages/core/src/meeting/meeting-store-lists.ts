import type { Db } from '../db.ts';
import { pageItems, readIndexPage, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import { createListCounterStore } from '../lists/list-counter-store.ts';
import type { Meeting, MeetingTab } from './meeting-entity.ts';
import { bucketOf, type MeetingTabRequest } from './meeting-list.ts';

/** Whose meetings a read covers: `assessors` undefined is the whole organisation; `projects` narrows it when given. */
export interface StartRangeScope {
  organisationId: string;
  assessors?: readonly string[];
  projects?: readonly string[];
}

/** A date range of meeting starts (UTC instants, inclusive); either end open. */
export interface StartBounds {
  from?: string;
  to?: string;
}

/**
 * The meeting list reads (DESIGN §3.7): key ranges of the meeting indexes for the generic list helpers
 * (lists/index-page.ts), and the meetings of a page of their items.
 */
export function meetingListReads(db: Db) {
  const listCounters = createListCounterStore(db);

  /** The page's meetings: parsed from whole-item indexes, else batch-got by the items' keys. */
  const meetingsOfItems = (organisationId: string, items: readonly IndexItem[]): Promise<Meeting[]> =>
    pageItems(
      db.meeting,
      items,
      (i) => ({ organisationId, meetingId: String(i.meetingId) }),
      (m) => m.meetingId,
    );

  /**
   * The start-ordered key ranges holding whole meetings (gsi1–gsi3, projection ALL, so a page needs no batch get): per
   * assessor (gsi3), else per project (gsi2), else the organisation's (gsi1), bounded by the UTC instants given.
   */
  function startRanges(scope: StartRangeScope, range: StartBounds): IndexRange[] {
    const { organisationId } = scope;
    const bounds = [{ start: range.from ?? '0000' }, { start: range.to ?? '9999' }] as const;
    if (scope.assessors) {
      return scope.assessors.map((assessorId) => ({
        query: db.meeting.query.byAssessor({ organisationId, assessorId }).between(...bounds) as IndexRange['query'],
      }));
    }
    if (scope.projects?.length) {
      return scope.projects.map((projectId) => ({
        query: db.meeting.query.byProject({ organisationId, projectId }).between(...bounds) as IndexRange['query'],
      }));
    }
    return [{ query: db.meeting.query.byStart({ organisationId }).between(...bounds) as IndexRange['query'] }];
  }

  return {
    meetingsOfItems,
    startRanges,

    /**
     * The key ranges of a meeting tab (list1, or list2 per assessor), bounded by the date range when it has one; an
     * unbounded range carries its counter as its total.
     */
    tabRanges(organisationId: string, tab: MeetingTab, assessors: readonly string[] | undefined, range: StartBounds): IndexRange[] {
      const ranged = Boolean(range.from || range.to);
      const between = <Q extends { between: (a: { start: string }, b: { start: string }) => unknown }>(q: Q) =>
        ranged ? q.between({ start: range.from ?? '0000' }, { start: range.to ?? '9999' }) : q;
      const counted = (bucket: string) =>
        ranged ? {} : { total: async () => (await listCounters.countsOf(organisationId, [bucket])).get(bucket) ?? 0 };
      return assessors
        ? assessors.map((assessorId) => ({
            query: between(db.meeting.query.byAssessorTab({ organisationId, assessorId, listTab: tab })) as IndexRange['query'],
            ...counted(bucketOf(tab, assessorId)),
          }))
        : [{ query: between(db.meeting.query.byTab({ organisationId, listTab: tab })) as IndexRange['query'], ...counted(bucketOf(tab)) }];
    },

    /**
     * Every meeting of the start ranges whose index item `keep` keeps, by start. Bounded by the caller's date range
     * (a calendar view's at most 62 days, the dashboard's at most 26 weeks).
     */
    async meetingsStartingIn(scope: StartRangeScope, range: StartBounds, keep: (i: IndexItem) => boolean) {
      const page = await readIndexPage({ ranges: startRanges(scope, range), order: 'asc', pageIndex: 0, pageSize: 0, keep });
      return { meetings: await meetingsOfItems(scope.organisationId, page.items), total: page.total };
    },

    /**
     * A page of a project's meetings by start (meeting-entity byProject, whole items): before `now` ('past'), from
     * `now`, or all of them, with the items `keep` keeps.
     */
    async projectMeetingsPage(
      organisationId: string,
      projectId: string,
      side: { before: string } | { from: string } | 'all',
      page: { order: 'asc' | 'desc'; pageIndex: number; pageSize: number; keep: (i: IndexItem) => boolean },
    ) {
      const base = db.meeting.query.byProject({ organisationId, projectId });
      const query = side === 'all' ? base : 'before' in side ? base.lt({ start: side.before }) : base.gte({ start: side.from });
      const read = await readIndexPage({ ranges: [{ query }], ...page });
      return { meetings: await meetingsOfItems(organisationId, read.items), total: read.total };
    },

    /**
     * One page of a meeting tab and its total (DESIGN §3.7): the plain tab, as lists of meetings other than the
     * meeting list route read it; the date range is the index's key range, counted from its keys, else the counter.
     */
    async meetingTabPage(req: MeetingTabRequest): Promise<{ meetings: Meeting[]; total: number }> {
      const { organisationId, assessorId, tab } = req;
      const base = assessorId
        ? db.meeting.query.byAssessorTab({ organisationId, assessorId, listTab: tab })
        : db.meeting.query.byTab({ organisationId, listTab: tab });
      const ranged = req.from !== undefined || req.to !== undefined;
      const query = ranged ? base.between({ start: req.from ?? '0000' }, { start: req.to ?? '9999' }) : base;
      const bucket = bucketOf(tab, assessorId);
      const range: IndexRange = {
        query,
        ...(ranged ? {} : { total: async () => (await listCounters.countsOf(organisationId, [bucket])).get(bucket)! }),
      };
      const page = await readIndexPage({ ranges: [range], order: req.order ?? 'asc', pageIndex: req.pageIndex, pageSize: req.pageSize });
      return { meetings: await meetingsOfItems(organisationId, page.items), total: page.total };
    },
  };
}
