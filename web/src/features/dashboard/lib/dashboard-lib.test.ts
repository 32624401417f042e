import { describe, expect, it } from 'vitest';
import {
  bookingQuarterTokens,
  clampRange,
  DASHBOARD_FILTER_KEY,
  defaultFilters,
  meetingSearchData,
  readFilters,
  USER_SEARCH_INVALID,
  userSearchText,
  writeFilters,
} from './dashboard-filters.ts';
import { dashboardPdfFileName, dashboardPdfTitle } from './dashboard-pdf.ts';
import { datesError, expectedWeekKeys, isoWeek, OVERFLOW_WEEK_KEY, quarterRange, stateBars, weekRows } from './dashboard-weeks.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('dashboard date range', () => {
  it('defaults to today until six weeks ahead', () => {
    expect(defaultFilters('2026-11-23')).toMatchObject({ dateStart: '2026-11-23', dateEnd: '2027-01-04', barType: 0, stepType: '' });
  });

  it('pulls an end past 26 weeks back, and mends a missing or reversed end', () => {
    expect(clampRange('2026-11-23', '2027-12-01', '2026-11-23')).toEqual({ dateStart: '2026-11-23', dateEnd: '2027-05-24' });
    expect(clampRange('2026-11-23', '', '2026-11-01')).toEqual({ dateStart: '2026-11-23', dateEnd: '2027-01-04' });
    expect(clampRange('2026-11-23', '2026-11-01', '2026-11-01').dateEnd).toBe('2027-01-04');
    expect(clampRange('nonsense', '', '2026-11-01')).toEqual({ dateStart: '2026-11-01', dateEnd: '2026-12-13' });
  });

  it("is remembered under 'DashboardFilterData', each field checked when read back", () => {
    const store = memory();
    const f = { ...defaultFilters('2026-11-23'), stepType: 'ASSESSMENT' as const, projectId: ['p1'], barType: 1 as const, assessorIds: ['a1'] };
    writeFilters(store, f);
    expect(store.m.has(DASHBOARD_FILTER_KEY)).toBe(true);
    expect(readFilters(store, '2026-11-23')).toEqual(f);
    store.setItem(DASHBOARD_FILTER_KEY, JSON.stringify({ stepType: 'PARTY', projectId: 'p1', barType: 7, dateStart: '2026-12-01' }));
    expect(readFilters(store, '2026-11-23')).toEqual({ ...defaultFilters('2026-12-01') });
    store.setItem(DASHBOARD_FILTER_KEY, '{broken');
    expect(readFilters(store, '2026-11-23')).toEqual(defaultFilters('2026-11-23'));
  });

  it('asks the server for the range, the step type, the projects and the assessors', () => {
    const f = { ...defaultFilters('2026-11-23'), stepType: 'INTERVIEW' as const, projectId: ['p1'], assessorIds: ['a1'] };
    expect(JSON.parse(meetingSearchData(f))).toEqual({
      listType: 'ALL',
      dateRange: '2026-11-23~2027-01-04',
      filters: ['INTERVIEW'],
      encryptedProjectId: ['p1'],
      encryptedAssessorId: ['a1'],
    });
    expect(bookingQuarterTokens(f)).toEqual(['INTERVIEW', 'p1', 'a1']);
  });
});

describe('dashboard user search', () => {
  it('is trimmed, ignored when empty, and refuses markup with the spec message', () => {
    expect(userSearchText('  ann ')).toEqual({ text: 'ann' });
    expect(userSearchText('   ')).toBeNull();
    expect(userSearchText('<b>ann</b>')).toEqual({ error: USER_SEARCH_INVALID });
    expect(USER_SEARCH_INVALID).toEqual({ title: 'INVALID VALUE', message: 'Invalid Markup found in Comments' });
  });
});

describe('dashboard weeks', () => {
  it('keys weeks by ISO week number', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it('expects the first five weeks that start by the end, and the overflow week', () => {
    expect(expectedWeekKeys('2026-11-25', '2027-01-06')).toEqual(['48', '49', '50', '51', '52', OVERFLOW_WEEK_KEY]);
    expect(expectedWeekKeys('2026-11-25', '2026-12-02')).toEqual(['48', '49', OVERFLOW_WEEK_KEY]);
  });

  it('orders the rows 1 to 5 then 6 for the overflow week, and reports keys that are not weeks of the range', () => {
    const w = (filled: number) => ({ filled, unfilled: 1, noShow: 0, booked: filled, display: '', start: '', end: '' });
    const { rows, unknown } = weekRows({ [OVERFLOW_WEEK_KEY]: w(9), '49': w(2), '48': w(1) }, '2026-11-25', '2027-01-06');
    expect(rows.map((r) => [r.key, r.number, r.filled])).toEqual([
      ['48', 1, 1],
      ['49', 2, 2],
      [OVERFLOW_WEEK_KEY, 6, 9],
    ]);
    expect(unknown).toEqual([]);
    expect(weekRows({ '12': w(1) }, '2026-11-25', '2027-01-06').unknown).toEqual(['12']);
    expect(datesError('help@example.test')).toBe('Error with Dates, please contact help@example.test');
  });
});

describe('dashboard state bars', () => {
  it('keeps the top 8 states by total', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `S${i}`, filled: i, unfilled: 1 }));
    const bars = stateBars(many);
    expect(bars).toHaveLength(8);
    expect(bars[0]!.name).toBe('S9');
    expect(bars.map((b) => b.name)).not.toContain('S0');
  });

  it('pads to at least 5 bars', () => {
    const bars = stateBars([{ name: 'NSW', filled: 1, unfilled: 0 }]);
    expect(bars).toHaveLength(5);
    expect(bars.slice(1).every((b) => b.name === '' && b.filled + b.unfilled === 0)).toBe(true);
    expect(stateBars(undefined)).toHaveLength(5);
  });
});

describe('dashboard quarters and PDF', () => {
  it("drills down by the quarter's first and last day", () => {
    expect(quarterRange('2026-Q1')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(quarterRange('2026-Q4')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(quarterRange('Q5')).toBeNull();
  });

  it("titles the PDF 'DASHBOARD - {step} ({start} - {end})' and names it Dashboard_{date}.PDF", () => {
    expect(dashboardPdfTitle('Interview', '2026-11-23', '2027-01-04')).toBe('DASHBOARD - Interview (23/11/2026 - 04/01/2027)');
    expect(dashboardPdfFileName('2026-11-23')).toBe('Dashboard_2026-11-23.PDF');
  });
});
