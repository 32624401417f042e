import { describe, expect, it } from 'vitest';
import type { Meeting } from './meeting-entity.ts';
import { isoWeek, OVERFLOW_WEEK_KEY, stateData, weekData } from './meeting-dashboard.ts';

const meeting = (start: string, over: Partial<Meeting> = {}) =>
  ({ start, stepType: 'INTERVIEW', candidateMax: 1, candidatesConfirmed: 0, show: true, active: true, deliveryMethod: 'ONSITE', ...over }) as Meeting;

describe('dashboard figures', () => {
  it('numbers ISO weeks across a year end', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it('keys the first five weeks by ISO week and adds later weeks under 999999', () => {
    const weeks = weekData(
      [
        meeting('2026-11-24T00:00:00.000Z', { candidatesConfirmed: 1 }),
        meeting('2026-12-29T00:00:00.000Z'),
        meeting('2027-01-20T00:00:00.000Z', { show: false }),
        meeting('2026-11-25T00:00:00.000Z', { stepType: 'INTERNAL' }),
      ],
      '2026-11-23',
      '2027-02-28',
    );
    expect(Object.keys(weeks).sort()).toEqual(['48', '49', '50', '51', '52', OVERFLOW_WEEK_KEY].sort());
    expect(weeks['48']).toMatchObject({ filled: 1, unfilled: 0, booked: 1, start: '2026-11-23', end: '2026-11-29', display: '23 Nov - 29 Nov' });
    expect(weeks[OVERFLOW_WEEK_KEY]).toMatchObject({ unfilled: 2, noShow: 1, start: '2026-12-28' });
  });

  it('keeps the top 8 states by total and pads to 5 bars', () => {
    expect(stateData([meeting('2026-11-24T00:00:00.000Z', { address: { state: 'vic' } })])).toEqual([
      { name: 'VIC', filled: 0, unfilled: 1 },
      ...Array.from({ length: 4 }, () => ({ name: '', filled: 0, unfilled: 0 })),
    ]);
    const many = Array.from({ length: 10 }, (_, i) =>
      Array.from({ length: i + 1 }, () => meeting('2026-11-24T00:00:00.000Z', { address: { state: `S${i}` } })),
    ).flat();
    const bars = stateData(many);
    expect(bars).toHaveLength(8);
    expect(bars[0]).toEqual({ name: 'S9', filled: 0, unfilled: 10 });
  });
});
