import { describe, expect, it } from 'vitest';
import { dateLabel, datesShown, neighbourDate } from './date-window.ts';

const days = (n: number) => Array.from({ length: n }, (_, i) => `2027-03-${String(i + 1).padStart(2, '0')}`);

describe('dates dropdown (doc 2 §9: 5 at a time, all if 7 or fewer)', () => {
  it('lists every date when there are 7 or fewer', () => {
    expect(datesShown(days(7), '2027-03-07')).toEqual(days(7));
    expect(datesShown(days(1), '2027-03-01')).toEqual(days(1));
  });

  it('lists 5 around the chosen date, held inside the ends', () => {
    const all = days(12);
    expect(datesShown(all, '2027-03-01')).toEqual(all.slice(0, 5));
    expect(datesShown(all, '2027-03-02')).toEqual(all.slice(0, 5));
    expect(datesShown(all, '2027-03-06')).toEqual(all.slice(3, 8));
    expect(datesShown(all, '2027-03-12')).toEqual(all.slice(7, 12));
    expect(datesShown(days(8), '2027-03-08')).toHaveLength(5);
  });

  it('previous and next move one date and stop at the ends', () => {
    const all = days(8);
    expect(neighbourDate(all, '2027-03-01', -1)).toBeUndefined();
    expect(neighbourDate(all, '2027-03-01', 1)).toBe('2027-03-02');
    expect(neighbourDate(all, '2027-03-08', 1)).toBeUndefined();
    expect(neighbourDate(all, '2027-03-08', -1)).toBe('2027-03-07');
  });

  it('names a date in the display format, whatever the browser zone', () => {
    expect(dateLabel('2027-03-05')).toBe('Friday, 05 March 2027');
    expect(dateLabel('2026-10-04')).toBe('Sunday, 04 October 2026');
  });
});
