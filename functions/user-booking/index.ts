import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createArea } from '../lib/create-area.ts';
import bulkComplete from './bulk-complete.ts';
import candidateExportData from './candidate-export-data.ts';
import checkInWaitingRoom from './check-in-waiting-room.ts';
import extendPurgeDate from './extend-purge-date.ts';
import getById from './get-by-id.ts';
import getCandidatesInWaitingRoom from './get-candidates-in-waiting-room.ts';
import getCandidateBooking from './get-candidate-booking.ts';
import getCandidateInterview from './get-candidate-interview.ts';
import getConfirmedCandidateNames from './get-confirmed-candidate-names.ts';
import getBookingCounters from './get-booking-counters.ts';
import getQuarterDataBooking from './get-quarter-data-booking.ts';
import getUserBookingList from './get-user-booking-list.ts';
import newBooking from './new-booking.ts';
import newCandidate from './new-candidate.ts';
import rescheduleBooking from './reschedule-booking.ts';
import updateStatus from './update-status.ts';
import getWaitlist from './get-waitlist.ts';
import waitlistConfirmHold from './waitlist-confirm-hold.ts';
import waitlistJoin from './waitlist-join.ts';
import waitlistRemove from './waitlist-remove.ts';

/** The user-booking Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('user-booking', userBookingRoutes, [
  extendPurgeDate,
  newCandidate,
  newBooking,
  candidateExportData,
  getUserBookingList,
  getBookingCounters,
  getQuarterDataBooking,
  updateStatus,
  bulkComplete,
  getById,
  getConfirmedCandidateNames,
  getCandidateInterview,
  getCandidateBooking,
  getCandidatesInWaitingRoom,
  checkInWaitingRoom,
  waitlistJoin,
  waitlistRemove,
  waitlistConfirmHold,
  getWaitlist,
  rescheduleBooking,
]);
