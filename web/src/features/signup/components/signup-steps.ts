/** The sign-up steps of doc 1 §2.8, in order. */
export const SIGNUP_STEPS = ['FillOutDetails', 'VerifyAccount', 'Submit'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export const STEP_TITLES: Record<SignupStep, string> = {
  FillOutDetails: 'Fill Out Details',
  VerifyAccount: 'Verify Account',
  Submit: 'Submit',
};

/** Back from Submit goes to VerifyAccount, otherwise to FillOutDetails (doc 1 §4). */
export function stepBack(step: SignupStep): SignupStep {
  return step === 'Submit' ? 'VerifyAccount' : 'FillOutDetails';
}

/** What moves the sign-up on (doc 1 §4). */
export type SignupEvent = 'passwordAccepted' | 'codeSent' | 'createFailed';

export function stepAfter(step: SignupStep, event: SignupEvent): SignupStep {
  if (event === 'createFailed') return 'FillOutDetails';
  if (step === 'FillOutDetails' && event === 'passwordAccepted') return 'VerifyAccount';
  if (step === 'VerifyAccount' && event === 'codeSent') return 'Submit';
  return step;
}
