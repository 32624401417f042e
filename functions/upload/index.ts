import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createArea } from '../lib/create-area.ts';
import bookingFile from './booking-file.ts';
import bookingFileTicket from './booking-file-ticket.ts';
import getCandidateInviteSettings from './get-candidate-invite-settings.ts';
import getCandidateUploadJob from './get-candidate-upload-job.ts';
import newBooking from './new-booking.ts';
import newBookingTicket from './new-booking-ticket.ts';
import newCandidate from './new-candidate.ts';
import newCandidateTicket from './new-candidate-ticket.ts';
import newMeeting from './new-meeting.ts';
import newMeetingTicket from './new-meeting-ticket.ts';

/** The upload Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('upload', uploadRoutes, [
  newCandidate,
  newCandidateTicket,
  getCandidateUploadJob,
  getCandidateInviteSettings,
  newMeeting,
  newMeetingTicket,
  newBooking,
  newBookingTicket,
  bookingFileTicket,
  bookingFile,
]);
