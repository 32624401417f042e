import { describe, expect, it, vi } from 'vitest';
import { pieOptions, quarterAxisLabel, quarterOptions } from './dashboard-chart-options.ts';
import { USER_CHIP_TYPES, userChips } from './dashboard-users.ts';

describe('dashboard pies', () => {
  it('draw the white separator only where two slices meet: a 100 % pie has no stray radius', () => {
    expect(pieOptions('p', ['Active', 'Inactive'], [0, 21]).stroke?.width).toBe(0);
    expect(pieOptions('p', ['Active', 'Inactive'], [21, 0]).stroke?.width).toBe(0);
    expect(pieOptions('p', ['Active', 'Inactive'], [0, 0]).stroke?.width).toBe(0);
    expect(pieOptions('p', ['Filled', 'Unfilled'], [5, 16]).stroke?.width).toBe(2);
    expect(pieOptions('p', ['Filled', 'Unfilled'], [5, 16])).toMatchObject({ chart: { id: 'p', type: 'pie' }, labels: ['Filled', 'Unfilled'] });
  });
});

describe('dashboard quarter chart', () => {
  const quarters = ['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3'].map((qtr) => ({ qtr, count: 1 }));

  it('labels each bar with the quarter over the year, never rotated, trimmed or hidden', () => {
    expect(quarterAxisLabel('2026-Q3')).toEqual(['Q3', '2026']);
    expect(quarterAxisLabel('odd')).toEqual(['odd']);
    const options = quarterOptions('q', quarters, () => {});
    expect(options.xaxis?.categories).toEqual(quarters.map((q) => [q.qtr.slice(5), q.qtr.slice(0, 4)]));
    expect(options.xaxis?.labels).toMatchObject({ rotate: 0, hideOverlappingLabels: false, trim: false });
  });

  it("names the quarter in the tooltip and drills down to the bar's quarter", () => {
    const onQuarter = vi.fn();
    const options = quarterOptions('q', quarters, onQuarter);
    const formatter = options.tooltip?.x?.formatter as (v: number, o: { dataPointIndex: number }) => string;
    expect(formatter(0, { dataPointIndex: 3 })).toBe('2026-Q3');
    const select = options.chart?.events?.dataPointSelection as (e: unknown, c: unknown, o: { dataPointIndex: number }) => void;
    select(undefined, undefined, { dataPointIndex: 4 });
    expect(onQuarter).toHaveBeenCalledWith('2026-Q4');
  });
});

describe('dashboard Users counter', () => {
  it('has a chip for every user type it counts, organisation admins too, and a total that is their sum', () => {
    const answer = { CANDIDATE: 12, ASSESSOR: 3, INVIGILATOR: 2, ORG_ADMIN: 4, TOTAL: 21 };
    const { chips, total } = userChips(answer);
    expect(chips).toEqual([
      { type: 'CANDIDATE', count: 12 },
      { type: 'ASSESSOR', count: 3 },
      { type: 'INVIGILATOR', count: 2 },
      { type: 'ORG_ADMIN', count: 4 },
    ]);
    expect(total).toBe(answer.TOTAL);
    expect(USER_CHIP_TYPES).toContain('ORG_ADMIN');
    expect(userChips(undefined).total).toBe(0);
  });
});
