import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createArea } from '../lib/create-area.ts';
import extendPurgeDate from './extend-purge-date.ts';
import getMeetingList from './get-meeting-list.ts';

/** The meeting Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('meeting', meetingRoutes, [extendPurgeDate, getMeetingList]);
