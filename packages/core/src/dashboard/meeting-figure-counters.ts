import type { StepType } from '@scheduler/contracts/roles';
import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { isFilled } from '../meeting/meeting-list-filters.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { quarterLabelOf } from './dashboard-quarters.ts';
import { mondayOf } from './dashboard-weeks.ts';

/**
 * The dashboard's meeting counters (doc 2 Dashboard), kept by the meeting and seat writes in their transaction through
 * the list counters (lists/list-counters.ts counterWrite, sharded), so a figure reads a few counters whatever the
 * organisation's size and the range's length:
 * - a cell: how many meetings with spots (interviews and assessments, not archived) start on one day, or in one week
 *   (its Monday), with one step type, fill, active flag, visibility and place (remote, or the onsite state), and the
 *   seats booked in them (`…#booked`): the week rows, the pies and the state bars add cells up, and the dashboard's
 *   filters (step type, method, state, fill) pick cells;
 * - a quarter: how many meetings (every step type, not archived) start in one quarter, per step type.
 * Each is kept for the organisation (`o`) and for the meeting's project (`p.{projectId}`): the project filter reads
 * the projects' own counters. Days and weeks are the server zone's, as the range's bounds are.
 */

/** The meeting fields a figure counts (a delivery method left out is the entity's default, onsite). */
export type FigureMeeting = Pick<
  Meeting,
  'projectId' | 'stepType' | 'start' | 'archived' | 'active' | 'show' | 'candidateMax' | 'candidatesConfirmed'
> &
  Partial<Pick<Meeting, 'address' | 'deliveryMethod'>>;

/** One cell as the dashboard reads it: its meetings, the seats booked in them, and what tells it apart. */
export interface FigureCell {
  /** The day (day cells) or the Monday of the week (week cells), yyyy-MM-dd. */
  day: string;
  stepType: StepType;
  filled: boolean;
  active: boolean;
  show: boolean;
  remote: boolean;
  /** The onsite state as entered, upper case ('' when none). */
  state: string;
  meetings: number;
  booked: number;
}

export type FigureScope = 'o' | `p.${string}`;
export type Grain = 'd' | 'w';

const PREFIX = 'dash#m';
const QUARTER_PREFIX = 'dash#q';
const BOOKED = 'booked';

/** A state as a name part: no '#' (the parts' separator) and no '~' (the shards' mark). */
const encodeState = (state: string) => encodeURIComponent(state).replace(/~/g, '%7E');

/** The prefix of a scope's cells of one grain: `dash#m#o#w#` … */
export const cellPrefix = (scope: FigureScope, grain: Grain) => `${PREFIX}#${scope}#${grain}#`;

/** The counter of a scope's meetings of one step type starting in one quarter ('yyyy-Qn'). */
export const quarterCounter = (scope: FigureScope, quarter: string, stepType: string) => `${QUARTER_PREFIX}#${scope}#${quarter}#${stepType}`;

/** The scopes a meeting counts in: the organisation and its project. */
const scopesOf = (m: Pick<FigureMeeting, 'projectId'>): FigureScope[] => ['o', `p.${m.projectId}`];

/** The counters a meeting adds to, with what it adds (1 per meeting, its confirmed seats for booked). */
export function meetingFigureCounts(m: FigureMeeting): Map<string, number> {
  const out = new Map<string, number>();
  if (m.archived) return out;
  const day = formatApiDate(new Date(m.start), SERVER_TIME_ZONE);
  for (const scope of scopesOf(m)) {
    out.set(quarterCounter(scope, quarterLabelOf(day), m.stepType), 1);
    if (m.stepType === 'INTERNAL') continue;
    const remote = m.deliveryMethod === 'REMOTE';
    const rest = [
      m.stepType,
      isFilled(m) ? 'F' : 'U',
      m.active ? 'A' : 'I',
      m.show ? 'S' : 'N',
      remote ? 'R' : 'O',
      remote ? '' : encodeState((m.address?.state ?? '').toUpperCase()),
    ].join('#');
    for (const [grain, date] of [
      ['d', day],
      ['w', mondayOf(day)],
    ] as const) {
      const cell = `${cellPrefix(scope, grain)}${date}#${rest}`;
      out.set(cell, 1);
      if (m.candidatesConfirmed) out.set(`${cell}#${BOOKED}`, m.candidatesConfirmed);
    }
  }
  return out;
}

/** A meeting as it was (absent: new) and as it is after the write (absent: deleted). */
export type FigureMove = readonly [FigureMeeting | undefined, FigureMeeting | undefined];

/** What the moves change, netted per counter (a transaction may write one counter item once). */
export function figureDeltas(moves: readonly FigureMove[]): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [before, after] of moves) {
    for (const [list, n] of before ? meetingFigureCounts(before) : []) delta.set(list, (delta.get(list) ?? 0) - n);
    for (const [list, n] of after ? meetingFigureCounts(after) : []) delta.set(list, (delta.get(list) ?? 0) + n);
  }
  for (const [list, n] of delta) if (n === 0) delta.delete(list);
  return delta;
}

/** The counter writes of the moves, for the transaction that writes the meetings. */
export const meetingFigureWrites = (listCounter: TransactionEntities['listCounter'], organisationId: string, moves: readonly FigureMove[]) =>
  [...figureDeltas(moves)].map(([list, by]) => counterWrite(listCounter, organisationId, list, by));

/** A cell counter's name read back (undefined for a name that is not a cell). */
export function cellOfCounter(list: string, count: number): FigureCell | undefined {
  const parts = list.split('#');
  if (parts.length < 11 || `${parts[0]}#${parts[1]}` !== PREFIX) return undefined;
  const [, , , , day, stepType, fill, active, show, place, state, booked] = parts;
  return {
    day: day!,
    stepType: stepType as StepType,
    filled: fill === 'F',
    active: active === 'A',
    show: show === 'S',
    remote: place === 'R',
    state: decodeURIComponent(state!),
    meetings: booked === BOOKED ? 0 : count,
    booked: booked === BOOKED ? count : 0,
  };
}
