import { describe, expect, it } from 'vitest';
import { quarterWindow } from './dashboard-quarters.ts';

describe('quarterWindow', () => {
  it('holds four quarters back, the current one and three ahead, each with its first day and the next', () => {
    const window = quarterWindow('2026-11-23');
    expect(window.map((q) => q.label)).toEqual(['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3']);
    expect(window[0]).toEqual({ label: '2025-Q4', first: '2025-10-01', next: '2026-01-01' });
    expect(window.at(-1)).toEqual({ label: '2027-Q3', first: '2027-07-01', next: '2027-10-01' });
  });

  it('crosses year ends in the first quarter', () => {
    const window = quarterWindow('2027-02-10');
    expect(window[0]).toEqual({ label: '2026-Q1', first: '2026-01-01', next: '2026-04-01' });
    expect(window[4]!.label).toBe('2027-Q1');
  });
});
