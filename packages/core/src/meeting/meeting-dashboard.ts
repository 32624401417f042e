import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import { STEP_TYPES, type StepType } from '@scheduler/contracts/roles';
import { dashboardMeetingSearch, type dashboardMeetingData, type quarterAnswer } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { quarterWindow } from '../dashboard/dashboard-quarters.ts';
import { errors } from '../errors.ts';
import { formatApiDate, formatDisplayDateTime, formatInZone } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE, timeZoneShortCode } from '../time/time-zones.ts';
import { addCalendarDays, parseApiDate, zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import type { Meeting } from './meeting-entity.ts';
import { filtersOf, isFilled, parseSearchData, passes } from './meeting-list-filters.ts';
import { assertFilterIds } from './meeting-list-ranges.ts';
import { createMeetingStore } from './meeting-store.ts';

type DashboardData = z.input<typeof dashboardMeetingData>;

/** Dashboard constants (doc 2 §9): six weeks shown by default, at most 26; weeks 1 to 5 then the overflow week. */
export const DASHBOARD_DEFAULT_DAYS = 6 * 7;
export const DASHBOARD_MAX_DAYS = 26 * 7;
export const OVERFLOW_WEEK_KEY = '999999';
const SHOWN_WEEKS = 5;
const STATE_BARS_MIN = 5;
const STATE_BARS_MAX = 8;

/** The ISO week number of a calendar date. */
export function isoWeek(date: string): number {
  const { year, month, day } = parseApiDate(date);
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** The Monday of a date's week. */
const mondayOf = (date: string) => {
  const { year, month, day } = parseApiDate(date);
  return addCalendarDays(date, -((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7));
};

type Week = {
  filled: number;
  unfilled: number;
  noShow: number;
  booked: number;
  display: string;
  start: string;
  end: string;
};

/**
 * The week rows (doc 2 Dashboard "Upcoming Availabilities"): the range's first five weeks keyed by ISO week number,
 * later weeks added together under 999999. Internal meetings have no spots and count in neither.
 */
export function weekData(meetings: readonly Meeting[], firstDay: string, lastDay: string): Record<string, Week> {
  const weeks: Record<string, Week> = {};
  const firstMonday = mondayOf(firstDay);
  const label = (d: string) => formatInZone(new Date(`${d}T12:00:00Z`), 'UTC', 'dd MMM');
  for (let i = 0; i < SHOWN_WEEKS; i++) {
    const start = addCalendarDays(firstMonday, 7 * i);
    if (start > lastDay) break;
    const end = addCalendarDays(start, 6);
    weeks[String(isoWeek(start))] = { filled: 0, unfilled: 0, noShow: 0, booked: 0, display: `${label(start)} - ${label(end)}`, start, end };
  }
  const overflowStart = addCalendarDays(firstMonday, 7 * SHOWN_WEEKS);
  for (const m of meetings) {
    if (m.stepType === 'INTERNAL') continue;
    const day = formatApiDate(new Date(m.start), SERVER_TIME_ZONE);
    let key = String(isoWeek(day));
    if (day >= overflowStart) {
      key = OVERFLOW_WEEK_KEY;
      weeks[key] ??= { filled: 0, unfilled: 0, noShow: 0, booked: 0, display: `${label(overflowStart)} +`, start: overflowStart, end: lastDay };
    }
    const w = weeks[key];
    if (!w) continue;
    if (isFilled(m)) w.filled++;
    else w.unfilled++;
    if (!m.show) w.noShow++;
    w.booked += m.candidatesConfirmed;
  }
  return weeks;
}

/** A bar's name as read for ordering ties: the remote bar ('{Remote}', filled with the organisation's word) as Remote. */
const sortName = (name: string) => name.replace(/[{}]/g, '');

/** The state bars: filled and unfilled meetings per onsite state (remote as {Remote}), the top 8 by total, padded to 5. */
export function stateData(meetings: readonly Meeting[]): { name: string; filled: number; unfilled: number }[] {
  const byState = new Map<string, { name: string; filled: number; unfilled: number }>();
  for (const m of meetings) {
    if (m.stepType === 'INTERNAL') continue;
    const name = m.deliveryMethod === 'REMOTE' ? '{Remote}' : (m.address?.state ?? '').toUpperCase() || 'Unknown';
    const bar = byState.get(name) ?? { name, filled: 0, unfilled: 0 };
    if (isFilled(m)) bar.filled++;
    else bar.unfilled++;
    byState.set(name, bar);
  }
  const bars = [...byState.values()]
    .sort((a, b) => b.filled + b.unfilled - (a.filled + a.unfilled) || sortName(a.name).localeCompare(sortName(b.name)))
    .slice(0, STATE_BARS_MAX);
  while (bars.length < STATE_BARS_MIN) bars.push({ name: '', filled: 0, unfilled: 0 });
  return bars;
}

/**
 * The Total Appointments figures (doc 2 Dashboard pies: Filled and Unfilled, Active and Inactive, Locations): every
 * pair counts the same meetings, those with spots for candidates (interviews and assessments), as the week rows and the
 * state bars do. Internal work sessions have no spots and count in none (the week rows and Filled/Unfilled always left
 * them out while Onsite/Remote and Active/Inactive counted them, so the pies disagreed for the same filter). So
 * Filled + Unfilled = Onsite + Remote = Active + Inactive, for any filter.
 */
export function appointmentFigures(meetings: readonly Meeting[]) {
  const spotted = meetings.filter((m) => m.stepType !== 'INTERNAL');
  const count = (keep: (m: Meeting) => boolean) => spotted.filter(keep).length;
  return {
    countFilled: count(isFilled),
    countUnfilled: count((m) => !isFilled(m)),
    countOnsite: count((m) => m.deliveryMethod !== 'REMOTE'),
    countRemote: count((m) => m.deliveryMethod === 'REMOTE'),
    countActive: count((m) => m.active),
    countInactive: count((m) => !m.active),
  };
}

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
      const meetings = await meetingsOf(
        organisationId,
        { projects: search.encryptedProjectId, assessors: search.encryptedAssessorId.length ? search.encryptedAssessorId : undefined },
        zonedDayBoundsUtc(firstDay, SERVER_TIME_ZONE).start.toISOString(),
        new Date(zonedDayBoundsUtc(lastDay, SERVER_TIME_ZONE).end.getTime() - 1).toISOString(),
        (m) => passes(m, filters),
      );
      const now = deps.clock.now().getTime();
      const open = meetings.filter((m) => m.stepType !== 'INTERNAL' && m.active && m.show && !isFilled(m) && Date.parse(m.start) >= now);
      const tile = (m: Meeting | undefined) =>
        m
          ? {
              display: formatDisplayDateTime(new Date(m.start), m.timeZone),
              timezone: timeZoneShortCode(m.timeZone) ?? m.timeZone,
              openLink: `/meeting/${m.projectId}/${m.meetingId}`,
            }
          : null;
      const first = open[0];
      return {
        firstAvailable: tile(first),
        nextAvailable: tile(open.find((m) => first && m.start > first.start)),
        mapWeekData: weekData(meetings, firstDay, lastDay),
        ...appointmentFigures(meetings),
        listStateData: stateData(meetings),
      };
    },

    /**
     * meeting/getQuarterDataMeeting: the organisation's meetings (not archived) per quarter, from four quarters back to
     * three ahead. The list names step types and projects to count only theirs (an unknown project is not found).
     */
    async quarters(actor: Actor, tokens: readonly string[]): Promise<z.input<typeof quarterAnswer>> {
      const organisationId = actor.organisationId;
      const stepTypes = tokens.filter((t): t is StepType => (STEP_TYPES as readonly string[]).includes(t));
      const projects = [...new Set(tokens.filter((t) => t && !(STEP_TYPES as readonly string[]).includes(t) && t !== 'ALL'))];
      await assertFilterIds(db, organisationId, { projects });
      const quarters = quarterWindow(formatApiDate(deps.clock.now(), SERVER_TIME_ZONE));
      const bound = (day: string) => zonedDayBoundsUtc(day, SERVER_TIME_ZONE).start.toISOString();
      const meetings = await meetingsOf(organisationId, { projects }, bound(quarters[0]!.first), bound(quarters.at(-1)!.next), (m) =>
        stepTypes.length ? stepTypes.includes(m.stepType) : true,
      );
      return quarters.map((quarter) => {
        const [from, to] = [bound(quarter.first), bound(quarter.next)];
        return { qtr: quarter.label, count: meetings.filter((m) => m.start >= from && m.start < to).length };
      });
    },
  };
}
