import { MSG } from '@scheduler/contracts/messages';

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  column: string;
  direction: SortDirection;
}

/**
 * Sorting rotates ascending, descending, none (doc 1 §9); `null` is "none", which means the list's default sort.
 * A click on another column starts at ascending.
 */
export function rotateSort(current: Sort | null, column: string): Sort | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return null;
}

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export const MAX_PAGE_LINKS = 10;

/** Page links (0-based) around the current page: none when the total fits one page, at most 10. */
export function pageLinks(total: number, pageSize: number, pageIndex: number): number[] {
  if (total <= pageSize || pageSize <= 0) return [];
  const pages = Math.ceil(total / pageSize);
  const count = Math.min(MAX_PAGE_LINKS, pages);
  let start = Math.max(0, pageIndex - Math.floor(count / 2));
  start = Math.min(start, pages - count);
  return Array.from({ length: count }, (_, i) => start + i);
}

export const NO_RECORDS = MSG.noRecords;
export const NO_SEARCH_RECORDS = MSG.noSearchRecords;

export function emptyMessage(filter: string): string {
  return filter ? NO_SEARCH_RECORDS : NO_RECORDS;
}

/** Remembered list state (doc 1 §2.15): search, sort, page, page size and tab, per list key, in sessionStorage. */
export interface ListState {
  filter: string;
  sort: Sort | null;
  pageIndex: number;
  pageSize?: number;
  tab?: string;
  /** The list's own filters (organisation, status ...). */
  filters?: Record<string, string>;
}

const storageKey = (listKey: string) => `scheduler.list.${listKey}`;

export const listState = {
  read(listKey: string): Partial<ListState> {
    try {
      const v = sessionStorage.getItem(storageKey(listKey));
      return v ? (JSON.parse(v) as Partial<ListState>) : {};
    } catch {
      return {};
    }
  },
  write(listKey: string, state: Partial<ListState>): void {
    sessionStorage.setItem(storageKey(listKey), JSON.stringify({ ...listState.read(listKey), ...state }));
  },
};
