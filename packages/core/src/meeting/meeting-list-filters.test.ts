import { describe, expect, it } from 'vitest';
import { filtersOf, isFilled, narrowsItems, passes, rangeOf } from './meeting-list-filters.ts';

const search = (over: Partial<Parameters<typeof filtersOf>[0]> = {}) => ({ filters: [], encryptedProjectId: [], state: [], ...over });
const onsite = { deliveryMethod: 'ONSITE', address: { state: 'NSW' }, stepType: 'INTERVIEW', candidatesConfirmed: 0, candidateMax: 1, show: true };

describe('meeting list filters', () => {
  it('applies the state filter only with ONSITE in the Method filter, and to onsite meetings only', () => {
    expect(filtersOf(search({ state: ['NSW'] })).states).toEqual([]);
    const f = filtersOf(search({ filters: ['ONSITE', 'REMOTE'], state: ['VIC'] }));
    expect(passes(onsite, f)).toBe(false);
    expect(passes({ ...onsite, deliveryMethod: 'REMOTE', address: undefined }, f)).toBe(true);
    expect(passes(onsite, filtersOf(search({ filters: ['ONSITE'], state: ['nsw'] })))).toBe(true);
  });

  it('ors values within a group and ands the groups; BOTH is no method filter', () => {
    expect(passes(onsite, filtersOf(search({ filters: ['FILLED', 'UNFILLED'] })))).toBe(true);
    expect(passes(onsite, filtersOf(search({ filters: ['UNFILLED', 'ASSESSMENT'] })))).toBe(false);
    expect(passes({ ...onsite, show: false }, filtersOf(search({ filters: ['SHOW_NO'] })))).toBe(true);
    expect(filtersOf(search({ filters: ['BOTH'] })).methods).toEqual([]);
    expect(narrowsItems(filtersOf(search({ filters: ['BOTH'] })))).toBe(false);
    expect(narrowsItems(filtersOf(search({ encryptedProjectId: ['P1'] })))).toBe(true);
  });

  it('counts a meeting filled when every spot is confirmed', () => {
    expect(isFilled({ candidatesConfirmed: 12, candidateMax: 12 })).toBe(true);
    expect(isFilled({ candidatesConfirmed: 11, candidateMax: 12 })).toBe(false);
    expect(isFilled({ candidatesConfirmed: 0, candidateMax: 0 })).toBe(false);
  });

  it('reads the date range as whole days of the zone, on DST days too', () => {
    // Sydney leaves daylight time on 5 April 2026 (a 25-hour day) and enters it on 4 October 2026 (23 hours).
    expect(rangeOf('2026-04-05~2026-04-05', 'Australia/Sydney')).toEqual({ from: '2026-04-04T13:00:00.000Z', to: '2026-04-05T13:59:59.999Z' });
    expect(rangeOf('2026-10-04~', 'Australia/Sydney')).toEqual({ from: '2026-10-03T14:00:00.000Z', to: undefined });
    expect(rangeOf('~2026-09-27', 'Pacific/Auckland')).toEqual({ from: undefined, to: '2026-09-27T10:59:59.999Z' });
    expect(rangeOf('', 'Australia/Sydney')).toEqual({});
    expect(() => rangeOf('2026-05-02~2026-05-01', 'Australia/Sydney')).toThrow();
  });
});
