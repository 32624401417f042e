import * as z from 'zod';
import { pathParams } from './common.ts';

/** `id` is the meeting id or its sealed form from a launch link. */
export const sessionIdParams = pathParams('id');
export const attendeeNameParams = pathParams('hostOrExternalId', 'meetingId');
export const sessionOrgParams = pathParams('organisationId');

/**
 * The session calls' answer (doc 2 §7; statuses in live-session.ts SESSION_STATUS): SUCCESS with the host attendee id
 * (getMeetingResponse, isMeetingStarted), the caller's attendee id (createAttendeeResponse, switchToNewDevice,
 * joinWithOutSwitch), the start time ISO (getActualMeetingStartTime), a name (getAttendeeName), 'true'/'false'
 * (candidatesCanSeeEachOther), the caller's role (isMeetingCreationAllowed); otherwise NOT_STARTED, ENDED,
 * NOT_ALLOWED, IN_USE_ELSEWHERE or ERROR with the message to show.
 */
export const sessionStatusAnswer = z.looseObject({ status: z.string(), message: z.string() });

/**
 * Join info (doc 2 §3): on SUCCESS the media meeting (with `kind`) and the caller's attendee (with `role` and `name`),
 * as live-session.ts JoinInfo describes; otherwise the status and message of sessionStatusAnswer alone.
 */
export const joinInfoAnswer = z.looseObject({
  status: z.string(),
  message: z.string(),
  meeting: z.looseObject({ kind: z.string(), MeetingId: z.string() }).optional(),
  attendee: z
    .looseObject({ AttendeeId: z.string(), ExternalUserId: z.string(), JoinToken: z.string().optional(), role: z.string(), name: z.string() })
    .optional(),
});
