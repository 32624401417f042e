import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createArea } from '../lib/create-area.ts';
import candidateExportData from './candidate-export-data.ts';
import extendPurgeDate from './extend-purge-date.ts';
import getBookingCounters from './get-booking-counters.ts';
import getQuarterDataBooking from './get-quarter-data-booking.ts';
import getUserBookingList from './get-user-booking-list.ts';
import newBooking from './new-booking.ts';
import newCandidate from './new-candidate.ts';

/** The user-booking Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('user-booking', userBookingRoutes, [
  extendPurgeDate,
  newCandidate,
  newBooking,
  candidateExportData,
  getUserBookingList,
  getBookingCounters,
  getQuarterDataBooking,
]);
