import { describe, expect, it } from 'vitest';
import { tableRequest } from '@scheduler/contracts/envelope';
import { applyTableRequest, type TableSpec } from './table-query.ts';

type Row = { name: string; n: number };
const spec: TableSpec<Row> = {
  searchable: (r) => [r.name],
  sortable: { name: (r) => r.name, n: (r) => r.n },
  defaultSort: { column: 'name', direction: 'asc' },
};
const rows: Row[] = [
  { name: 'Charlie', n: 3 },
  { name: 'alpha', n: 10 },
  { name: 'Bravo', n: 2 },
];
const req = (o: object) => tableRequest.parse(o);

describe('applyTableRequest', () => {
  it('sorts by the default sort when none is asked, case-insensitively', () => {
    expect(applyTableRequest(rows, req({}), spec).dataset.map((r) => r.name)).toEqual(['alpha', 'Bravo', 'Charlie']);
  });
  it('searches trimmed and case-insensitive', () => {
    const out = applyTableRequest(rows, req({ filter: '  BRA ' }), spec);
    expect(out).toEqual({ dataset: [{ name: 'Bravo', n: 2 }], size: 1 });
  });
  it('sorts numbers as numbers, descending when asked', () => {
    expect(applyTableRequest(rows, req({ sortColumn: 'n', sortDirection: 'desc' }), spec).dataset.map((r) => r.n)).toEqual([10, 3, 2]);
  });
  it('ignores an unknown sort column and falls back to the default', () => {
    expect(applyTableRequest(rows, req({ sortColumn: 'evil', sortDirection: 'desc' }), spec).dataset[0].name).toBe('alpha');
  });
  it.each(['hasOwnProperty', 'constructor', '__proto__', 'toString', 'valueOf'])('ignores the inherited name %s as a sort column', (column) => {
    const out = applyTableRequest(rows, req({ sortColumn: column, sortDirection: 'desc' }), spec);
    expect(out.dataset.map((r) => r.name)).toEqual(['alpha', 'Bravo', 'Charlie']);
  });
  it('pages, reporting the full size; page size 0 returns everything', () => {
    expect(applyTableRequest(rows, req({ pageSize: 2, pageIndex: 1 }), spec)).toEqual({ dataset: [{ name: 'Charlie', n: 3 }], size: 3 });
    expect(applyTableRequest(rows, req({ pageSize: 0 }), spec).dataset).toHaveLength(3);
  });
});
