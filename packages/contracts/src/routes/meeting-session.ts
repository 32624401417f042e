import { defineRoute, SIGNED_IN } from '../route.ts';
import { attendeeNameParams, joinInfoAnswer, sessionIdParams, sessionOrgParams, sessionStatusAnswer } from '../schemas/meeting-session.ts';
import { STAFF } from './access.ts';

const live = { area: 'meeting-session', access: SIGNED_IN } as const;

export const meetingSessionRoutes = [
  defineRoute({
    ...live, operation: 'getJoinInfo', method: 'POST', path: '/api/meeting-session/getJoinInfo/{id}',
    spec: 'doc2 §7 Live session (GET in spec; creates the attendee)', summary: 'Media meeting and attendee for the caller.',
    params: sessionIdParams, bodyType: 'none', response: joinInfoAnswer,
  }),
  defineRoute({
    ...live, operation: 'getMeetingResponse', method: 'POST', path: '/api/meeting-session/getMeetingResponse/{id}',
    spec: 'doc2 §7 Live session (GET in spec; the host creates the media meeting)', summary: 'Creates or returns the media meeting (host).',
    params: sessionIdParams, bodyType: 'none', response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'isMeetingStarted', method: 'GET', path: '/api/meeting-session/isMeetingStarted/{id}',
    spec: 'doc2 §7 Live session', summary: 'Started or not; the message is the host attendee id.',
    params: sessionIdParams, response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'createAttendeeResponse', method: 'POST', path: '/api/meeting-session/createAttendeeResponse/{id}',
    spec: 'doc2 §7 Live session (GET in spec)', summary: 'Creates an attendee for the caller.',
    params: sessionIdParams, bodyType: 'none', response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'switchToNewDevice', method: 'POST', path: '/api/meeting-session/switchToNewDevice/{id}',
    spec: 'doc2 §7 Live session (GET in spec)', summary: "Moves the caller's session to this device (the other closes).",
    params: sessionIdParams, bodyType: 'none', response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'joinWithOutSwitch', method: 'POST', path: '/api/meeting-session/joinWithOutSwitch/{id}',
    spec: 'doc2 §7 Live session (GET in spec)', summary: 'Joins (reconnects) without switching device.',
    params: sessionIdParams, bodyType: 'none', response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, access: STAFF, operation: 'finishMeeting', method: 'POST', path: '/api/meeting-session/finishMeeting/{id}',
    spec: 'doc2 §7 Live session (GET in spec)', summary: 'Host ends the meeting for everyone.',
    params: sessionIdParams, bodyType: 'none', response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'getActualMeetingStartTime', method: 'GET', path: '/api/meeting-session/getActualMeetingStartTime/{id}',
    spec: 'doc2 §7 Live session', summary: 'When the host started the meeting.',
    params: sessionIdParams, response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'getAttendeeName', method: 'GET', path: '/api/meeting-session/getAttendeeName/{hostOrExternalId}/{meetingId}',
    spec: 'doc2 §7 Live session', summary: 'Display name of an attendee (message).',
    params: attendeeNameParams, response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'isMeetingCreationAllowed', method: 'GET', path: '/api/meeting-session/isMeetingCreationAllowed/{id}',
    spec: 'doc2 §7 Live session', summary: 'Whether the caller may start (host or co-host) the meeting.',
    params: sessionIdParams, response: sessionStatusAnswer,
  }),
  defineRoute({
    ...live, operation: 'candidatesCanSeeEachOther', method: 'GET', path: '/api/meeting-session/candidatesCanSeeEachOther/{organisationId}',
    spec: 'doc2 §7 Live session', summary: 'Organisation setting: candidates see and chat with each other.',
    params: sessionOrgParams, response: sessionStatusAnswer,
  }),
] as const;
