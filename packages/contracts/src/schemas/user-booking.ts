import * as z from 'zod';
import { MSG } from '../messages.ts';
import { candidateWaitlistEntry } from './booking-flow.ts';
import { fieldMessages } from '../field-rules.ts';
import {
  BOOKING_STATUSES,
  bookingStatus,
  datePathParam,
  email,
  id,
  looseAnswer,
  looseRow,
  mobileNo,
  optionalText,
  pathParam,
  pathParams,
  quarterRow,
  requiredText,
  stepType,
  tableOrExport,
} from './common.ts';

export const BOOKING_MESSAGES = {
  cancelReason: 'Validation Failed: Please add reason for cancellation',
  deleteReason: 'Validation Failed: Please add reason for Deletion',
  projectChangeReason: 'Validation Failed: Please add reason for Project Change',
  newProject: 'Validation Failed: Please select new Project',
  statusComments: 'Please provide comments for status',
  newStatus: 'Please select New Booking Status',
  checklist: 'Please complete all checklist items',
} as const;

/** Booking a slot (candidate) or a candidate into a meeting (admin, single add). */
export const newBookingRequest = z.object({
  encryptedMeetingId: z.string().trim().min(1, MSG.requiredField).max(200),
  encryptedCandidateId: id.optional(),
  encryptedStepId: id.optional(),
  /** PENDING, or MISSED~INCOMPLETE when booking a missed or incomplete candidate. */
  existingStatus: z.enum(['PENDING', 'MISSED~INCOMPLETE']).optional(),
  /** Add existing candidate: e-mail and unique id. */
  email: z.string().trim().max(200).optional(),
  uniqueId: optionalText(100),
});

/** New candidate request / candidate invite (doc 2 §3, doc 3 §3, §5). */
export const newCandidateRequest = z
  .object({
    /** The organisation of the invite page (candidate-individual/{organisationId}); the caller's own when absent. */
    encryptedOrganisationId: id.optional(),
    encryptedProjectId: id.optional(),
    enAssessmentProjectId: id.optional(),
    enInterviewProjectId: id.optional(),
    projectTypes: z.array(stepType).max(3).optional(),
    customRequestTypes: optionalText(500),
    firstName: requiredText(200),
    lastName: requiredText(200),
    email,
    uniqueId: optionalText(100),
    mobile: mobileNo,
    linkExpiryDays: z.number().int(fieldMessages.noDecimal).min(1, fieldMessages.min(1)).max(99, fieldMessages.max(99)).default(1),
    isNewCandidate: z.boolean().optional(),
  })
  .refine((c) => Boolean(c.encryptedProjectId || c.enAssessmentProjectId || c.enInterviewProjectId), {
    path: ['projectTypes'],
    message: MSG.requiredField,
  });

/** listType (PROJECT, MEETING, CANDIDATE, ASSESSOR or a booking tab) and the referenced id, NA by default. */
export const bookingListParams = pathParams('listType', 'refId');

/** The booking list's tabs (doc 2 manage/booking-list) as user-booking/getUserBookingList names them. */
export const BOOKING_LIST_TABS = ['UPCOMING', 'PAST', 'AWAITING_COMPLETION', 'COMPLETE', 'MISSED_INCOMPLETE', 'CANCELLED', 'ARCHIVED'] as const;
export type BookingListTab = (typeof BOOKING_LIST_TABS)[number];
/**
 * The list types of getUserBookingList/{listType}/{refId}: a tab (refId NA), or the bookings of a project, meeting,
 * candidate, or assessor or invigilator (the user page's Bookings List).
 */
export const BOOKING_LIST_TYPES = [...BOOKING_LIST_TABS, 'PROJECT', 'MEETING', 'CANDIDATE', 'ASSESSOR'] as const;
export type BookingListType = (typeof BOOKING_LIST_TYPES)[number];

/** searchData of getUserBookingList (doc 2 §3 Table request; §9 status filter of the meeting's bookings). */
export const bookingListSearch = z.object({
  /** The status filter of the PROJECT, MEETING and CANDIDATE lists; empty or ALL is every status. */
  status: z
    .array(z.enum([...BOOKING_STATUSES, 'ALL']))
    .max(10)
    .default([]),
  /** The Cancelled tab's sub-lists: one candidate's, or one assessor's meetings' cancelled bookings. */
  encryptedCandidateId: id.optional(),
  encryptedAssessorId: id.optional(),
  /** An org admin on an org-admin-invigilator link sees the invigilator's view (doc 2 §6). */
  checkOrgAdminInvigilator: z.boolean().default(false),
});
export type BookingListSearch = z.output<typeof bookingListSearch>;

/** Booking list row (doc 2 booking list). */
export const bookingRow = looseRow({
  statusDateDisplay: z.string().optional(),
  dateTimeCombined: z.string().optional(),
  stepTypeDisplay: z.string().optional(),
  status: z.string().optional(),
  candidateUniqueId: z.string().optional(),
  candidateName: z.string().optional(),
  candidateRequestType: z.string().optional(),
  assessorName: z.string().optional(),
  encryptedMeetingId: z.string().optional(),
  encryptedCandidateId: z.string().optional(),
  encryptedProjectId: z.string().optional(),
  projectName: z.string().optional(),
  /** The meeting's UTC start (absent while pending). */
  start: z.string().optional(),
  /** Admins see status reasons (doc 2 §6). */
  statusReason: z.string().optional(),
  readyToPurge: z.boolean().optional(),
  /** yyyy-MM-dd, when ready to purge: 'Purge Date' for an archived booking, 'Sanitise Date' otherwise (purgeDateLabel). */
  purgeDate: z.string().optional(),
  purgeDateLabel: z.string().optional(),
});
export const bookingList = tableOrExport(bookingRow);

/** Status update request (doc 2 §3) with the reason rules of doc 2 §5. */
export const statusUpdateRequest = z
  .object({
    encryptedId: id,
    encryptedMeetingId: id.optional(),
    encryptedCandidateId: id.optional(),
    status: bookingStatus,
    existingStatus: z.string().max(50).optional(),
    statusReason: optionalText(200),
    completionChecklistSelected: optionalText(4000),
    encryptedNewProjectId: id.optional(),
    newProjectName: optionalText(200),
  })
  .superRefine((u, ctx) => {
    const hasReason = Boolean(u.statusReason?.trim());
    const need = (message: string) => {
      if (!hasReason) ctx.addIssue({ code: 'custom', path: ['statusReason'], message });
    };
    if (u.status === 'CANCELLED') need(BOOKING_MESSAGES.cancelReason);
    if (u.status === 'ARCHIVED') need(BOOKING_MESSAGES.deleteReason);
    if (u.status === 'INCOMPLETE' || u.status === 'MISSED') need(BOOKING_MESSAGES.statusComments);
    if (u.status === 'PENDING' && u.existingStatus === 'PENDING') {
      if (!u.encryptedNewProjectId) ctx.addIssue({ code: 'custom', path: ['encryptedNewProjectId'], message: BOOKING_MESSAGES.newProject });
      need(BOOKING_MESSAGES.projectChangeReason);
    }
  });

/** Booking (doc 2 §3) as getById answers it. */
export const bookingDetail = looseRow({
  encryptedMeetingId: z.string().optional(),
  status: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  cancelAllowed: z.boolean().optional(),
  completionAllowed: z.boolean().optional(),
  /** Issue 22: the caller may move this booking to another meeting now (rescheduling on, cancelling allowed). */
  rescheduleAllowed: z.boolean().optional(),
  /** Live-session attendance, for staff (issue 12): first join, last leave (ISO) and the seconds connected in all. */
  sessionJoinedAt: z.string().optional(),
  sessionLeftAt: z.string().optional(),
  sessionSeconds: z.number().optional(),
});

/** Candidate booking response (doc 2 §3). */
export const candidateBookingResponse = z.looseObject({
  listNotPendingBookings: z.array(bookingDetail),
  listPendingBookings: z.array(
    z.looseObject({
      stepTypeDisplay: z.string().optional(),
      daysAvailable: z.array(z.string()).optional(),
      encryptedStepId: z.string().optional(),
      deliveryMethod: z.string().optional(),
      minSearchStart: z.string().optional(),
      projectSummary: z.string().optional(),
      /** Issue 22: the candidate's place on this step's waitlist (and the seat held for them), when on it. */
      waitlist: candidateWaitlistEntry.optional(),
      /** Issue 22: the step offers nothing now and the organisation has the waitlist on: the card offers to join it. */
      waitlistAvailable: z.boolean().optional(),
    }),
  ),
  showAvailable: z.boolean().optional(),
  cancelInterviewAuto: z.boolean().optional(),
  allowMultiCandidateEntry: z.boolean().optional(),
  messageHowtoBook: z.string().optional(),
  projectCount: z.number().optional(),
});

export const bookingIdParams = pathParams('id');
export const candidateInterviewParams = pathParams('candidateId', 'organisationId');
export const meetingIdParams = pathParams('meetingId');
/** JIRA candidate export: organisation id and type 1 (all records) or 0 (updated since the last export). */
export const candidateExportParams = z.object({ organisationId: pathParam, type: z.enum(['0', '1']) });
export const candidateExportAnswer = z.object({
  status: z.string().optional(),
  message: z.string().optional(),
  file: z.string().optional(),
  fileName: z.string().optional(),
});
export const quarterBookingParams = pathParams('id');
export const quarterBookingRequest = z.array(z.string().max(200)).max(200);
export const quarterBookingAnswer = z.array(quarterRow);
export const bookingPurgeParams = z.object({ bookingId: pathParam, date: datePathParam });

/** Bulk completion: the list of encrypted booking ids. */
export const bulkCompleteRequest = z.array(id).min(1).max(500);
export const bulkCompleteAnswer = z.object({
  successCount: z.number(),
  results: z.array(z.object({ encryptedId: z.string(), status: z.string(), message: z.string().optional() })),
});

export const waitingRoomCandidates = z.array(z.object({ fullName: z.string(), inWaitingRoom: z.boolean() }));
export const checkInRequest = z.object({ encryptedMeetingId: id });
export const countersAnswer = looseAnswer;
