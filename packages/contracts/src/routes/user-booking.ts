import { defineRoute, roles } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import {
  bookingDetail, bookingIdParams, bookingList, bookingListParams, bookingPurgeParams, bulkCompleteAnswer,
  bulkCompleteRequest, candidateBookingResponse, candidateExportAnswer, candidateExportParams, candidateInterviewParams,
  checkInRequest, countersAnswer, meetingIdParams, newBookingRequest, newCandidateRequest, quarterBookingAnswer,
  quarterBookingParams, quarterBookingRequest, statusUpdateRequest, waitingRoomCandidates,
} from '../schemas/user-booking.ts';
import { ANY_ADMIN, CANDIDATE, PARTICIPANT, STAFF } from './access.ts';

export const userBookingRoutes = [
  defineRoute({
    area: 'user-booking', operation: 'new-booking', method: 'POST', path: '/api/user-booking/new-booking', access: roles('ROLE_CANDIDATE', 'ROLE_ADMIN_TYPE'),
    spec: 'doc2 §7 User booking', summary: "Books a slot (candidate) or a candidate into a meeting (admin); BOOKING_NA when taken.",
    body: newBookingRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'new-candidate', method: 'POST', path: '/api/user-booking/new-candidate', access: ANY_ADMIN,
    spec: 'doc2 §7 User booking, doc3 §7 Candidate', summary: 'Invites one candidate into a project or step projects.',
    body: newCandidateRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getUserBookingList', method: 'POST', path: '/api/user-booking/getUserBookingList/{listType}/{refId}', access: STAFF,
    spec: 'doc2 §7 User booking (spec {a}/{b})', summary: 'Bookings by list type (PROJECT, MEETING, CANDIDATE or a tab) and reference id or NA (table).',
    params: bookingListParams, body: tableRequest, bodyType: 'json', response: bookingList,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getBookingCounters', method: 'GET', path: '/api/user-booking/getBookingCounters', access: STAFF,
    spec: 'doc2 §7 User booking', summary: 'Booking counters; the message holds JSON.',
    response: countersAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'update-status', method: 'POST', path: '/api/user-booking/update-status', access: PARTICIPANT,
    spec: 'doc2 §7 User booking, §4 Booking statuses', summary: 'Cancels, completes, removes or changes the project of a booking.',
    body: statusUpdateRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getCandidateBooking', method: 'GET', path: '/api/user-booking/getCandidateBooking', access: CANDIDATE,
    spec: 'doc2 §7 User booking', summary: "The candidate's bookings and pending steps (candidate home).",
    response: candidateBookingResponse,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getById', method: 'GET', path: '/api/user-booking/getById/{id}', access: PARTICIPANT,
    spec: 'doc2 §7 User booking', summary: 'One booking (Booking Details dialog).',
    params: bookingIdParams, response: bookingDetail,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getCandidateInterview', method: 'GET', path: '/api/user-booking/getCandidateInterview/{candidateId}/{organisationId}', access: roles('ROLE_CANDIDATE', 'ROLE_ADMIN_TYPE'),
    spec: 'doc2 §7 User booking', summary: "A candidate's interview booking and minimum gap (message ERROR, NA or the id).",
    params: candidateInterviewParams, response: statusAnswer.loose(),
  }),
  defineRoute({
    area: 'user-booking', operation: 'getConfirmedCandidateNames', method: 'GET', path: '/api/user-booking/getConfirmedCandidateNames/{meetingId}', access: STAFF,
    spec: 'doc2 §7 User booking', summary: 'Names of confirmed candidates of a meeting.',
    params: meetingIdParams, response: countersAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'candidateExportData', method: 'POST', path: '/api/user-booking/candidateExportData/{organisationId}/{type}', access: ANY_ADMIN,
    spec: 'doc2 §7 User booking (GET in spec), doc3 §7 Candidate export for JIRA', summary: 'JIRA candidate export: type 1 all, 0 updated since the last export (records the export).',
    params: candidateExportParams, bodyType: 'none', response: candidateExportAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getQuarterDataBooking', method: 'POST', path: '/api/user-booking/getQuarterDataBooking/{id}', access: ANY_ADMIN,
    spec: 'doc2 §7 User booking', summary: 'Dashboard quarter chart data for bookings (CANCELLED and assessor list).',
    params: quarterBookingParams, body: quarterBookingRequest, bodyType: 'json', response: quarterBookingAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'extendPurgeDate', method: 'POST', path: '/api/user-booking/extendPurgeDate/{bookingId}/{date}', access: ANY_ADMIN,
    spec: 'doc2 §7 User booking (GET in spec)', summary: "Extends a booking's purge date.",
    params: bookingPurgeParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'bulk-complete', method: 'POST', path: '/api/user-booking/bulk-complete', access: ANY_ADMIN,
    spec: 'doc2 §7 User booking', summary: 'Completes pending_completion bookings; successCount and per-item results.',
    body: bulkCompleteRequest, bodyType: 'json', response: bulkCompleteAnswer,
  }),
  defineRoute({
    area: 'user-booking', operation: 'getCandidatesInWaitingRoom', method: 'GET', path: '/api/user-booking/getCandidatesInWaitingRoom/{meetingId}', access: STAFF,
    spec: 'doc2 §7 User booking', summary: 'Candidates of a meeting and whether they are in the waiting room.',
    params: meetingIdParams, response: waitingRoomCandidates,
  }),
  defineRoute({
    area: 'user-booking', operation: 'checkInWaitingRoom', method: 'POST', path: '/api/user-booking/checkInWaitingRoom', access: CANDIDATE,
    spec: 'doc2 §7 User booking', summary: 'Candidate check-in to the waiting room; the message is the booking id.',
    body: checkInRequest, bodyType: 'json', response: statusAnswer,
  }),
] as const;
