import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
import { calendarSearchData, type CalendarFilters, type CalendarView } from '../lib/calendar-range.ts';

/**
 * The events of a view's range (none shown yet: waiting): meeting/getMeetingList with the calendar view name (doc 2 §7
 * Calendar). The last events stay while the next range loads, so the weekend columns do not flicker.
 */
export function useCalendarEvents(shown: { view: CalendarView; range: string } | null, filters: CalendarFilters) {
  return useQuery({
    ...routeQuery(
      'meeting.getMeetingList',
      shown
        ? { params: { a: 'all', b: shown.view }, body: { pageIndex: 0, pageSize: 0, searchData: calendarSearchData(shown.range, filters) } }
        : undefined,
    ),
    select: (answer) => ('dataset' in answer ? answer.dataset : []),
    placeholderData: keepPreviousData,
  });
}

/** The Export Calendar dialog's download (doc 2 §3 Export request). */
export const exportCalendar = (exportType: 'csv' | 'ics', type: 'CONFIRMED' | 'NA', startDate: string, endDate: string) =>
  api.call('calendar.download', { params: { exportType, type, startDate, endDate } });

/** The calendar feed token (doc 1 §2.9); the feed URL is the site origin plus '/api/calendar/{token}/publish.ics'. */
export async function calendarFeedUrl(renew: boolean): Promise<string> {
  const answer = await api.call('user.getCalFeedToken', renew ? { query: { renew: 'Y' } } : {});
  return `${window.location.origin}/api/calendar/${encodeURIComponent(answer.message ?? '')}/publish.ics`;
}
