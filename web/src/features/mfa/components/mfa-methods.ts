import type { CallRequest } from '../../../shared/lib/api/index.ts';

/** A 2-step method as auth/getMfaCode and auth/updateMfaType name it. */
export type MfaType = CallRequest<'auth.getMfaCode'>['params']['mfaType'];

/** The 2-step methods of doc 1 §2.6, their names on the page and in the success dialog (doc 1 §8). */
export const MFA_METHODS: readonly { value: MfaType; label: string; setTo: string }[] = [
  { value: 'EMAIL', label: 'Email Address', setTo: 'Email Address' },
  { value: 'MOBILE', label: 'Mobile Phone', setTo: 'Mobile Phone' },
  { value: 'APP', label: '3rd-party authentication app', setTo: 'a 3rd-party authentication app' },
];

export const methodOf = (type: MfaType) => MFA_METHODS.find((m) => m.value === type)!;

export const MFA_MESSAGES = {
  noData: '2-Step Authentication process encountered issues. Please Contact support',
  codeRequired: 'You must enter the Code',
  codeSentTitle: 'Code Sent',
  codeSent: (label: string) => `One-time verification code sent to your registered ${label}`,
  codeResent: 'Verification code resent',
  codeInvalidTitle: 'Verification Code Invalid',
  setupFailed: 'Error Encountered setting up your 2-Step Authentication. Please try again.',
  title: '2-Step Authentication',
  confirm: (label: string) => `Set ${label} as your preferred 2-Step Authentication method?`,
  done: (setTo: string) => `Your 2-Step Authentication method is set to ${setTo}.`,
} as const;
