import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallAnswer, type CallRequest } from '../../lib/api/index.ts';
import { routeQuery } from '../../lib/api/route-query.ts';
import { invalidateAfter } from '../../lib/api/route-invalidations.ts';
import { useProjectSelectList } from '../../lib/select-lists.ts';

export type BookingDetail = CallAnswer<'user-booking.getById'> & Record<string, unknown>;
export type StatusUpdate = CallRequest<'user-booking.update-status'>['body'];

/** The booking lists' table queries: refetched after a booking changes (here or, through live events, elsewhere). */
export const BOOKING_LIST_QUERY = ['table', 'user-booking.getUserBookingList'] as const;

/** GET user-booking/getById/{id}: the Booking Details dialog's booking, with the server's cancelAllowed and completionAllowed. */
export function useBookingDetail(id: string | undefined) {
  return useQuery({
    // A booking's own status (CONFIRMED, ...) is not the answer's: the answer is the booking.
    ...routeQuery('user-booking.getById', id ? { params: { id } } : undefined, { acceptAnyStatus: true }),
    select: (b) => b as BookingDetail,
  });
}

/** project/getSelectList: the projects a pending booking may move to (admins). */
export function useProjectChoices(organisationId: string | undefined, enabled: boolean) {
  return useProjectSelectList(organisationId, { enabled });
}

/**
 * The booking writes of the dialogs and the list; each makes stale what route-invalidations.ts declares for it (the
 * booking lists and the booking itself among them). `refresh` reads the open booking lists again (a live event).
 */
export function useBookingWrites() {
  const client = useQueryClient();
  return {
    refresh: () => client.invalidateQueries({ queryKey: BOOKING_LIST_QUERY }),
    async updateStatus(body: StatusUpdate) {
      const answer = await api.call('user-booking.update-status', { body });
      await invalidateAfter(client, 'user-booking.update-status');
      return answer;
    },
    async bulkComplete(ids: string[]) {
      const answer = await api.call('user-booking.bulk-complete', { body: ids });
      await invalidateAfter(client, 'user-booking.bulk-complete');
      return answer;
    },
    async extendPurgeDate(bookingId: string, date: string) {
      const answer = await api.call('user-booking.extendPurgeDate', { params: { bookingId, date } });
      await invalidateAfter(client, 'user-booking.extendPurgeDate');
      return answer;
    },
  };
}
