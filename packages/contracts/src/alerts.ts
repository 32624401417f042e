import type { StepType } from './roles.ts';

/**
 * The alert catalogue and the tag catalogue (doc 3 §2.7–§2.9, §3 "Notification template", "Notification tag").
 * The spec names neither the codes nor the tags; this is the set an administrator of the product needs, one
 * place for the template page, the project alert page, the renderer (core/notification/render-alert.ts) and
 * every sender (core/notification/send-alert.ts).
 */

/** Delivery methods of a notification (doc 3 §9). */
export const NOTIFICATION_METHODS = ['EMAIL', 'SMS'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/**
 * Organisation: one template per organisation and code (sent for the whole organisation).
 * Project: templates chosen per project through project alerts (doc 3 §2.7).
 */
export const ALERT_SCOPES = ['Organisation', 'Project'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

/** Label words a template may use, one tag per configured label code (doc 1 §1, doc 3 Label configuration). */
export const LABEL_TAGS = {
  $labelAssessor: { label: 'ASSESSOR', name: 'The organisation’s word for Assessor' },
  $labelAssessorAdmin: { label: 'ASSESSOR_ADMIN', name: 'The organisation’s word for Assessor Admin' },
  $labelInvigilator: { label: 'INVIGILATOR', name: 'The organisation’s word for Invigilator' },
  $labelInterview: { label: 'INTERVIEW', name: 'The organisation’s word for Interview' },
  $labelAssessment: { label: 'ASSESSMENT', name: 'The organisation’s word for Assessment' },
  $labelInternal: { label: 'INTERNAL', name: 'The organisation’s word for Internal' },
  $labelRemote: { label: 'REMOTE', name: 'The organisation’s word for Remote' },
  $labelOnsite: { label: 'ONSITE', name: 'The organisation’s word for Onsite' },
  $labelMeeting: { label: 'MEETING', name: 'The organisation’s word for Meeting' },
  $labelMeetings: { label: 'MEETINGS', name: 'The organisation’s word for Meetings' },
  $labelCandidate: { label: 'CANDIDATE', name: 'The organisation’s word for Candidate' },
  $labelCandidates: { label: 'CANDIDATES', name: 'The organisation’s word for Candidates' },
} as const;
export type LabelTag = keyof typeof LABEL_TAGS;

/** Tags filled from the alert's data (the renderer's context), with the name shown in the Tags List. */
export const DATA_TAGS = {
  $organisationName: 'Organisation name',
  $projectName: 'Project name',
  $candidateFirstName: 'Candidate first name',
  $candidateLastName: 'Candidate last name',
  $candidateEmail: 'Candidate e-mail address',
  $candidateMobile: 'Candidate mobile number',
  $assessorName: 'Assessor full name',
  $assessorEmail: 'Assessor e-mail address',
  $assessorMobile: 'Assessor mobile number',
  $meetingDate: 'Meeting date in the meeting’s time zone (Friday, 05 March 2027)',
  $meetingStart: 'Meeting start date and time in the meeting’s time zone (Friday, 05 March 2027 09:05 AM Syd)',
  $meetingEnd: 'Meeting end time in the meeting’s time zone (10:05 AM Syd)',
  $meetingLocation: 'Meeting address, or Remote for an online meeting',
  $joinLink: 'Link to join a remote meeting',
  $bookingLink: 'Link to the booking in the Scheduler',
  $cancelReason: 'Reason given for a cancellation',
  $invitationLink: 'Link to accept an invitation',
  $invitationExpiry: 'When an invitation link expires',
  $inviterName: 'Name of the person who sent an invitation',
  $invitedRole: 'Role an invitation is for, in the organisation’s words',
  $purgeDate: 'Date a record is purged',
  $holdLink: 'Link to confirm a seat held from the waitlist',
  $holdExpiry: 'When a seat held from the waitlist is released, in the meeting’s time zone',
  $previousMeetingStart: 'Start of the meeting a booking moved from, in that meeting’s time zone',
  $confirmedCount: 'Number of confirmed bookings of a meeting',
  $candidateMin: 'Minimum number of candidates of a meeting',
  $meetingLink: 'Link to the meeting in the Scheduler',
} as const;
export type DataTag = keyof typeof DATA_TAGS;

export type TagCode = DataTag | LabelTag;

/** One row of the Tags List and of `getAllNotificationTags`: code (starting with $) and name. */
export interface NotificationTagInfo {
  code: TagCode;
  name: string;
}

export const NOTIFICATION_TAGS: readonly NotificationTagInfo[] = [
  ...(Object.entries(DATA_TAGS) as [DataTag, string][]).map(([code, name]) => ({ code, name })),
  ...(Object.entries(LABEL_TAGS) as [LabelTag, { name: string }][]).map(([code, t]) => ({ code, name: t.name })),
];

const TAG_CODES: ReadonlySet<string> = new Set(NOTIFICATION_TAGS.map((t) => t.code));
export const isTagCode = (code: string): code is TagCode => TAG_CODES.has(code);

/** A tag in a text: `$` then a letter, then letters and digits (so '$5.00' is not a tag). */
export const TAG_PATTERN = /\$[A-Za-z][A-Za-z0-9]*/g;

/** Every tag written in `text`, in order of first appearance, without repeats. */
export function tagsIn(text: string): string[] {
  return [...new Set(text.match(TAG_PATTERN) ?? [])];
}

export const ALERT_CODES = [
  'CANDIDATE_INVITATION',
  'USER_INVITATION',
  'BOOKING_CONFIRMED',
  'BOOKING_CANCELLED_BY_CANDIDATE',
  'BOOKING_CANCELLED_BY_ADMIN',
  'BOOKING_CANCELLED_AUTOMATICALLY',
  'BOOKING_RESCHEDULED',
  'WAITLIST_SEAT_HELD',
  'BOOKING_REMINDER',
  'BOOKING_COMPLETED',
  'BOOKING_MISSED',
  'MEETING_CHANGED',
  'MEETING_CANCELLED',
  'ASSESSOR_ALLOCATED',
  'MEETING_UNDER_MINIMUM',
  'PURGE_NOTICE',
] as const;
export type AlertCode = (typeof ALERT_CODES)[number];
export const isAlertCode = (code: string): code is AlertCode => (ALERT_CODES as readonly string[]).includes(code);

/** The default words of an alert, used when an organisation has no template of its own for an Organisation-scope code. */
export interface AlertDefaults {
  subject: string;
  emailBody: string;
  smsBody: string;
}

export interface AlertDefinition {
  code: AlertCode;
  /** The Alert Name, a label template ('{Meeting} Changed'): shown through fillLabels with the organisation's words. */
  description: string;
  /** Organisation scope: the method(s) configured for the alert; Project scope: EMAIL and SMS (doc 3 §4). */
  deliveryMethods: readonly NotificationMethod[];
  scope: AlertScope;
  /** Project step types the alert applies to (getConfigAlertByStepType). */
  stepTypes: readonly StepType[];
  /** Tags a template of this alert may use (the label tags are always allowed as well). */
  tags: readonly DataTag[];
  defaults: AlertDefaults;
}

const ALL_STEPS: readonly StepType[] = ['INTERVIEW', 'ASSESSMENT', 'INTERNAL'];
const CANDIDATE_STEPS: readonly StepType[] = ['INTERVIEW', 'ASSESSMENT'];
const BOTH: readonly NotificationMethod[] = ['EMAIL', 'SMS'];

const PERSON_TAGS = ['$organisationName', '$candidateFirstName', '$candidateLastName', '$candidateEmail', '$candidateMobile'] as const;
const MEETING_TAGS = [
  ...PERSON_TAGS,
  '$projectName',
  '$assessorName',
  '$assessorEmail',
  '$assessorMobile',
  '$meetingDate',
  '$meetingStart',
  '$meetingEnd',
  '$meetingLocation',
  '$joinLink',
  '$bookingLink',
] as const;

/**
 * Default words of a booking or meeting alert: `title` in the subject, `state` completes 'Your Meeting ... on <start>',
 * `extra` ('Join: $joinLink') is a line of its own, which the renderer leaves out when its tag renders empty.
 */
const bookingDefaults = (title: string, state: string, extra = ''): AlertDefaults => ({
  subject: `$labelMeeting ${title}: $projectName`,
  emailBody: `Dear $candidateFirstName,\n\nYour $labelMeeting for $projectName on $meetingStart ${state}.${extra ? `\n${extra}` : ''}\n\nLocation: $meetingLocation\n\n$organisationName`,
  smsBody: `$organisationName: your $labelMeeting for $projectName on $meetingStart ${state}.`,
});

export const ALERTS: Readonly<Record<AlertCode, AlertDefinition>> = {
  CANDIDATE_INVITATION: {
    code: 'CANDIDATE_INVITATION',
    description: '{Candidate} Invitation',
    deliveryMethods: ['EMAIL'],
    scope: 'Organisation',
    stepTypes: CANDIDATE_STEPS,
    tags: [...PERSON_TAGS, '$projectName', '$invitationLink', '$invitationExpiry', '$inviterName'],
    defaults: {
      subject: 'Invitation to book your $labelMeeting with $organisationName',
      emailBody:
        'Dear $candidateFirstName,\n\n$organisationName invites you to book your $labelMeeting for $projectName.\n\nOpen this link to sign up and book: $invitationLink\n\nThe link expires on $invitationExpiry.',
      smsBody: '$organisationName invites you to book your $labelMeeting: $invitationLink',
    },
  },
  USER_INVITATION: {
    code: 'USER_INVITATION',
    description: 'User Invitation',
    deliveryMethods: ['EMAIL'],
    scope: 'Organisation',
    stepTypes: ALL_STEPS,
    tags: [...PERSON_TAGS, '$invitationLink', '$invitationExpiry', '$inviterName', '$invitedRole'],
    defaults: {
      subject: 'Invitation to join $organisationName on The Scheduler',
      emailBody:
        'Hello $candidateFirstName,\n\n$inviterName has invited you to join $organisationName on The Scheduler as $invitedRole.\n\nUse the link below to set up your account. Your username will be this email address.\n\nAccept invitation and sign up: $invitationLink\n\nThis invitation expires on $invitationExpiry. After that, please ask $organisationName to extend it.',
      smsBody: '$inviterName has invited you to join $organisationName on The Scheduler: $invitationLink',
    },
  },
  BOOKING_CONFIRMED: {
    code: 'BOOKING_CONFIRMED',
    description: 'Booking Confirmed',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: MEETING_TAGS,
    defaults: bookingDefaults('Confirmed', 'is confirmed', 'Join: $joinLink'),
  },
  BOOKING_CANCELLED_BY_CANDIDATE: {
    code: 'BOOKING_CANCELLED_BY_CANDIDATE',
    description: 'Booking Cancelled by {Candidate}',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: [...MEETING_TAGS, '$cancelReason'],
    defaults: bookingDefaults('Cancelled', 'has been cancelled', 'Reason: $cancelReason'),
  },
  BOOKING_CANCELLED_BY_ADMIN: {
    code: 'BOOKING_CANCELLED_BY_ADMIN',
    description: 'Booking Cancelled by Admin',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: [...MEETING_TAGS, '$cancelReason'],
    defaults: bookingDefaults('Cancelled', 'has been cancelled', 'Reason: $cancelReason'),
  },
  BOOKING_CANCELLED_AUTOMATICALLY: {
    code: 'BOOKING_CANCELLED_AUTOMATICALLY',
    description: 'Booking Cancelled Automatically',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: [...MEETING_TAGS, '$cancelReason'],
    defaults: bookingDefaults('Cancelled', 'has been cancelled'),
  },
  BOOKING_RESCHEDULED: {
    code: 'BOOKING_RESCHEDULED',
    description: 'Booking Rescheduled',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: [...MEETING_TAGS, '$previousMeetingStart'],
    defaults: {
      subject: '$labelMeeting Rescheduled: $projectName',
      emailBody:
        'Dear $candidateFirstName,\n\nYour $labelMeeting for $projectName has moved from $previousMeetingStart to $meetingStart.\nJoin: $joinLink\n\nLocation: $meetingLocation\n\n$organisationName',
      smsBody: '$organisationName: your $labelMeeting for $projectName has moved to $meetingStart.',
    },
  },
  WAITLIST_SEAT_HELD: {
    code: 'WAITLIST_SEAT_HELD',
    description: 'Waitlist Seat Held',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: [...MEETING_TAGS, '$holdLink', '$holdExpiry'],
    defaults: {
      subject: 'A $labelMeeting seat is held for you: $projectName',
      emailBody:
        'Dear $candidateFirstName,\n\nA seat has freed up for your $labelMeeting for $projectName on $meetingStart, and we are holding it for you until $holdExpiry.\n\nConfirm it here: $holdLink\n\nIf you do not confirm it by then, it passes to the next person on the waitlist.\n\nLocation: $meetingLocation\n\n$organisationName',
      smsBody: '$organisationName: a seat on $meetingStart is held for you until $holdExpiry. Confirm: $holdLink',
    },
  },
  BOOKING_REMINDER: {
    code: 'BOOKING_REMINDER',
    description: 'Booking Reminder',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: MEETING_TAGS,
    defaults: bookingDefaults('Reminder', 'is coming up', 'Join: $joinLink'),
  },
  BOOKING_COMPLETED: {
    code: 'BOOKING_COMPLETED',
    description: 'Booking Completed',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: MEETING_TAGS,
    defaults: bookingDefaults('Completed', 'is complete'),
  },
  BOOKING_MISSED: {
    code: 'BOOKING_MISSED',
    description: 'Booking Missed',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: CANDIDATE_STEPS,
    tags: MEETING_TAGS,
    defaults: bookingDefaults('Missed', 'was missed'),
  },
  MEETING_CHANGED: {
    code: 'MEETING_CHANGED',
    description: '{Meeting} Changed',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: ALL_STEPS,
    tags: MEETING_TAGS,
    defaults: bookingDefaults('Changed', 'has changed'),
  },
  MEETING_CANCELLED: {
    code: 'MEETING_CANCELLED',
    description: '{Meeting} Cancelled',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: ALL_STEPS,
    tags: [...MEETING_TAGS, '$cancelReason'],
    defaults: bookingDefaults('Cancelled', 'has been cancelled'),
  },
  ASSESSOR_ALLOCATED: {
    code: 'ASSESSOR_ALLOCATED',
    description: '{Assessor} Allocated',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: ALL_STEPS,
    tags: MEETING_TAGS,
    defaults: {
      subject: '$labelMeeting allocated: $projectName on $meetingStart',
      emailBody:
        'Dear $assessorName,\n\nYou have been allocated to the $labelMeeting for $projectName on $meetingStart to $meetingEnd.\n\nLocation: $meetingLocation\n\n$organisationName',
      smsBody: '$organisationName: you are allocated to the $labelMeeting for $projectName on $meetingStart.',
    },
  },
  MEETING_UNDER_MINIMUM: {
    code: 'MEETING_UNDER_MINIMUM',
    description: '{Meeting} Under Minimum',
    deliveryMethods: BOTH,
    scope: 'Project',
    stepTypes: ['ASSESSMENT'],
    tags: [...MEETING_TAGS, '$confirmedCount', '$candidateMin', '$meetingLink'],
    defaults: {
      subject: '$labelMeeting under minimum: $projectName on $meetingStart',
      emailBody:
        'Hello,\n\nThe $labelAssessment $labelMeeting for $projectName on $meetingStart has $confirmedCount confirmed $labelCandidates, below its minimum of $candidateMin.\n\nKeep it or archive it: $meetingLink\n\n$organisationName',
      smsBody:
        '$organisationName: the $labelMeeting for $projectName on $meetingStart has $confirmedCount of a minimum $candidateMin $labelCandidates.',
    },
  },
  PURGE_NOTICE: {
    code: 'PURGE_NOTICE',
    description: 'Purge Notice',
    deliveryMethods: ['EMAIL'],
    scope: 'Organisation',
    stepTypes: ALL_STEPS,
    tags: [...PERSON_TAGS, '$purgeDate'],
    defaults: {
      subject: 'Your details with $organisationName will be removed',
      emailBody:
        'Dear $candidateFirstName,\n\nYour personal details held by $organisationName on The Scheduler will be removed on $purgeDate.\n\n$organisationName',
      smsBody: '$organisationName: your personal details on The Scheduler will be removed on $purgeDate.',
    },
  },
};

export const alertDefinition = (code: AlertCode): AlertDefinition => ALERTS[code];

/** The alerts of one scope (getConfigAlertScopeOrg, getConfigAlertScopeProject). */
export const alertsOfScope = (scope: AlertScope): AlertDefinition[] => ALERT_CODES.map((c) => ALERTS[c]).filter((a) => a.scope === scope);

/** The alerts that apply to a project step type (getConfigAlertByStepType). */
export const alertsForStepType = (stepType: StepType): AlertDefinition[] =>
  ALERT_CODES.map((c) => ALERTS[c]).filter((a) => a.stepTypes.includes(stepType));

/** The methods a template of `code` may use: Organisation scope the alert's own; Project scope EMAIL or SMS (doc 3 §4). */
export const templateMethodsFor = (code: AlertCode, scope: AlertScope): readonly NotificationMethod[] =>
  scope === 'Project' ? NOTIFICATION_METHODS : ALERTS[code].deliveryMethods;

/** Every tag a template of `code` may use: its data tags and every label tag. */
export function allowedTags(code: AlertCode): TagCode[] {
  return [...ALERTS[code].tags, ...(Object.keys(LABEL_TAGS) as LabelTag[])];
}

/**
 * The tags in `text` a template may not use: not in the tag catalogue, or (with `code`) not available for
 * that alert. Empty means the text may be saved.
 */
export function unknownTags(text: string, code?: AlertCode): string[] {
  const allowed: ReadonlySet<string> = code ? new Set(allowedTags(code)) : TAG_CODES;
  return tagsIn(text).filter((t) => !allowed.has(t));
}

/** The refusal shown when a template uses tags it may not (save of a notification template). */
export const unknownTagsMessage = (tags: readonly string[]): string =>
  `Unknown ${tags.length === 1 ? 'tag' : 'tags'} ${tags.join(', ')}: use the Tags List for the tags this Alert Name may use`;
