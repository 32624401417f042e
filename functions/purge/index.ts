import { purgeRoutes } from '@scheduler/contracts/routes/purge';
import { createArea } from '../lib/create-area.ts';
import getBookingList from './get-booking-list.ts';
import getMeetingList from './get-meeting-list.ts';
import getUserList from './get-user-list.ts';

/** The purge Lambda: the purge lists of doc 3 §2.17 (the purge itself is the daily job, functions/jobs/purge.ts). */
export const { handler, implemented } = createArea('purge', purgeRoutes, [getUserList, getMeetingList, getBookingList]);
