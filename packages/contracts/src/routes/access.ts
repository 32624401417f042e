import { roles } from '../route.ts';
import { STAFF_ROLES } from '../roles.ts';

/** Access groups of the spec's route tables (doc 1 §2.1, doc 2 routes, doc 3 §6). */
export const ANY_ADMIN = roles('ROLE_ADMIN_TYPE');
export const GRID_ADMIN = roles('ROLE_GRID_ADMIN');
/** calendar, manage/booking-list, manage/meeting-list: assessor, any admin, invigilator. */
export const STAFF = roles(...STAFF_ROLES);
export const CANDIDATE = roles('ROLE_CANDIDATE');
/** Meeting authors: assessors (own meetings) and admins. */
export const ASSESSOR_OR_ADMIN = roles('ROLE_ASSESSOR', 'ROLE_ADMIN_TYPE');
export const ASSESSOR = roles('ROLE_ASSESSOR');
/** Everyone who takes part in bookings: candidates and staff. */
export const PARTICIPANT = roles('ROLE_CANDIDATE', ...STAFF_ROLES);
export const CALENDAR_FEED = roles('ROLE_CALENDAR_FEED');
