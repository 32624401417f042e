import { describe, expect, it } from 'vitest';
import { nextFilter, normaliseSearch } from './search-text.ts';
import { emptyMessage, listState, pageLinks, rotateSort } from './table-state.ts';

describe('search rule', () => {
  it('trims, lower-cases and strips markup', () => {
    expect(normaliseSearch('  Smith  ')).toBe('smith');
    expect(normaliseSearch('<b>Jane</b> DOE')).toBe('jane doe');
    expect(normaliseSearch('a<script>x')).toBe('a x');
  });
  it('is applied only when it changed', () => {
    expect(nextFilter('smith', '  SMITH ')).toBeNull();
    expect(nextFilter('smith', 'smit')).toBe('smit');
    expect(nextFilter('', '   ')).toBeNull();
  });
});

describe('sort rotation', () => {
  it('goes ascending, descending, then none (default sort)', () => {
    const a = rotateSort(null, 'name');
    expect(a).toEqual({ column: 'name', direction: 'asc' });
    const d = rotateSort(a, 'name');
    expect(d).toEqual({ column: 'name', direction: 'desc' });
    expect(rotateSort(d, 'name')).toBeNull();
  });
  it('starts another column at ascending', () => {
    expect(rotateSort({ column: 'name', direction: 'desc' }, 'code')).toEqual({ column: 'code', direction: 'asc' });
  });
});

describe('paging links', () => {
  it('shows none when the total fits one page', () => {
    expect(pageLinks(10, 10, 0)).toEqual([]);
    expect(pageLinks(0, 10, 0)).toEqual([]);
  });
  it('shows a link per page when the total exceeds the page size', () => {
    expect(pageLinks(11, 10, 0)).toEqual([0, 1]);
  });
  it('shows at most 10 links, around the current page', () => {
    expect(pageLinks(1000, 10, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageLinks(1000, 10, 50)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54]);
    expect(pageLinks(1000, 10, 99)).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
  });
});

describe('empty messages', () => {
  it('tells an empty list from an empty search', () => {
    expect(emptyMessage('')).toBe('No Records available.');
    expect(emptyMessage('smith')).toBe('No records found during search.');
  });
});

describe('remembered list state', () => {
  it('keeps search, sort, page and tab per list key in sessionStorage', () => {
    listState.write('user-list', { filter: 'ann', sort: { column: 'fullName', direction: 'desc' }, pageIndex: 2, tab: 'Archived' });
    listState.write('project', { filter: 'x' });
    expect(listState.read('user-list')).toEqual({ filter: 'ann', sort: { column: 'fullName', direction: 'desc' }, pageIndex: 2, tab: 'Archived' });
    expect(listState.read('project')).toEqual({ filter: 'x' });
    expect(sessionStorage.getItem('scheduler.list.user-list')).toContain('Archived');
  });
});
