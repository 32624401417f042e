import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AnswerStatusError, api, ApiError, type TableRow } from '../../../shared/lib/api/index.ts';
import type { PendingStep } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';

export type SpotRow = TableRow<'meeting.getMeetingSpotsEmpty'>;
/** doc 2 §9: 10 a page, by start ascending. */
export const SPOTS_PAGE_SIZE = 10;
/** doc 2 §4, §8: the slot is no longer there (taken meanwhile, closed, or no longer offered). */
export const BOOKING_NA = 'BOOKING_NA';

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
 * Answers SUCCESS, BOOKING_NA (however the server carries it: a refusal or a 2xx status; the page says it as
 * 'Not Available') or another status. Any other failure goes to the shell's global rules as usual, which say it:
 * then undefined (an abort is rethrown).
 */
export async function bookSlot(step: PendingStep, encryptedMeetingId: string): Promise<{ status: string; message?: string } | undefined> {
  const missedBefore = /MISSED|INCOMPLETE/.test(String((step as Record<string, unknown>).status ?? ''));
  try {
    return await api.call('user-booking.new-booking', {
      body: {
        encryptedMeetingId,
        ...(step.encryptedStepId ? { encryptedStepId: step.encryptedStepId } : {}),
        existingStatus: missedBefore ? 'MISSED~INCOMPLETE' : 'PENDING',
      },
      acceptAnyStatus: true,
      errors: 'caller',
    });
  } catch (e) {
    if (e instanceof ApiError && e.answerStatus === BOOKING_NA) return { status: BOOKING_NA, message: e.message };
    if (!(e instanceof ApiError || e instanceof AnswerStatusError)) throw e;
    api.report(e);
    return undefined;
  }
}
