import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallAnswer, type CallRequest } from '../../lib/api/index.ts';
import { useProjectSelectList } from '../../lib/select-lists.ts';

export type BookingDetail = CallAnswer<'user-booking.getById'> & Record<string, unknown>;
export type StatusUpdate = CallRequest<'user-booking.update-status'>['body'];

/** The booking lists' table queries: refetched after a booking changes (here or, through live events, elsewhere). */
export const BOOKING_LIST_QUERY = ['table', 'user-booking.getUserBookingList'] as const;

/** GET user-booking/getById/{id}: the Booking Details dialog's booking, with the server's cancelAllowed and completionAllowed. */
export function useBookingDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['user-booking', 'getById', id],
    // A booking's own status (CONFIRMED, ...) is not the answer's: the answer is the booking.
    queryFn: async ({ signal }) => (await api.call('user-booking.getById', { params: { id: id! }, signal, acceptAnyStatus: true })) as BookingDetail,
    enabled: !!id,
  });
}

/** project/getSelectList: the projects a pending booking may move to (admins). */
export function useProjectChoices(organisationId: string | undefined, enabled: boolean) {
  return useProjectSelectList(organisationId, { enabled });
}

/** The booking writes of the dialogs and the list; each refreshes the open booking lists and the booking itself. */
export function useBookingWrites() {
  const client = useQueryClient();
  const refresh = async (id?: string) => {
    await client.invalidateQueries({ queryKey: BOOKING_LIST_QUERY });
    if (id) await client.invalidateQueries({ queryKey: ['user-booking', 'getById', id] });
  };
  return {
    refresh,
    async updateStatus(body: StatusUpdate) {
      const answer = await api.call('user-booking.update-status', { body });
      await refresh(body.encryptedId);
      return answer;
    },
    async bulkComplete(ids: string[]) {
      const answer = await api.call('user-booking.bulk-complete', { body: ids });
      await refresh();
      return answer;
    },
    async extendPurgeDate(bookingId: string, date: string) {
      const answer = await api.call('user-booking.extendPurgeDate', { params: { bookingId, date } });
      await refresh(bookingId);
      return answer;
    },
  };
}
