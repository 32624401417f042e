import { defineRoute, SIGNED_IN } from '../route.ts';
import { statusAnswer, tableAnswer, tableRequest } from '../envelope.ts';
import {
  BULK_EDIT_RICH_FIELDS, bulkEditAnswer, bulkEditRequest, dashboardMeetingData, eventDragForm, isEditAllowedParams,
  meetingArchive, meetingDetail, meetingIdParams, meetingInfo, meetingList, meetingListByProjectParams,
  meetingListParams, meetingPurgeParams, MEETING_RICH_FIELDS, meetingRow, meetingSave, quarterAnswer, quarterRequest,
  saveInternalData,
} from '../schemas/meeting.ts';
import { ANY_ADMIN, ASSESSOR_OR_ADMIN, CANDIDATE, STAFF } from './access.ts';

export const meetingRoutes = [
  defineRoute({
    area: 'meeting', operation: 'save', method: 'POST', path: '/api/meeting/save', access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Creates, edits or duplicates a meeting; the message is the id.',
    body: meetingSave, bodyType: 'json', response: statusAnswer, richTextFields: MEETING_RICH_FIELDS,
  }),
  defineRoute({
    area: 'meeting', operation: 'saveInternalData', method: 'POST', path: '/api/meeting/saveInternalData', access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Completes an internal meeting (actualHours, statusInternal, taskJson).',
    body: saveInternalData, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'meeting', operation: 'get', method: 'GET', path: '/api/meeting/get/{id}', access: STAFF,
    spec: 'doc2 §7 Meeting', summary: 'Meeting detail.',
    params: meetingIdParams, response: meetingDetail,
  }),
  defineRoute({
    area: 'meeting', operation: 'archive', method: 'POST', path: '/api/meeting/archive', access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Deletes (archives) a meeting with optional comments.',
    body: meetingArchive, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'meeting', operation: 'getMeetingList', method: 'POST', path: '/api/meeting/getMeetingList/{a}/{b}', access: STAFF,
    spec: 'doc2 §7 Meeting', summary: "Meeting list and calendar list (also with 'all' and 'NA'; export meetings_export).",
    params: meetingListParams, body: tableRequest, bodyType: 'json', response: meetingList,
  }),
  defineRoute({
    area: 'meeting', operation: 'getDashboardMeetingData', method: 'POST', path: '/api/meeting/getDashboardMeetingData', access: ANY_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Dashboard figures (searchData: dateRange, filters, listType, projects).',
    body: tableRequest, bodyType: 'json', response: dashboardMeetingData,
  }),
  defineRoute({
    area: 'meeting', operation: 'getMeetingSpotsEmpty', method: 'POST', path: '/api/meeting/getMeetingSpotsEmpty', access: CANDIDATE,
    spec: 'doc2 §7 Meeting', summary: 'Available appointments for a candidate (empty-spots search data).',
    body: tableRequest, bodyType: 'json', response: tableAnswer(meetingRow),
  }),
  defineRoute({
    area: 'meeting', operation: 'eventDrag', method: 'POST', path: '/api/meeting/eventDrag', access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Reschedules a meeting dragged in the calendar (form data).',
    body: eventDragForm, bodyType: 'form', response: statusAnswer,
  }),
  defineRoute({
    area: 'meeting', operation: 'isEditAllowed', method: 'GET', path: '/api/meeting/isEditAllowed/{id}/{action}/{flag}', access: ASSESSOR_OR_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Edit or delete check (ERROR with ACTIVE_BOOKINGS; EDIT answers the confirmed count).',
    params: isEditAllowedParams, response: statusAnswer,
  }),
  defineRoute({
    area: 'meeting', operation: 'getQuarterDataMeeting', method: 'POST', path: '/api/meeting/getQuarterDataMeeting', access: ANY_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Dashboard quarter chart data for meetings.',
    body: quarterRequest, bodyType: 'json', response: quarterAnswer,
  }),
  defineRoute({
    area: 'meeting', operation: 'extendPurgeDate', method: 'POST', path: '/api/meeting/extendPurgeDate/{meetingId}/{date}', access: ANY_ADMIN,
    spec: 'doc2 §7 Meeting (GET in spec)', summary: "Extends a meeting's purge date.",
    params: meetingPurgeParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'meeting', operation: 'bulk-edit', method: 'POST', path: '/api/meeting/bulk-edit', access: ANY_ADMIN,
    spec: 'doc2 §7 Meeting', summary: 'Bulk edit of meetings; answers successCount.',
    body: bulkEditRequest, bodyType: 'json', response: bulkEditAnswer, richTextFields: BULK_EDIT_RICH_FIELDS,
  }),
  defineRoute({
    area: 'meeting', operation: 'getMeetingInfo', method: 'GET', path: '/api/meeting/getMeetingInfo/{id}', access: SIGNED_IN,
    spec: 'doc2 §7 Meeting, Other', summary: 'Meeting data for the live session and popups (project, times, timezone code).',
    params: meetingIdParams, response: meetingInfo,
  }),
  defineRoute({
    area: 'meeting', operation: 'getMeetingListByProject', method: 'POST', path: '/api/meeting/getMeetingListByProject/{projectId}/{listType}', access: ANY_ADMIN,
    spec: 'doc3 §7 Other: meeting list by state and project (path not shown)', summary: 'Meetings of a project by state: active, inactive, past or PURGE (table).',
    params: meetingListByProjectParams, body: tableRequest, bodyType: 'json', response: meetingList,
  }),
] as const;
