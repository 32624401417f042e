import * as z from 'zod';
import { looseAnswer, pathParams } from './common.ts';

export const sessionIdParams = pathParams('id');
export const attendeeNameParams = pathParams('hostOrExternalId', 'meetingId');
export const sessionOrgParams = pathParams('organisationId');

/** Join info (doc 2 §3): the media meeting and the caller's attendee. */
export const joinInfoAnswer = z.looseObject({
  meeting: z.looseObject({}),
  attendee: z.looseObject({}),
  status: z.string().optional(),
  message: z.string().optional(),
});
/** isMeetingStarted: status; message is the host attendee id. Others: status and message. */
export const sessionStatusAnswer = looseAnswer;
