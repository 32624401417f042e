import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';
import { bookingQuarterTokens, type DashboardFilters, meetingQuarterTokens, meetingSearchData } from '../lib/dashboard-filters.ts';
import type { UserCounts } from '../lib/dashboard-users.ts';
import { useAssessorsByType, useProjectSelectList } from '../../../shared/lib/select-lists.ts';

const parsed = <T>(message: string | undefined): T | undefined => {
  try {
    return message ? (JSON.parse(message) as T) : undefined;
  } catch {
    return undefined;
  }
};

/** meeting/getDashboardMeetingData for the filters (doc 2 §7). */
export function useDashboardData(f: DashboardFilters) {
  return useQuery({
    queryKey: ['dashboard', 'meetings', f.dateStart, f.dateEnd, f.stepType, f.projectId, f.assessorIds],
    queryFn: ({ signal }) =>
      api.call('meeting.getDashboardMeetingData', { body: { pageIndex: 0, pageSize: 0, searchData: meetingSearchData(f) }, signal }),
  });
}

/** The quarter chart: meetings per quarter (type 0) or cancelled bookings per quarter (type 1). */
export function useQuarterData(f: DashboardFilters) {
  return useQuery({
    queryKey: ['dashboard', 'quarters', f.barType, f.stepType, f.projectId, f.barType === 1 ? f.assessorIds : []],
    queryFn: ({ signal }) =>
      f.barType === 1
        ? api.call('user-booking.getQuarterDataBooking', { params: { id: 'CANCELLED' }, body: bookingQuarterTokens(f), signal })
        : api.call('meeting.getQuarterDataMeeting', { body: meetingQuarterTokens(f), signal }),
  });
}

export type BookingCounts = Partial<
  Record<'UPCOMING' | 'AWAITING_COMPLETION' | 'PAST' | 'COMPLETE' | 'MISSED_INCOMPLETE' | 'CANCELLED' | 'ARCHIVED' | 'PENDING', number>
>;

/** user-booking/getBookingCounters: how many bookings each booking tab holds. */
export function useBookingCounters() {
  return useQuery({
    queryKey: ['dashboard', 'bookingCounters'],
    queryFn: async ({ signal }) => parsed<BookingCounts>((await api.call('user-booking.getBookingCounters', { signal })).message) ?? {},
  });
}

/** dashboard/searchUsers: the Users counter of the active users for the search text and the projects. */
export function useUserCounts(search: string, projects: string[]) {
  return useQuery({
    queryKey: ['dashboard', 'users', search, projects],
    queryFn: async ({ signal }) =>
      parsed<UserCounts>(
        (
          await api.call('dashboard.searchUsers', {
            body: { listType: 'ACTIVE', searchData: JSON.stringify({ search, encryptedProjectId: projects }) },
            signal,
          })
        ).message,
      ) ?? {},
  });
}

/** project/getSelectList for the Project filter. */
export function useProjectOptions(organisationId: string | undefined) {
  return useProjectSelectList(organisationId);
}

/** assessor/getAllAssessorByType (type 0: assessors and invigilators) for the assessor filter. */
export function useAssessorOptions(enabled: boolean) {
  return useAssessorsByType(0, true, { enabled });
}

/** The organisation's alert e-mail: the support mail of 'Error with Dates, please contact {support mail}'. */
export function useSupportMail(organisationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', 'get', organisationId],
    queryFn: ({ signal }) => api.call('organisation.get', { params: { id: organisationId! }, signal }),
    enabled: enabled && !!organisationId,
    select: (o) => o.alertEmail ?? 'support',
    staleTime: 5 * 60_000,
  });
}
