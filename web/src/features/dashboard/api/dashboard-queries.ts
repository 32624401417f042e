import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
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
  return useQuery(routeQuery('meeting.getDashboardMeetingData', { body: { pageIndex: 0, pageSize: 0, searchData: meetingSearchData(f) } }));
}

/** The quarter chart: meetings per quarter (type 0) or cancelled bookings per quarter (type 1). */
export function useQuarterData(f: DashboardFilters) {
  const cancelled = f.barType === 1;
  const bookings = useQuery(
    routeQuery('user-booking.getQuarterDataBooking', cancelled ? { params: { id: 'CANCELLED' }, body: bookingQuarterTokens(f) } : undefined),
  );
  const meetings = useQuery(routeQuery('meeting.getQuarterDataMeeting', cancelled ? undefined : { body: meetingQuarterTokens(f) }));
  return cancelled ? bookings : meetings;
}

export type BookingCounts = Partial<
  Record<'UPCOMING' | 'AWAITING_COMPLETION' | 'PAST' | 'COMPLETE' | 'MISSED_INCOMPLETE' | 'CANCELLED' | 'ARCHIVED' | 'PENDING', number>
> & {
  /** Candidates on a waitlist, per step (issue 22; administrators only). */
  waitlisted?: Partial<Record<'ASSESSMENT' | 'INTERVIEW', number>>;
};

/** user-booking/getBookingCounters: how many bookings each booking tab holds. */
export function useBookingCounters() {
  return useQuery({ ...routeQuery('user-booking.getBookingCounters', {}), select: (a) => parsed<BookingCounts>(a.message) ?? {} });
}

/** dashboard/searchUsers: the Users counter of the active users for the search text and the projects. */
export function useUserCounts(search: string, projects: string[]) {
  return useQuery({
    ...routeQuery('dashboard.searchUsers', { body: { listType: 'ACTIVE', searchData: JSON.stringify({ search, encryptedProjectId: projects }) } }),
    select: (a) => parsed<UserCounts>(a.message) ?? {},
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
    ...routeQuery('organisation.get', enabled && organisationId ? { params: { id: organisationId } } : undefined),
    select: (o) => o.alertEmail ?? 'support',
    staleTime: 5 * 60_000,
  });
}
