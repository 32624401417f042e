import { useState } from 'react';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { listState } from '../../../shared/lib/table-state.ts';
import { filtersFromState, filtersToState, isMeetingTab, NO_FILTERS, type MeetingListFilters, type MeetingTab } from './meeting-list-search.ts';

export const MEETING_LIST_KEY = 'meeting-list';

export type MeetingRow = TableRow<'meeting.getMeetingList'>;

interface View {
  tab: MeetingTab;
  filters: MeetingListFilters;
  /** Bulk edit's chosen rows by id; null outside bulk edit. */
  selection: Map<string, MeetingRow> | null;
}

const NONE: ReadonlyMap<string, MeetingRow> = new Map();

/**
 * What the meeting list shows (doc 2 manage/meeting-list): its tab and filters, remembered for the next visit, and
 * bulk edit with its chosen rows. A change of tab resets every filter and leaves bulk edit; a change of filter keeps
 * bulk edit and empties the choice.
 */
export function useMeetingListView(tabs: readonly { value: string }[]) {
  const [view, setView] = useState<View>(() => {
    const remembered = listState.read(MEETING_LIST_KEY);
    const tab = isMeetingTab(remembered.tab) && tabs.some((t) => t.value === remembered.tab) ? remembered.tab : 'active';
    return { tab, filters: filtersFromState(remembered.filters), selection: null };
  });
  const { tab, filters, selection } = view;

  const show = (next: MeetingTab, nextFilters: MeetingListFilters, bulk = selection !== null) => {
    listState.write(MEETING_LIST_KEY, { tab: next, filters: filtersToState(nextFilters), pageIndex: 0 });
    setView({ tab: next, filters: nextFilters, selection: bulk ? new Map() : null });
  };

  return {
    tab,
    filters,
    bulkMode: selection !== null,
    selected: selection ?? NONE,
    /** Another tab: every filter and the date range reset, bulk edit ends. */
    changeTab: (next: MeetingTab) => show(next, NO_FILTERS, false),
    /** A tab with the filters kept (after an assessor's upload: the Inactive tab). */
    showTab: (next: MeetingTab) => show(next, filters),
    change: (patch: Partial<MeetingListFilters>) => show(tab, { ...filters, ...patch }),
    toggleBulk: (on: boolean) => setView((v) => ({ ...v, selection: on ? new Map() : null })),
    choose: (row: MeetingRow, on: boolean) =>
      setView((v) => {
        if (!v.selection) return v;
        const next = new Map(v.selection);
        if (on) next.set(row.encryptedId ?? '', row);
        else next.delete(row.encryptedId ?? '');
        return { ...v, selection: next };
      }),
  };
}
