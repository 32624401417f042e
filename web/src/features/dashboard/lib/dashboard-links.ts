import type { StepType } from '@scheduler/contracts/roles';
import { listState } from '../../../shared/lib/table-state.ts';
import type { DashboardFilters } from './dashboard-filters.ts';

/**
 * The pre-filtered lists the dashboard's figures open (doc 2 Dashboard): each list reads its remembered state
 * (shared/lib/table-state.ts) when it opens, so the dashboard writes the state it should open with.
 */

/** Where the meeting page returns to (doc 2 §9 meeting-return-url); 'home' from the dashboard. */
export const MEETING_RETURN_KEY = 'meeting-return-url';

const json = (v: string[]) => JSON.stringify(v);

/** manage/meeting-list, Active tab, with the fill filter, the step type, projects, assessors and the dates. */
export function openMeetingList(f: DashboardFilters, fill: 'FILLED' | 'UNFILLED' | '', range: { start: string; end: string }): string {
  const filters = [...(fill ? [fill] : []), ...(f.stepType && f.stepType !== 'INTERNAL' ? [f.stepType as StepType] : [])];
  listState.write('meeting-list', {
    tab: 'active',
    pageIndex: 0,
    filters: {
      filters: json(filters),
      projects: json(f.projectId),
      assessors: json(f.assessorIds),
      states: json([]),
      dateFrom: range.start,
      dateTo: range.end,
    },
  });
  return '/manage/meeting-list';
}

/** manage/user-list, Active tab, for one user type, the search text and the dashboard's project when it names one. */
export function openUserList(userType: string, search: string, projects: string[]): string {
  listState.write('user-list', {
    tab: 'ACTIVE',
    filter: search.toLowerCase(),
    pageIndex: 0,
    filters: { userType, projectId: projects.length === 1 ? projects[0]! : '', status: '', expiryDays: '7', expiryType: 'Expiring' },
  });
  return '/manage/user-list';
}

/** manage/booking-list on one tab (the booking tab names of user-booking/getBookingCounters). */
export function openBookingList(tab: string): string {
  listState.write('booking-list', { tab, pageIndex: 0 });
  return '/manage/booking-list';
}

/** A meeting opened from a tile: the meeting page returns home (doc 2 Dashboard). */
export function openMeeting(openLink: string, storage: Pick<Storage, 'setItem'> = localStorage): string {
  storage.setItem(MEETING_RETURN_KEY, 'home');
  return openLink;
}
