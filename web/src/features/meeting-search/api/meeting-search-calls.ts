import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type TableRow } from '../../../shared/lib/api/index.ts';
import type { PendingStep } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';

export type SpotRow = TableRow<'meeting.getMeetingSpotsEmpty'>;
/** doc 2 §9: 10 a page, by start ascending. */
export const SPOTS_PAGE_SIZE = 10;

/** POST meeting/getMeetingSpotsEmpty: one page of the slots the rules offer for the search data. */
export function useEmptySpots(searchData: string, pageIndex: number) {
  return useQuery({
    queryKey: ['meeting', 'getMeetingSpotsEmpty', searchData, pageIndex],
    queryFn: ({ signal }) =>
      api.call('meeting.getMeetingSpotsEmpty', {
        body: { pageIndex, pageSize: SPOTS_PAGE_SIZE, sortColumn: 'start', sortDirection: 'asc', searchData },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * POST user-booking/new-booking: the candidate books the slot for the pending step (doc 2 §4 PENDING to CONFIRMED).
 * SUCCESS, BOOKING_NA (the slot went meanwhile) or another status; each is the page's to say.
 */
export function bookSlot(step: PendingStep, encryptedMeetingId: string) {
  const missedBefore = /MISSED|INCOMPLETE/.test(String((step as Record<string, unknown>).status ?? ''));
  return api.call('user-booking.new-booking', {
    body: {
      encryptedMeetingId,
      ...(step.encryptedStepId ? { encryptedStepId: step.encryptedStepId } : {}),
      existingStatus: missedBefore ? 'MISSED~INCOMPLETE' : 'PENDING',
    },
    acceptAnyStatus: true,
  });
}
