/** The sign-up page's titles and texts (doc 1 §8 Sign-up). */
export const SIGNUP_TEXT = {
  errorTitle: 'Error',
  validationErrorTitle: 'Validation Error',
  codeRequired: 'You must enter the Code',
  codeInvalidTitle: 'Verification Code Invalid',
  codeInvalidText: 'The code is not correct. Please check it and enter it again.',
  codeResentTitle: 'Code Resent',
  codeResent: 'Please check your phone or email for a verification code.',
  createdTitle: 'Account Created',
  created: (username: string) => `Your account has been created. Your username is your registered email address: ${username}`,
  mfaNext: "You'll need to set-up 2-Step Authentication method next.",
  loginFailed: 'Login Failed',
  privacyAccept: 'I have read and accept the privacy statement',
  passwordRequired: 'Please enter password',
  signInIntro: (username: string, organisation: string) =>
    `${username} already has an account. Sign in with its current password to accept the invitation to join ${organisation}.`,
  acceptTitle: 'Accept Invitation',
  acceptConfirm: (organisation: string) =>
    `Join ${organisation} with this account? Your account, its password and its 2-Step Authentication stay as they are.`,
  acceptedTitle: 'Invitation Accepted',
  signInRequiredTitle: 'Sign In to Accept',
} as const;

export const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
