import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '../db.ts';
import { createListCounterStore } from '../lists/list-counter-store.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { isFilled, type MeetingFilters } from '../meeting/meeting-list-filters.ts';
import { formatApiDate, formatInZone } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { addCalendarDays } from '../time/zoned-date-time.ts';
import { type FigureCell, type FigureScope, cellOfCounter, cellPrefix, type Grain } from './meeting-figure-counters.ts';
import { isoWeek, mondayOf, rangeCover } from './dashboard-weeks.ts';

export const OVERFLOW_WEEK_KEY = '999999';
const SHOWN_WEEKS = 5;
const STATE_BARS_MIN = 5;
const STATE_BARS_MAX = 8;

type Week = { filled: number; unfilled: number; noShow: number; booked: number; display: string; start: string; end: string };

/** A meeting as one cell of its own (the figures of meetings read as items). Internal meetings have no cell. */
export function cellOfMeeting(m: Meeting): FigureCell | undefined {
  if (m.stepType === 'INTERNAL') return undefined;
  const remote = m.deliveryMethod === 'REMOTE';
  return {
    day: formatApiDate(new Date(m.start), SERVER_TIME_ZONE),
    stepType: m.stepType,
    filled: isFilled(m),
    active: m.active,
    show: m.show,
    remote,
    state: remote ? '' : (m.address?.state ?? '').toUpperCase(),
    meetings: 1,
    booked: m.candidatesConfirmed,
  };
}

/** Whether a cell's meetings pass the filters a cell tells (method, state, step type, fill); groups and-ed. */
export function cellPasses(c: FigureCell, f: Pick<MeetingFilters, 'methods' | 'states' | 'stepTypes' | 'fill'>): boolean {
  if (f.methods.length && !f.methods.includes(c.remote ? 'REMOTE' : 'ONSITE')) return false;
  if (f.states.length && !c.remote && !f.states.includes(c.state.toLowerCase())) return false;
  if (f.stepTypes.length && !f.stepTypes.includes(c.stepType as StepType)) return false;
  if (f.fill.length) {
    const fills = [c.filled ? 'FILLED' : 'UNFILLED', ...(c.show ? [] : ['SHOW_NO'])];
    if (!f.fill.some((v) => fills.includes(v))) return false;
  }
  return true;
}

/**
 * The week rows (doc 2 Dashboard "Upcoming Availabilities"): the range's first five weeks keyed by ISO week number,
 * later weeks added together under 999999. A cell counts in the week of its day (a week cell's Monday).
 */
export function weekData(cells: readonly FigureCell[], firstDay: string, lastDay: string): Record<string, Week> {
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
  for (const c of cells) {
    let key = String(isoWeek(c.day));
    if (c.day >= overflowStart) {
      key = OVERFLOW_WEEK_KEY;
      weeks[key] ??= { filled: 0, unfilled: 0, noShow: 0, booked: 0, display: `${label(overflowStart)} +`, start: overflowStart, end: lastDay };
    }
    const w = weeks[key];
    if (!w) continue;
    if (c.filled) w.filled += c.meetings;
    else w.unfilled += c.meetings;
    if (!c.show) w.noShow += c.meetings;
    w.booked += c.booked;
  }
  return weeks;
}

/** A bar's name as read for ordering ties: the remote bar ('{Remote}', filled with the organisation's word) as Remote. */
const sortName = (name: string) => name.replace(/[{}]/g, '');

/** The state bars: filled and unfilled meetings per onsite state (remote as {Remote}), the top 8 by total, padded to 5. */
export function stateData(cells: readonly FigureCell[]): { name: string; filled: number; unfilled: number }[] {
  const byState = new Map<string, { name: string; filled: number; unfilled: number }>();
  for (const c of cells) {
    if (c.meetings === 0) continue;
    const name = c.remote ? '{Remote}' : c.state || 'Unknown';
    const bar = byState.get(name) ?? { name, filled: 0, unfilled: 0 };
    if (c.filled) bar.filled += c.meetings;
    else bar.unfilled += c.meetings;
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
 * state bars do. Internal work sessions have no spots and count in none, so Filled + Unfilled = Onsite + Remote =
 * Active + Inactive, for any filter.
 */
export function appointmentFigures(cells: readonly FigureCell[]) {
  const count = (keep: (c: FigureCell) => boolean) => cells.reduce((n, c) => n + (keep(c) ? c.meetings : 0), 0);
  return {
    countFilled: count((c) => c.filled),
    countUnfilled: count((c) => !c.filled),
    countOnsite: count((c) => !c.remote),
    countRemote: count((c) => c.remote),
    countActive: count((c) => c.active),
    countInactive: count((c) => !c.active),
  };
}

/**
 * The cells of the meetings starting in the days [first, last] (yyyy-MM-dd, the server zone's), of the organisation
 * or of the projects named: the whole weeks' counters and the edge days' (dashboard-weeks.ts rangeCover), so a read
 * covers at most 12 day counters and 27 week counters per scope, each a few cells, whatever the organisation holds.
 */
export async function readFigureCells(
  db: Db,
  organisationId: string,
  projects: readonly string[],
  first: string,
  last: string,
): Promise<FigureCell[]> {
  const counters = createListCounterStore(db);
  const scopes: FigureScope[] = projects.length ? projects.map((p): FigureScope => `p.${p}`) : ['o'];
  const cover = rangeCover(first, last);
  const runs: { grain: Grain; from: string; to: string }[] = [
    ...cover.days.map((d) => ({ grain: 'd' as const, ...d })),
    ...(cover.weeks ? [{ grain: 'w' as const, ...cover.weeks }] : []),
  ];
  const read = await Promise.all(
    scopes.flatMap((scope) =>
      runs.map((run) => {
        const prefix = cellPrefix(scope, run.grain);
        // '~' sorts after every part of a cell name: the run's last day holds all its cells.
        return counters.countersBetween(organisationId, `${prefix}${run.from}`, `${prefix}${run.to}#~`);
      }),
    ),
  );
  // A counter its meetings all left reads 0: no cell (an empty overflow week is not shown).
  return read.flat().flatMap(({ list, count }) => (count === 0 ? [] : (cellOfCounter(list, count) ?? [])));
}
