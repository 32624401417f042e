import { describe, expect, it } from 'vitest';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { isoWeek, rangeCover } from './dashboard-weeks.ts';
import { cellOfCounter, meetingFigureCounts } from './meeting-figure-counters.ts';
import { cellOfMeeting, OVERFLOW_WEEK_KEY, stateData, weekData } from './meeting-figures.ts';

const meeting = (start: string, over: Partial<Meeting> = {}) =>
  ({ start, stepType: 'INTERVIEW', candidateMax: 1, candidatesConfirmed: 0, show: true, active: true, deliveryMethod: 'ONSITE', ...over }) as Meeting;
const cells = (meetings: Meeting[]) => meetings.flatMap((m) => cellOfMeeting(m) ?? []);

describe('dashboard figures', () => {
  it('numbers ISO weeks across a year end', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it('keys the first five weeks by ISO week and adds later weeks under 999999', () => {
    const weeks = weekData(
      cells([
        meeting('2026-11-24T00:00:00.000Z', { candidatesConfirmed: 1 }),
        meeting('2026-12-29T00:00:00.000Z'),
        meeting('2027-01-20T00:00:00.000Z', { show: false }),
        meeting('2026-11-25T00:00:00.000Z', { stepType: 'INTERNAL' }),
      ]),
      '2026-11-23',
      '2027-02-28',
    );
    expect(Object.keys(weeks).sort()).toEqual(['48', '49', '50', '51', '52', OVERFLOW_WEEK_KEY].sort());
    expect(weeks['48']).toMatchObject({ filled: 1, unfilled: 0, booked: 1, start: '2026-11-23', end: '2026-11-29', display: '23 Nov - 29 Nov' });
    expect(weeks[OVERFLOW_WEEK_KEY]).toMatchObject({ unfilled: 2, noShow: 1, start: '2026-12-28' });
  });

  it('keeps the top 8 states by total and pads to 5 bars', () => {
    expect(stateData(cells([meeting('2026-11-24T00:00:00.000Z', { address: { state: 'vic' } } as Partial<Meeting>)]))).toEqual([
      { name: 'VIC', filled: 0, unfilled: 1 },
      ...Array.from({ length: 4 }, () => ({ name: '', filled: 0, unfilled: 0 })),
    ]);
    const many = Array.from({ length: 10 }, (_, i) =>
      Array.from({ length: i + 1 }, () => meeting('2026-11-24T00:00:00.000Z', { address: { state: `S${i}` } })),
    ).flat();
    const bars = stateData(cells(many));
    expect(bars).toHaveLength(8);
    expect(bars[0]).toEqual({ name: 'S9', filled: 0, unfilled: 10 });
  });

  it('covers a range by its whole weeks and the days at either edge', () => {
    // 2026-11-25 is a Wednesday: 25–29 Nov by day, the weeks of 30 Nov to 28 Dec, then 4–6 Jan by day.
    expect(rangeCover('2026-11-25', '2027-01-06')).toEqual({
      days: [
        { from: '2026-11-25', to: '2026-11-29' },
        { from: '2027-01-04', to: '2027-01-06' },
      ],
      weeks: { from: '2026-11-30', to: '2026-12-28' },
    });
    expect(rangeCover('2026-11-30', '2026-12-13')).toEqual({ days: [], weeks: { from: '2026-11-30', to: '2026-12-07' } });
    expect(rangeCover('2026-11-25', '2026-12-02')).toEqual({ days: [{ from: '2026-11-25', to: '2026-12-02' }] });
  });

  it('reads back from its counters the cell a meeting counts in, state and booked seats included', () => {
    const m = meeting('2026-11-24T00:00:00.000Z', {
      projectId: 'P1',
      candidateMax: 3,
      candidatesConfirmed: 3,
      address: { state: 'n#s~w' },
    } as Partial<Meeting>);
    const counts = meetingFigureCounts(m);
    const read = [...counts].flatMap(([list, n]) => cellOfCounter(list, n) ?? []);
    const own = cellOfMeeting(m)!;
    // Two scopes (organisation, project) by two grains (day, week): each a cell and its booked seats.
    expect(read).toHaveLength(8);
    expect(read.filter((c) => c.meetings === 1).every((c) => c.state === own.state && c.filled && c.stepType === 'INTERVIEW')).toBe(true);
    expect(read.filter((c) => c.booked === 3)).toHaveLength(4);
    expect(meetingFigureCounts({ ...m, archived: true }).size).toBe(0);
  });
});
