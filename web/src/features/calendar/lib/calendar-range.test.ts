import { describe, expect, it } from 'vitest';
import { calendarSearchData, dateRangeOf, fallsOnWeekend, fetchRangeOf, rowsWithin } from './calendar-range.ts';
import { canDragEvents } from './drag-rules.ts';

describe('calendar range', () => {
  it("sends the view's days as start~end in whole weeks from Monday, the last day included", () => {
    // A month view of March 2027 (Monday 1 March to Sunday 4 April), with or without its weekend columns.
    expect(dateRangeOf(new Date(2027, 2, 1), new Date(2027, 3, 5))).toBe('2027-03-01~2027-04-04');
    expect(dateRangeOf(new Date(2027, 2, 1), new Date(2027, 3, 3))).toBe('2027-03-01~2027-04-04');
    // A day view: its week.
    expect(dateRangeOf(new Date(2027, 2, 10), new Date(2027, 2, 11))).toBe('2027-03-08~2027-03-14');
    expect(JSON.parse(calendarSearchData('2027-03-01~2027-03-07', { method: 'ONSITE', stepType: '' }))).toEqual({
      listType: 'calendar',
      dateRange: '2027-03-01~2027-03-07',
      filters: ['ONSITE'],
    });
  });

  it('asks for a day either side of the shown weeks, and keeps the shown weeks for the weekend rule and the notice', () => {
    // The server reads the range as Sydney days; a meeting at 09:00 on Monday 5 April in Sydney is Sunday evening in
    // a browser in UTC or London, inside the view that ends on 4 April.
    expect(fetchRangeOf('2027-03-01~2027-04-04')).toBe('2027-02-28~2027-04-05');
    expect(fetchRangeOf('2026-12-28~2027-01-03')).toBe('2026-12-27~2027-01-04');
    const at = (y: number, m: number, d: number, h = 10) => new Date(y, m, d, h).toISOString();
    const before = { start: at(2027, 1, 28), end: at(2027, 1, 28, 11) };
    const first = { start: at(2027, 2, 1, 0), end: at(2027, 2, 1, 1) };
    const over = { start: at(2027, 1, 28, 23), end: at(2027, 2, 1, 1) };
    const last = { start: at(2027, 3, 4, 23), end: at(2027, 3, 5, 2) };
    const after = { start: at(2027, 3, 5, 0), end: at(2027, 3, 5, 1) };
    expect(rowsWithin([before, first, over, last, after], '2027-03-01~2027-04-04')).toEqual([first, over, last]);
    // A Sunday before the shown weeks does not bring the weekend columns back.
    expect(fallsOnWeekend(rowsWithin([before], '2027-03-01~2027-04-04'))).toBe(false);
  });

  it('shows weekends only when an event starts, ends or runs over one', () => {
    const at = (y: number, m: number, d: number, h = 10) => new Date(y, m, d, h).toISOString();
    // 2027-03-05 is a Friday, 2027-03-06 a Saturday, 2027-03-08 a Monday.
    expect(fallsOnWeekend([{ start: at(2027, 2, 5), end: at(2027, 2, 5, 11) }])).toBe(false);
    expect(fallsOnWeekend([{ start: at(2027, 2, 6), end: at(2027, 2, 6, 11) }])).toBe(true);
    expect(fallsOnWeekend([{ start: at(2027, 2, 5, 20), end: at(2027, 2, 8, 9) }])).toBe(true);
    expect(fallsOnWeekend([])).toBe(false);
  });

  it('drag is for admins and assessors; invigilators and an org admin on an invigilator link are refused', () => {
    expect(canDragEvents({ isAnyAdmin: true, isAssessor: false, checkOrgAdminInvigilator: false })).toBe(true);
    expect(canDragEvents({ isAnyAdmin: false, isAssessor: true, checkOrgAdminInvigilator: false })).toBe(true);
    expect(canDragEvents({ isAnyAdmin: false, isAssessor: false, checkOrgAdminInvigilator: false })).toBe(false);
    expect(canDragEvents({ isAnyAdmin: true, isAssessor: false, checkOrgAdminInvigilator: true })).toBe(false);
  });
});
