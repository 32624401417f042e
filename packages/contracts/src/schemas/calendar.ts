import * as z from 'zod';
import { countFileAnswer, datePathParam, pathParam, pathParams } from './common.ts';

export const projectDownloadParams = pathParams('projectId');
export const meetingDownloadParams = pathParams('meetingId');
/** Export request (doc 2 §3): exportType csv or ics, type CONFIRMED or NA, date range yyyy-MM-dd. */
export const calendarDownloadParams = z.object({
  exportType: z.enum(['csv', 'ics']),
  type: z.enum(['CONFIRMED', 'NA']),
  startDate: datePathParam,
  endDate: datePathParam,
});
export const calendarFeedParams = z.object({ token: pathParam });
export const calendarFileAnswer = countFileAnswer;
