import { describe, expect, it } from 'vitest';
import { gridLayout } from './grid-layout.ts';

describe('grid layout (doc 2 §9: 25 tiles a page, smallest n ≤ 5 with n² ≥ tiles)', () => {
  it('sizes the grid for 1 to 30 tiles', () => {
    const columns = Array.from({ length: 30 }, (_, i) => gridLayout(i + 1).columns);
    expect(columns).toEqual([1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
  });

  it('pages after 25 tiles and lays out the second page by its own tiles', () => {
    expect(gridLayout(25)).toEqual({ columns: 5, pages: 1, page: 0, start: 0, end: 25 });
    expect(gridLayout(30, 0)).toEqual({ columns: 5, pages: 2, page: 0, start: 0, end: 25 });
    expect(gridLayout(30, 1)).toEqual({ columns: 3, pages: 2, page: 1, start: 25, end: 30 });
    expect(gridLayout(26, 1)).toEqual({ columns: 1, pages: 2, page: 1, start: 25, end: 26 });
  });

  it('keeps the page inside the pages there are (a tile left)', () => {
    expect(gridLayout(20, 1)).toMatchObject({ page: 0, start: 0, end: 20 });
    expect(gridLayout(0)).toEqual({ columns: 1, pages: 1, page: 0, start: 0, end: 0 });
  });
});
