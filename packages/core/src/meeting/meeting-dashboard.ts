import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import { STEP_TYPES, type StepType } from '@scheduler/contracts/roles';
import { dashboardMeetingSearch, type dashboardMeetingData, type quarterAnswer } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { quarterWindow } from '../dashboard/dashboard-quarters.ts';
import { errors } from '../errors.ts';
import { readQuarterCounts } from '../dashboard/meeting-quarter-counts.ts';
import { appointmentFigures, cellOfMeeting, cellPasses, readFigureCells, stateData, weekData } from '../dashboard/meeting-figures.ts';
import { firstOpenMeetings, isOpen } from '../dashboard/open-meetings-store.ts';
import { formatApiDate, formatDisplayDateTime } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE, timeZoneShortCode } from '../time/time-zones.ts';
import { addCalendarDays, zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import type { Meeting } from './meeting-entity.ts';
import { filtersOf, parseSearchData, passes } from './meeting-list-filters.ts';
import { assertFilterIds } from './meeting-list-ranges.ts';
import { createMeetingStore } from './meeting-store.ts';

type DashboardData = z.input<typeof dashboardMeetingData>;

/** Dashboard constants (doc 2 §9): six weeks shown by default, at most 26. */
export const DASHBOARD_DEFAULT_DAYS = 6 * 7;
export const DASHBOARD_MAX_DAYS = 26 * 7;

/**
 * The dashboard's meeting figures (doc 2 Dashboard, §3 Dashboard data): the organisation's meetings of the date range
 * (today to six weeks ahead by default, at most 26 weeks) read from the start indexes, per project or assessor when
 * the filters name them.
 */
export function createMeetingDashboardService(deps: DataDeps) {
  const { db } = deps;
  const meetingStore = createMeetingStore(db);

  async function meetingsOf(
    organisationId: string,
    scope: { projects?: string[]; assessors?: string[] },
    from: string,
    to: string,
    keep: (m: Meeting) => boolean,
  ) {
    const { meetings } = await meetingStore.meetingsStartingIn(
      { organisationId, projects: scope.projects, assessors: scope.assessors },
      { from, to },
      (i) => i.archived !== true,
    );
    return meetings.filter(keep);
  }

  return {
    /** meeting/getDashboardMeetingData. */
    async dashboard(actor: Actor, req: TableRequest): Promise<DashboardData> {
      const organisationId = actor.organisationId;
      const search = parseSearchData(dashboardMeetingSearch, req.searchData);
      await assertFilterIds(db, organisationId, { projects: search.encryptedProjectId, staff: search.encryptedAssessorId });
      const today = formatApiDate(deps.clock.now(), SERVER_TIME_ZONE);
      const [askedFirst = '', askedLast = ''] = (search.dateRange ?? '').split('~');
      const firstDay = askedFirst || today;
      const lastDay = askedLast || addCalendarDays(firstDay, DASHBOARD_DEFAULT_DAYS);
      if (lastDay < firstDay || lastDay > addCalendarDays(firstDay, DASHBOARD_MAX_DAYS)) {
        throw errors.validation(MSG.validationFailed, { 'searchData.dateRange': 'The date range covers at most 26 weeks' });
      }
      const filters = filtersOf(search);
      const from = zonedDayBoundsUtc(firstDay, SERVER_TIME_ZONE).start.toISOString();
      const to = new Date(zonedDayBoundsUtc(lastDay, SERVER_TIME_ZONE).end.getTime() - 1).toISOString();
      const projects = filters.projects;
      const assessors = search.encryptedAssessorId;
      const now = deps.clock.now().toISOString();
      // The counters tell every filter of the dashboard but the assessors and the internal status: with either, the
      // figures come from the range's meetings of those assessors (their own index, bounded by the range).
      const byItems = assessors.length > 0 || filters.status.length > 0;
      const meetings = byItems
        ? await meetingsOf(organisationId, { projects, assessors: assessors.length ? assessors : undefined }, from, to, (m) => passes(m, filters))
        : [];
      const [cells, open] = await Promise.all([
        byItems
          ? meetings.flatMap((m) => cellOfMeeting(m) ?? [])
          : readFigureCells(db, organisationId, projects, firstDay, lastDay).then((all) => all.filter((c) => cellPasses(c, filters))),
        byItems
          ? (() => {
              const all = meetings.filter((m) => isOpen(m, now));
              const first = all[0];
              return { first, next: first && all.find((m) => m.start > first.start) };
            })()
          : firstOpenMeetings(db, organisationId, projects, { from, to, now }, (m) => passes(m, filters)),
      ]);
      const tile = (m: Meeting | undefined) =>
        m
          ? {
              display: formatDisplayDateTime(new Date(m.start), m.timeZone),
              timezone: timeZoneShortCode(m.timeZone) ?? m.timeZone,
              openLink: `/meeting/${m.projectId}/${m.meetingId}`,
            }
          : null;
      return {
        firstAvailable: tile(open.first),
        nextAvailable: tile(open.next),
        mapWeekData: weekData(cells, firstDay, lastDay),
        ...appointmentFigures(cells),
        listStateData: stateData(cells),
      };
    },

    /**
     * meeting/getQuarterDataMeeting: the organisation's meetings (not archived) per quarter, from four quarters back to
     * three ahead. The list names step types and projects to count only theirs (an unknown project is not found). Read
     * from the quarter counters the meeting writes keep (dashboard/meeting-figure-counters.ts), per project when named.
     */
    async quarters(actor: Actor, tokens: readonly string[]): Promise<z.input<typeof quarterAnswer>> {
      const organisationId = actor.organisationId;
      const stepTypes = tokens.filter((t): t is StepType => (STEP_TYPES as readonly string[]).includes(t));
      const projects = [...new Set(tokens.filter((t) => t && !(STEP_TYPES as readonly string[]).includes(t) && t !== 'ALL'))];
      await assertFilterIds(db, organisationId, { projects });
      const quarters = quarterWindow(formatApiDate(deps.clock.now(), SERVER_TIME_ZONE));
      const counts = await readQuarterCounts(db, organisationId, projects, quarters[0]!.label, quarters.at(-1)!.label);
      const wanted = (stepType: string) => stepTypes.length === 0 || (stepTypes as string[]).includes(stepType);
      return quarters.map((quarter) => ({
        qtr: quarter.label,
        count: counts.filter((c) => c.quarter === quarter.label && wanted(c.stepType)).reduce((n, c) => n + c.count, 0),
      }));
    },
  };
}
