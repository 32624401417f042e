import { useQuery } from '@tanstack/react-query';
import { api, type CallAnswer } from '../../lib/api/index.ts';

/** The candidate's bookings and pending steps (doc 2 §3 Candidate booking response). */
export type CandidateBookingAnswer = CallAnswer<'user-booking.getCandidateBooking'>;
/** A booking that is not pending: confirmed, cancelled, completed ... */
export type CandidateBooking = CandidateBookingAnswer['listNotPendingBookings'][number];
/** A step still to book, with the dates it may be booked on. */
export type PendingStep = CandidateBookingAnswer['listPendingBookings'][number];

export const CANDIDATE_BOOKING_KEY = ['user-booking', 'getCandidateBooking'] as const;

/**
 * GET user-booking/getCandidateBooking, shared by the candidate home and the meeting search (which finds its
 * pending step in it). Always read fresh: a booking made or cancelled elsewhere changes it.
 */
export function useCandidateBooking() {
  return useQuery({
    queryKey: CANDIDATE_BOOKING_KEY,
    queryFn: ({ signal }) => api.call('user-booking.getCandidateBooking', { signal }),
    staleTime: 0,
  });
}
