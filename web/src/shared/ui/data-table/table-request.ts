import type { TableRequest } from '@scheduler/contracts/envelope';
import type { Sort } from '../../lib/table-state.ts';
import type { ExportFormat, ExportScope } from './export-dialog.tsx';

export interface TableQuery {
  filter: string;
  /** null: the list's default sort. */
  sort: Sort | null;
  defaultSort: Sort | null;
  pageIndex: number;
  pageSize: number;
  searchData?: string;
}

/** The spec's table request (doc 1 §3). */
export function buildTableRequest(q: TableQuery): TableRequest {
  const sort = q.sort ?? q.defaultSort;
  return {
    filter: q.filter,
    sortColumn: sort?.column ?? '',
    sortDirection: sort?.direction ?? '',
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    ...(q.searchData !== undefined ? { searchData: q.searchData } : {}),
  };
}

/** The export request: the same table request plus format, file name and `key_label` headers; ALL asks for every row from page 0. */
export function buildExportRequest(
  q: TableQuery,
  choice: { format: ExportFormat; scope: ExportScope },
  total: number,
  exportFileName: string,
  columns: { key: string; label: string }[],
): TableRequest {
  const base = buildTableRequest(choice.scope === 'ALL' ? { ...q, pageIndex: 0, pageSize: Math.max(total, q.pageSize) } : q);
  return {
    ...base,
    exportFormat: choice.format,
    exportFileName,
    exportTableHeaders: columns.map((c) => `${c.key}_${c.label}`),
  };
}
