import { defineRoute } from '../route.ts';
import { tableRequest } from '../envelope.ts';
import { purgeBookingList, purgeMeetingList, purgeUserList } from '../schemas/purge.ts';
import { ANY_ADMIN } from './access.ts';

export const purgeRoutes = [
  defineRoute({
    area: 'purge',
    operation: 'getUserList',
    method: 'POST',
    path: '/api/purge/getUserList',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Other: purge list for users (path not shown)',
    summary: 'Users ready to purge (searchData: day filter, user type, purge type).',
    body: tableRequest,
    bodyType: 'json',
    response: purgeUserList,
  }),
  defineRoute({
    area: 'purge',
    operation: 'getMeetingList',
    method: 'POST',
    path: '/api/purge/getMeetingList',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Other: purge list for meetings (path not shown)',
    summary: 'Meetings ready to purge (searchData: day filter).',
    body: tableRequest,
    bodyType: 'json',
    response: purgeMeetingList,
  }),
  defineRoute({
    area: 'purge',
    operation: 'getBookingList',
    method: 'POST',
    path: '/api/purge/getBookingList',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Other: purge list for user bookings (path not shown)',
    summary: 'Bookings ready to purge (searchData: day filter).',
    body: tableRequest,
    bodyType: 'json',
    response: purgeBookingList,
  }),
] as const;
