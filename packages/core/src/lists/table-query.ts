import type { TableRequest } from '@scheduler/contracts/envelope';

export type SortValue = string | number | boolean | undefined | null;

/** How one list is searched and sorted: the one rule every list (and its export) goes through. */
export interface TableSpec<T> {
  /** The texts a search matches (case-insensitive substring). */
  searchable: (row: T) => (string | undefined | null)[];
  /** Sortable columns by the name the client sends as sortColumn. */
  sortable: Record<string, (row: T) => SortValue>;
  defaultSort: { column: string; direction: 'asc' | 'desc' };
}

/** The spec's search rule: trimmed and lower-cased (markup never reaches here: the pipeline rejects it). */
export const normaliseSearch = (text: string | undefined) => (text ?? '').trim().toLowerCase();

const compare = (a: SortValue, b: SortValue): number => {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-GB', { sensitivity: 'base', numeric: true });
};

/**
 * The sort key of a declared column only: a name the client sends is never looked up on the prototype
 * (`hasOwnProperty`, `constructor`, `__proto__` are not columns).
 */
const sortKey = <T>(spec: TableSpec<T>, column: string): ((row: T) => SortValue) | undefined =>
  Object.hasOwn(spec.sortable, column) ? spec.sortable[column] : undefined;

/** The sort a request asks for when it names a declared column and a direction, otherwise the list's default. */
export function sortOf<T>(
  req: Pick<TableRequest, 'sortColumn' | 'sortDirection'>,
  spec: TableSpec<T>,
): { column: string; direction: 'asc' | 'desc' } {
  return req.sortColumn && req.sortDirection && sortKey(spec, req.sortColumn)
    ? { column: req.sortColumn, direction: req.sortDirection }
    : spec.defaultSort;
}

/**
 * Filters, sorts and pages rows in memory. pageSize 0 means every row (the export's ALL). For small bounded sets
 * (departments, labels, templates) and for a capped sort by a column without an index (index-page.ts); unbounded
 * lists page through an index instead (DESIGN §3.7).
 */
export function applyTableRequest<T>(rows: readonly T[], req: TableRequest, spec: TableSpec<T>): { dataset: T[]; size: number } {
  const term = normaliseSearch(req.filter);
  const found = term ? rows.filter((r) => spec.searchable(r).some((v) => v != null && String(v).toLowerCase().includes(term))) : [...rows];
  const sort = sortOf(req, spec);
  const key = sortKey(spec, sort.column);
  if (key) {
    const sign = sort.direction === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * compare(key(a), key(b)));
  }
  const size = found.length;
  if (!req.pageSize) return { dataset: found, size };
  const start = req.pageIndex * req.pageSize;
  return { dataset: found.slice(start, start + req.pageSize), size };
}
