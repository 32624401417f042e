/** Messages quoted exactly from the spec, shared by server and web. */
export const MSG = {
  generic: 'Error encountered, please try again or contact support if error persists.',
  validationFailed: 'Form validation failed, please check field validation error messages and enter required information.',
  validationFailedTitle: 'Validation Failed',
  notAllowedContentTitle: 'Not Allowed Content',
  notAllowedContent: 'HTML or script tags are not allowed',
  accessModifiedTitle: 'Access Modified',
  accessModified: "your current access has been modified and you'll be logged out now, please login again",
  somethingWrongTitle: 'Something went wrong',
  somethingWrong: 'You have encountered an unexpected error. Please try again. If the problem persists, contact support.',
  notAllowedTitle: 'NOT Allowed',
  notAllowed: 'Action not allowed at this stage, please contact support',
  accessDenied: 'ACCESS DENIED',
  locationDenied: 'This application is not accessible from your current location',
  noRecords: 'No Records available.',
  noSearchRecords: 'No records found during search.',
  requiredField: 'This is a required field',
  invalidMarkupField: 'Invalid Markup found. Please check the value before submitting again.',
  departmentSavedTitle: 'Department Saved',
  departmentSaved: 'Department information saved.',
  labelSaved: 'Label Configuration Saved.',
  allLabelsPresent: 'All Labels already present for this Organisation',
  notImplemented: 'This call is not built yet',
  userArchived: 'User record archived.',
  profileNotActive: 'Profile is Not Active/Marked as Archived',
  selectAccessType: 'Please select Access Type',
  /** Labels applied: {assessor} and {assessor admin} are the organisation's words. */
  notAssessorAdmin: '{assessor} is not {assessor admin} for selected Organisation.',
  mobileRemovalTitle: 'Not Allowed',
  mobileRemoval: 'The mobile number is used for 2-Step Authentication and cannot be removed.',
  /** Doc 2 §5 Upload files: a chooser submitted without a file; {type} names the kinds it takes ('CSV', 'Excel', 'CSV or Excel'). */
  selectFileToUpload: (type: string) => `Please select ${type} file to upload`,
  /** Doc 2 §8: an administrator adding a candidate to a meeting whose spots are all booked. */
  maxSpotsBookedTitle: 'Not Allowed',
  maxSpotsBooked: 'Max. Allowed spots already booked',
  /** Doc 3 §8: organisation/getAccessCountries answered no country (the Access Restriction choice has nothing to offer). */
  noAccessCountriesTitle: 'Error Encountered',
  noAccessCountries: 'No Access Countries Found.',
  /** Not in the spec, in the tone of its configuration messages: an Access Restriction outside the access countries. */
  accessRestrictionNotOffered: (codes: readonly string[]) =>
    `Access Restriction Configuration: Country ${codes.join(', ')} not found in Access Countries`,
} as const;

/**
 * Account lifecycle (doc 1 §8 sign-up and 2-step, password reset, invitations). The spec's texts are quoted exactly
 * ('Verification Code Invalid', 'Code Sent: ...', 'Error Encountered setting up ...', the extend-invite errors);
 * the others complete what the spec leaves unsaid.
 */
export const ACCOUNT_MSG = {
  codeInvalid: 'Verification Code Invalid',
  codeExpired: 'Verification Code Invalid: the code has expired, please ask for a new one.',
  codeLocked: 'Verification Code Invalid: too many incorrect attempts, please ask for a new code.',
  codeMissing: 'Verification Code Invalid: no code was sent for this request, please ask for a code.',
  codeTooSoon: 'A verification code was sent less than 30 seconds ago. Please wait a moment before asking for another.',
  codeSendFailed: 'The verification code could not be sent, please try again.',
  codeSentEmail: 'Code Sent: One-time verification code sent to your registered Email Address',
  codeSentMobile: 'Code Sent: One-time verification code sent to your registered Mobile Phone',
  codeVerified: 'Verification code accepted.',
  mfaNeedsMobile: 'Please add a mobile number in your profile before choosing Mobile Phone for 2-Step Authentication.',
  mfaSetupFailed: 'Error Encountered setting up your 2-Step Authentication. Please try again.',
  mfaSetEmail: 'Your 2-Step Authentication method is now set to Email Address.',
  mfaSetMobile: 'Your 2-Step Authentication method is now set to Mobile Phone.',
  mfaSetApp: 'Your 2-Step Authentication method is now set to a 3rd-party authentication app.',
  invitationInvalid: 'This invitation link is not valid. Please contact the person who invited you.',
  invitationAccepted: 'This invitation has already been used. Please sign in with your registered email address as the username.',
  invitationExpired: 'This invitation has expired. Please ask the person who invited you to extend it.',
  passwordAccepted: 'Password accepted.',
  accountCreatedTitle: 'Account Created',
  accountCreated: 'Your account has been created. Your username is your registered email address.',
  mfaNext: "You'll need to set-up 2-Step Authentication method next.",
  signupNotVerified: 'Please verify your account with the code sent to you, then submit again.',
  usernameMismatch: 'The username must be the email address the invitation was sent to.',
  timezoneRequired: 'Please select your default timezone.',
  privacyRequired: 'Please accept the privacy statement to continue.',
  signupFailed: 'Your account could not be created, please try again or contact support.',
  resetRequested: 'If an account exists for this email address, a link to reset the password has been sent to it. Please check your email.',
  resetLinkInvalid: 'This password reset link is not valid, already used or expired. Please ask for a new one with Forgot your password?',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  userInvited: 'User created and the invitation email sent.',
  userCreatedNoMail: 'User created, but the invitation email could not be sent. Please use Extend Invite Expiry to send it again.',
  extendEmailFailed: 'The invitation email could not be sent: use Extend Invite Expiry again to resend it.',
  alreadyHasAccess: 'This email address already has access to this Organisation.',
  organisationInactive: 'This Organisation is not active.',
  extendDateTitle: 'Invitation Expiry Date Extended',
  extendDatePast: 'The invitation expiry date cannot be before today.',
  accessRecordNotFound: 'Error encountered in getting Organisation Access Record',
  invitationExpiryNotFound: 'Error Current Invitation Expiry Date not found',
} as const;
