import { defineRoute, PUBLIC } from '../route.ts';
import { calendarDownloadParams, calendarFeedParams, calendarFileAnswer, meetingDownloadParams, projectDownloadParams } from '../schemas/calendar.ts';
import { ANY_ADMIN, STAFF } from './access.ts';

export const calendarRoutes = [
  defineRoute({
    area: 'calendar',
    operation: 'project/download',
    method: 'GET',
    path: '/api/calendar/project/download/{projectId}',
    access: ANY_ADMIN,
    spec: 'doc2 §7 Calendar, doc3 §7 Calendar download by project',
    summary: "ICS of a project's active meetings (count, file, fileName).",
    params: projectDownloadParams,
    response: calendarFileAnswer,
  }),
  defineRoute({
    area: 'calendar',
    operation: 'meeting/download',
    method: 'GET',
    path: '/api/calendar/meeting/download/{meetingId}',
    access: STAFF,
    spec: 'doc2 §7 Calendar',
    summary: 'ICS of one meeting.',
    params: meetingDownloadParams,
    response: calendarFileAnswer,
  }),
  defineRoute({
    area: 'calendar',
    operation: 'download',
    method: 'GET',
    path: '/api/calendar/download/{exportType}/{type}/{startDate}/{endDate}',
    access: STAFF,
    spec: 'doc2 §7 Calendar, §3 Export request',
    summary: 'Calendar export: csv or ics, CONFIRMED or NA, date range.',
    params: calendarDownloadParams,
    response: calendarFileAnswer,
  }),
  defineRoute({
    area: 'calendar',
    operation: 'feed',
    method: 'GET',
    path: '/api/calendar/{token}/publish.ics',
    access: PUBLIC,
    spec: 'doc1 §2.9, doc2 §7 Calendar feed',
    summary: "The user's calendar feed (text/calendar), authorised by the feed token.",
    params: calendarFeedParams,
  }),
] as const;
