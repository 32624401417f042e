import { api } from '../../../shared/lib/api/index.ts';
import { calendarSearchData, type CalendarFilters, type CalendarView } from '../lib/calendar-range.ts';

/** The events of a view's range: meeting/getMeetingList with the calendar view name (doc 2 §7 Calendar). */
export async function calendarEvents(view: CalendarView, range: string, filters: CalendarFilters) {
  const answer = await api.call('meeting.getMeetingList', {
    params: { a: 'all', b: view },
    body: { pageIndex: 0, pageSize: 0, searchData: calendarSearchData(range, filters) },
  });
  return 'dataset' in answer ? answer.dataset : [];
}

/** meeting/eventDrag (form data): the new UTC start and the reason. */
export const dragMeeting = (encryptedId: string, newStart: Date, statusReason: string) =>
  api.call('meeting.eventDrag', { body: { encryptedId, newStartDateUTC: newStart.toISOString(), statusReason } });

/** The Export Calendar dialog's download (doc 2 §3 Export request). */
export const exportCalendar = (exportType: 'csv' | 'ics', type: 'CONFIRMED' | 'NA', startDate: string, endDate: string) =>
  api.call('calendar.download', { params: { exportType, type, startDate, endDate } });

/** The calendar feed token (doc 1 §2.9); the feed URL is the site origin plus '/api/calendar/{token}/publish.ics'. */
export async function calendarFeedUrl(renew: boolean): Promise<string> {
  const answer = await api.call('user.getCalFeedToken', renew ? { query: { renew: 'Y' } } : {});
  return `${window.location.origin}/api/calendar/${encodeURIComponent(answer.message ?? '')}/publish.ics`;
}
