import type { UserType } from '@scheduler/contracts/roles';

/** The local sign-in password of every seeded account (meets the pool policy: 14+, digit, symbol, upper, lower). */
export const LOCAL_PASSWORD = 'Kestrel#Violet58Lagoon';

export const SEED_ORGANISATION = {
  name: 'Aurora Talent Assessments',
  description: 'Demonstration organisation for the local runtime',
  contactName: 'Olivia Admin',
  alertEmail: 'alerts@aurora.example',
  countryCode: 'AU' as const,
  config: {
    pageSizeManageMeeting: 10,
    pageSizeManageBooking: 10,
    uploadProcessorType: 'CSV',
    countryCode: 'AU',
    switchColor: '#1e3a8a;#ffffff',
    invitationExpiry: 7,
    showLinkExpiry: true,
    allowCandidateMultiProject: false,
    showMeetingUnavailableFlag: false,
    privacyText: '<p>Aurora keeps your details only to run your assessments and deletes them when they are no longer needed.</p>',
    msgMeetingEditNA_Admin: 'This meeting is inside its freeze period and can no longer be edited.',
    msgMeetingEditNA_Assessor: 'This meeting can no longer be edited. Please contact your administrator.',
    msgBookingCancelNA_Assessor: 'This booking is inside its freeze period and can no longer be cancelled.',
    msgBookingCancelInterviewNA_Candidate: 'Your interview can no longer be cancelled online. Please contact us.',
    msgBookingCancelAssessmentNA_Candidate: 'Your assessment can no longer be cancelled online. Please contact us.',
    msgBookingHowToBook_Candidate: 'Choose a project, pick a time that suits you and confirm the booking.',
    freezePeriodAdminConfig: {
      meeting_edit_onsite_admin_hours: 24,
      meeting_edit_remote_admin_hours: 12,
      booking_cancel_onsite_admin_hours: 24,
      booking_cancel_remote_admin_hours: 12,
      meeting_internal_past_period: 7,
      meeting_internal_past_allow: true,
    },
    countryRestriction: [] as string[],
    retention: { purgeAfterArchiveDays: 90, sanitiseAfterLastBookingDays: 365 },
    reminders: [{ key: 'MEETING_REMINDER', interval: [24, 2] }],
    sessionExpiryAlert: { minutesPrior: 5, message: 'Your session will expire soon. Save your work, or renew the session to keep working.' },
    /** Single sign-on partner: `npm run sso-link -- <email>` signs a /redirect link with its key (LOCAL_SSO_KEYS). */
    integrationConfig: [
      { name: 'GridIntegration', config: { enabled: true, grid_org_uuid: 'aurora-grid-0001', keyId: 'aurora-local-1', tokenExpiry: 300 } },
      /** Live sessions (issue 12): candidates see only the hosts here; they see each other at Borealis. */
      { name: 'AWSChime', config: { enabled: true, candidatesCanSeeEachOther: false } },
    ],
  },
};

/** A second organisation that requires 2-step authentication (NZ), for the organisation switch and forced setup. */
export const SECOND_ORGANISATION = {
  name: 'Borealis Health Panels',
  description: 'Second demonstration organisation: 2-step authentication required',
  contactName: 'Bao Admin',
  alertEmail: 'alerts@borealis.example',
  countryCode: 'NZ' as const,
  config: {
    ...SEED_ORGANISATION.config,
    countryCode: 'NZ',
    switchColor: '#166534;#ffffff',
    /** Candidates arrive as Excel files here (doc 3 §5: First Name, Last Name, Email, Mobile), CSV at Aurora. */
    uploadProcessorType: 'Excel',
    /** Its own partner and key: `npm run sso-link -- <email> borealis`; 2-step still applies after single sign-on. */
    integrationConfig: [
      { name: 'GridIntegration', config: { enabled: true, grid_org_uuid: 'borealis-grid-0001', keyId: 'borealis-local-1', tokenExpiry: 300 } },
      { name: 'AWSChime', config: { enabled: true, candidatesCanSeeEachOther: true } },
    ],
  },
};

export type SeedOrganisationKey = 'aurora' | 'borealis';

export interface SeedPerson {
  key: 'gridAdmin' | 'orgAdmin' | 'assessor' | 'invigilator' | 'candidate' | 'borealisAdmin';
  /** Organisations the person has access to; the first is the default. Default: aurora. */
  organisations?: readonly SeedOrganisationKey[];
  /** A 2-step method set in Cognito and the table (EMAIL: codes arrive in the outbox). */
  mfaType?: 'EMAIL';
  type: UserType;
  username: string;
  firstName: string;
  lastName: string;
  assessorAdmin?: boolean;
  internalProjectAccess?: boolean;
  calendarFeed?: boolean;
  timezoneId?: string;
  mobileNo?: string;
}

export const SEED_PEOPLE: readonly SeedPerson[] = [
  { key: 'gridAdmin', type: 'GRID_ADMIN', username: 'grid.admin@scheduler.local', firstName: 'Grace', lastName: 'Gridley' },
  { key: 'orgAdmin', type: 'ORG_ADMIN', username: 'org.admin@aurora.example', firstName: 'Olivia', lastName: 'Admin' },
  {
    key: 'assessor',
    type: 'ASSESSOR',
    username: 'assessor@aurora.example',
    firstName: 'Arjun',
    lastName: 'Assessor',
    assessorAdmin: true,
    internalProjectAccess: true,
    calendarFeed: true,
    timezoneId: 'Australia/Sydney',
    organisations: ['aurora', 'borealis'],
  },
  {
    key: 'invigilator',
    type: 'INVIGILATOR',
    username: 'invigilator@aurora.example',
    firstName: 'Ingrid',
    lastName: 'Invigilator',
    timezoneId: 'Australia/Sydney',
  },
  {
    key: 'candidate',
    type: 'CANDIDATE',
    username: 'candidate@aurora.example',
    firstName: 'Chloe',
    lastName: 'Candidate',
    mobileNo: '+61412345678',
    mfaType: 'EMAIL',
  },
  {
    key: 'borealisAdmin',
    type: 'ORG_ADMIN',
    username: 'org.admin@borealis.example',
    firstName: 'Bao',
    lastName: 'Admin',
    organisations: ['borealis'],
    mfaType: 'EMAIL',
  },
];

/** Borealis's department and its one active project, so its admin and an Excel candidate upload have somewhere to go. */
export const SECOND_ORGANISATION_WORK = {
  department: { name: 'Clinical Panels', description: 'Panel assessments for clinical roles' },
  project: { name: 'Clinical Panel Assessments 2027', stepType: 'ASSESSMENT' as const, timeZone: 'Pacific/Auckland' },
};

export const SEED_DEPARTMENTS = [
  { name: 'Talent Acquisition', description: 'Recruitment interviews and assessments' },
  { name: 'People Operations', description: 'Internal work sessions' },
];

/**
 * Projects beside the workload's three active ones, so a first start shows both project tabs and the purge list:
 * one inactive, one archived and ready to purge (its purge date `purgeInDays` ahead, so it can be extended).
 */
export const SEED_PAST_PROJECTS = [
  { name: 'Graduate Interviews 2026', stepType: 'INTERVIEW', status: 'INACTIVE' },
  { name: 'Graduate Assessment Centre 2025', stepType: 'ASSESSMENT', status: 'ARCHIVED', purgeInDays: 20 },
] as const;

/** The first organisation's address and resources (doc 3 §2.12): rooms for assessments, so the resource pages show something. */
export const SEED_ADDRESS = { label: 'Head office', addLine1: '1 George Street', addLine2: 'Level 3', city: 'Sydney', state: 'NSW', postCode: 2000 };
export const SEED_RESOURCES = [
  { name: 'Assessment Room 1', type: 'Room' },
  { name: 'Assessment Room 2', type: 'Room' },
];
