import type { TextLabelCode } from '@scheduler/contracts/labels';
import { AU_STATES } from '@scheduler/contracts/schemas/common';
import type { MeetingListSearch } from '@scheduler/contracts/schemas/meeting';
import type { CurrentUser } from '../../../shared/lib/current-user.ts';
import type { FilterOption } from '../../../shared/ui/dialogs/multi-select-filter.tsx';

/** The meeting list's tabs (doc 2 manage/meeting-list), as the searchData listType names them. */
export const MEETING_TABS = ['active', 'inactive', 'archived', 'internal', 'show_no'] as const;
export type MeetingTab = (typeof MEETING_TABS)[number];
export const isMeetingTab = (v: unknown): v is MeetingTab => (MEETING_TABS as readonly unknown[]).includes(v);

type Label = (code: TextLabelCode, options?: { plural?: boolean }) => string;
type Viewer = Pick<CurrentUser, 'isAnyAdmin' | 'isInternalAccess' | 'showMeetingUnavailableFlag' | 'checkOrgAdminInvigilator' | 'isInvigilator'>;

/** An org admin on an org-admin-invigilator link is treated as an invigilator (doc 2 §6). */
export const actsAsAdmin = (u: Viewer) => u.isAnyAdmin && !u.checkOrgAdminInvigilator;
export const actsAsInvigilator = (u: Viewer) => u.isInvigilator || (u.isAnyAdmin && Boolean(u.checkOrgAdminInvigilator));

/**
 * The tabs a viewer gets: Active; Inactive ('Pending Approval' for non-admins); Archived (admins); the internal tab
 * (internal access, and admins); 'show no' (admins with the meeting-unavailable flag).
 */
export function tabsFor(u: Viewer, label: Label): { value: MeetingTab; label: string }[] {
  const admin = actsAsAdmin(u);
  return [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: admin ? 'Inactive' : 'Pending Approval' },
    ...(admin ? [{ value: 'archived' as const, label: 'Archived' }] : []),
    ...(admin || u.isInternalAccess ? [{ value: 'internal' as const, label: label('INTERNAL') }] : []),
    ...(admin && u.showMeetingUnavailableFlag ? [{ value: 'show_no' as const, label: 'Show No' }] : []),
  ];
}

/** The list's own filters, remembered per page with its tab. */
export interface MeetingListFilters {
  filters: string[];
  projects: string[];
  assessors: string[];
  states: string[];
  dateFrom: string;
  dateTo: string;
}
export const NO_FILTERS: MeetingListFilters = { filters: [], projects: [], assessors: [], states: [], dateFrom: '', dateTo: '' };

/** The State filter shows only when the Method filter holds ONSITE. */
export const stateFilterShown = (f: Pick<MeetingListFilters, 'filters'>) => f.filters.includes('ONSITE');

/** The custom filters dropdown's options, grouped: Method, Fill Type, Status (internal tab), Type (internal access). */
export function customFilterOptions(tab: MeetingTab, u: Viewer, label: Label): FilterOption[] {
  const method = [
    { value: 'ONSITE', label: label('ONSITE'), group: 'Method' },
    { value: 'REMOTE', label: label('REMOTE'), group: 'Method' },
  ];
  if (tab === 'internal') {
    return [...method, { value: 'PENDING', label: 'Pending', group: 'Status' }, { value: 'COMPLETED', label: 'Completed', group: 'Status' }];
  }
  return [
    ...method,
    { value: 'FILLED', label: 'Filled', group: 'Fill Type' },
    { value: 'UNFILLED', label: 'Unfilled', group: 'Fill Type' },
    ...(u.showMeetingUnavailableFlag ? [{ value: 'SHOW_NO', label: 'Show No', group: 'Fill Type' }] : []),
    ...(u.isInternalAccess || actsAsAdmin(u)
      ? (['INTERVIEW', 'ASSESSMENT'] as const).map((t) => ({ value: t, label: label(t), group: 'Type' }))
      : []),
  ];
}

/** The states of the State filter (Australian states and territories, the product's default country). */
export const STATE_OPTIONS: FilterOption[] = AU_STATES.map((s) => ({ value: s, label: s }));

/** searchData of meeting/getMeetingList (doc 2 §3 Search data (meeting list)). */
export function meetingListSearchData(tab: MeetingTab, f: MeetingListFilters, u: Viewer): string {
  const search: Partial<MeetingListSearch> = {
    listType: tab,
    filters: f.filters as MeetingListSearch['filters'],
    encryptedProjectId: f.projects,
    encryptedAssessorId: f.assessors,
    state: stateFilterShown(f) ? f.states : [],
    checkOrgAdminInvigilator: Boolean(u.isAnyAdmin && u.checkOrgAdminInvigilator),
    ...(f.dateFrom || f.dateTo ? { dateRange: `${f.dateFrom}~${f.dateTo}` } : {}),
  };
  return JSON.stringify(search);
}

/** The remembered filters (listState keeps strings): each list as JSON text. */
export const filtersToState = (f: MeetingListFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

export function filtersFromState(raw: Record<string, string> | undefined): MeetingListFilters {
  if (!raw) return NO_FILTERS;
  const list = (k: string) => {
    try {
      const v = JSON.parse(raw[k] ?? '[]');
      return Array.isArray(v) ? v.map(String) : [];
    } catch {
      return [];
    }
  };
  const date = (k: string) => (/^\d{4}-\d{2}-\d{2}$/.test(raw[k] ?? '') ? raw[k]! : '');
  return {
    filters: list('filters'),
    projects: list('projects'),
    assessors: list('assessors'),
    states: list('states'),
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
  };
}
