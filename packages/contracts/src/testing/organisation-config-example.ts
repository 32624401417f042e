import type { OrganisationConfigInput } from '../schemas/organisation-config.ts';

/** A complete, valid organisation configuration (doc 3 §3) for tests that save or read one. */
export const EXAMPLE_ORGANISATION_CONFIG = {
  uploadProcessorType: 'CSV',
  countryCode: 'AU',
  switchColor: '#1e3a8a;#ffffff',
  invitationExpiry: 7,
  privacyText: '<p>We keep your details only to run your bookings.</p>',
  msgMeetingEditNA_Admin: 'This meeting can no longer be edited.',
  msgMeetingEditNA_Assessor: 'This meeting can no longer be edited, please contact your administrator.',
  msgBookingCancelNA_Assessor: 'This booking can no longer be cancelled.',
  msgBookingCancelInterviewNA_Candidate: 'Your interview can no longer be cancelled online.',
  msgBookingCancelAssessmentNA_Candidate: 'Your assessment can no longer be cancelled online.',
  sessionExpiryAlert: { minutesPrior: 5, message: 'Your session will expire soon.' },
  freezePeriodAdminConfig: {
    meeting_edit_onsite_admin_hours: 24,
    meeting_edit_remote_admin_hours: 12,
    booking_cancel_onsite_admin_hours: 24,
    booking_cancel_remote_admin_hours: 12,
    meeting_internal_past_period: 7,
    meeting_internal_past_allow: true,
  },
  integrationConfig: [{ name: 'AWSChime', config: { enabled: true, candidatesCanSeeEachOther: false } }],
  reminders: [{ key: 'MEETING_REMINDER', interval: [24, 2] }],
} satisfies OrganisationConfigInput;
