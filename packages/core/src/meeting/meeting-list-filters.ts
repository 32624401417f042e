import { MSG } from '@scheduler/contracts/messages';
import type { StepType } from '@scheduler/contracts/roles';
import { STEP_TYPES } from '@scheduler/contracts/roles';
import { MEETING_FILL_FILTERS, MEETING_STATUS_FILTERS, type MeetingListSearch, type MeetingListType } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import { errors } from '../errors.ts';
import { zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import type { MeetingTab } from './meeting-entity.ts';

/** The index tab each list type reads (the calendar reads every tab but the archived one). */
export const TAB_OF_LIST: Record<Exclude<MeetingListType, 'calendar'>, MeetingTab> = {
  active: 'ACTIVE',
  inactive: 'INACTIVE',
  archived: 'ARCHIVED',
  internal: 'INTERNAL',
  show_no: 'SHOW_NO',
};

/** The meeting attributes the custom filters look at (as stored, so a whole-item index row serves too). */
export interface FilterableMeeting {
  listTab?: unknown;
  stepType?: unknown;
  deliveryMethod?: unknown;
  show?: unknown;
  candidatesConfirmed?: unknown;
  candidateMax?: unknown;
  statusInternal?: unknown;
  projectId?: unknown;
  assessorId?: unknown;
  address?: unknown;
}

/** Filled: every spot confirmed (doc 2 Fill Type). */
export const isFilled = (m: { candidatesConfirmed?: unknown; candidateMax?: unknown }) =>
  Number(m.candidatesConfirmed ?? 0) >= Number(m.candidateMax ?? 0) && Number(m.candidateMax ?? 0) > 0;

/** The parsed filters of a list request beyond its tab and date range; each group empty means "any". */
export interface MeetingFilters {
  methods: string[];
  fill: string[];
  status: string[];
  stepTypes: StepType[];
  projects: string[];
  states: string[];
}

/** The custom filters split into their groups; a state filter only counts with ONSITE in the Method filter. */
export function filtersOf(search: Pick<MeetingListSearch, 'filters' | 'encryptedProjectId' | 'state'>): MeetingFilters {
  const f = new Set<string>(search.filters);
  const methods = f.has('BOTH') ? [] : (['ONSITE', 'REMOTE'] as const).filter((m) => f.has(m));
  const states = methods.includes('ONSITE') ? search.state.map((s) => s.toLowerCase()).filter(Boolean) : [];
  return {
    methods,
    fill: MEETING_FILL_FILTERS.filter((v) => f.has(v)),
    status: MEETING_STATUS_FILTERS.filter((v) => f.has(v)),
    stepTypes: STEP_TYPES.filter((v) => f.has(v)),
    projects: [...new Set(search.encryptedProjectId)],
    states,
  };
}

/** True when a filter beyond tab, date range and assessor is set (the list then reads whole items). */
export const narrowsItems = (f: MeetingFilters) =>
  f.methods.length + f.fill.length + f.status.length + f.stepTypes.length + f.projects.length + f.states.length > 0;

/** Whether a meeting passes the filters: groups are and-ed, values in a group or-ed. */
export function passes(m: FilterableMeeting, f: MeetingFilters): boolean {
  if (f.methods.length && !f.methods.includes(String(m.deliveryMethod))) return false;
  if (f.states.length && m.deliveryMethod === 'ONSITE') {
    const state = String((m.address as { state?: string } | undefined)?.state ?? '').toLowerCase();
    if (!f.states.includes(state)) return false;
  }
  if (f.stepTypes.length && !f.stepTypes.includes(m.stepType as StepType)) return false;
  if (f.status.length && !f.status.includes(String(m.statusInternal ?? 'PENDING'))) return false;
  if (f.projects.length && !f.projects.includes(String(m.projectId))) return false;
  if (f.fill.length) {
    const fills = [isFilled(m) ? 'FILLED' : 'UNFILLED', ...(m.show === false ? ['SHOW_NO'] : [])];
    if (!f.fill.some((v) => fills.includes(v))) return false;
  }
  return true;
}

/**
 * The date range 'yyyy-MM-dd~yyyy-MM-dd' as UTC instants: from the first day's start to the last day's end in `zone`
 * (the server zone: the list's dates are the organisation's days). Either side may be open.
 */
export function rangeOf(dateRange: string | undefined, zone: string): { from?: string; to?: string } {
  if (!dateRange?.trim()) return {};
  const [first = '', last = ''] = dateRange.split('~');
  const from = first ? zonedDayBoundsUtc(first, zone).start.toISOString() : undefined;
  const to = last ? new Date(zonedDayBoundsUtc(last, zone).end.getTime() - 1).toISOString() : undefined;
  if (from && to && from > to) throw errors.validation(MSG.validationFailed, { 'searchData.dateRange': 'The range ends before it starts' });
  return { from, to };
}

export { parseSearchData } from '../lists/search-data.ts';
