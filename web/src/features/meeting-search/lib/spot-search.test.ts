import { emptySpotsSearch } from '@scheduler/contracts/schemas/meeting';
import { describe, expect, it } from 'vitest';
import { emptyMessage, initialFilters, isRefined, notAvailableMessage, SEARCH_MSG, spotSearchData, stepFor } from './spot-search.ts';

const step = {
  encryptedStepId: 'S1',
  stepTypeDisplay: 'Interview',
  daysAvailable: ['2027-03-09', '2027-03-05', '2027-03-07'],
  minSearchStart: '2027-03-04',
};

describe('meeting search data (doc 2 §3 Empty-spots search data)', () => {
  it('opens on the first day, either method, no state', () => {
    expect(initialFilters(step)).toEqual({ date: '2027-03-05', method: 'BOTH', states: [] });
    expect(initialFilters({ ...step, deliveryMethod: 'REMOTE' }).method).toBe('REMOTE');
  });

  it('sends the step, the first and last day and the filters, as the server reads them', () => {
    const data = JSON.parse(spotSearchData(step, { date: '2027-03-07', method: 'ONSITE', states: ['NSW'] }));
    expect(emptySpotsSearch.parse(data)).toEqual({
      encryptedStepId: 'S1',
      daysAvailable: ['2027-03-05', '2027-03-09'],
      minSearchStart: '2027-03-04',
      searchDate: '2027-03-07',
      deliveryMethod: 'ONSITE',
      state: ['NSW'],
    });
    // Remote meetings have no state.
    expect(JSON.parse(spotSearchData(step, { date: '2027-03-07', method: 'REMOTE', states: ['NSW'] })).state).toEqual([]);
  });

  it('says nothing is available until the candidate narrows the search, then asks to refine it', () => {
    const initial = initialFilters(step);
    expect(emptyMessage(isRefined(initial, initial))).toBe(SEARCH_MSG.none);
    expect(emptyMessage(isRefined({ ...initial, method: 'ONSITE' }, initial))).toBe(SEARCH_MSG.refine);
    expect(emptyMessage(isRefined({ ...initial, date: '2027-03-07' }, initial))).toBe(SEARCH_MSG.refine);
    expect(SEARCH_MSG.none).toBe('No appointments available, please try again later.');
    expect(SEARCH_MSG.refine).toBe('Please refine you search or try again later.');
  });

  it('finds the step named in the address, else the only one with days', () => {
    const other = { ...step, encryptedStepId: 'S2', daysAvailable: [] };
    expect(stepFor([step, other], 'S2')?.encryptedStepId).toBe('S2');
    expect(stepFor([step, other], 'S9')).toBeUndefined();
    expect(stepFor([step, other], null)?.encryptedStepId).toBe('S1');
    expect(stepFor([step, { ...step, encryptedStepId: 'S3' }], null)).toBeUndefined();
  });

  it("says BOOKING_NA with the server's message, or a whole sentence when it only repeats the title", () => {
    expect(notAvailableMessage('The last spot was just taken.')).toBe('The last spot was just taken.');
    expect(notAvailableMessage('Not Available')).toBe(SEARCH_MSG.notAvailable);
    expect(notAvailableMessage(undefined)).toBe(SEARCH_MSG.notAvailable);
  });
});
