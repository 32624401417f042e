import { ACCOUNT_MSG, MSG } from '@scheduler/contracts/messages';

/**
 * Texts of the user pages: the spec's titles and messages quoted exactly (doc 1 §5, §8), shared with the server
 * where it words the same refusal, plus the pages' own prompts.
 */
export const USER_MSG = {
  profileUpdateTitle: 'User Profile Update',
  profileUpdated: 'Your profile has been updated.',
  validationErrorTitle: 'Validation Error',
  mobileModificationTitle: 'Mobile Number Modification',
  mobileModification:
    'Your mobile number is used for 2-Step Authentication. Verification codes will be sent to the new number. Do you want to continue?',
  notAllowedTitle: MSG.mobileRemovalTitle,
  mobileRemovalNotAllowed: MSG.mobileRemoval,
  resetMfaTitle: 'Reset 2-Step Authentication',
  resetMfaConfirm: 'The current 2-step authentication method will be removed. Do you want to continue?',
  resetMfaOtherConfirm:
    "This user's 2-step authentication method will be removed and they will set it up again at their next sign-in. Do you want to continue?",
  resetMfaDoneTitle: '2-Step Authentication Reset',
  setUpMfaNow: 'Your 2-step authentication method has been removed. Would you like to set up a method now?',
  failedTitle: 'FAILED',
  selectAccessType: MSG.selectAccessType,
  selectDate: 'Please select a date',
  dateNotBeforeToday: 'Please select today or a later date',
  mustEnterValue: 'You must enter a value',
  invalidMarkup: 'Invalid Markup Found',
  dateChangeSuccess: 'Date Change Success',
  invitationExtendedTitle: ACCOUNT_MSG.extendDateTitle,
  activatedTitle: 'Activated',
  deactivatedTitle: 'Deactivated',
  userDeletedTitle: 'User Deleted',
  userArchived: MSG.userArchived,
  archiveTitle: 'Archive User',
  archiveConfirm: 'The user will be archived and will no longer be able to sign in. Do you want to continue?',
  accessSavedTitle: 'Access Updated',
  removeAccessTitle: 'Remove Access',
  selectOrganisation: 'Select Organisation',
} as const;
