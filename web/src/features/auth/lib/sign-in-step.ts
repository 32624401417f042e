import type { SignInOutput } from 'aws-amplify/auth';

/** The Cognito step after a sign-in attempt, reduced to what the login page shows. */
export type SignInStep =
  | { kind: 'done' }
  | { kind: 'code'; method: 'TOTP' | 'SMS' | 'EMAIL'; destination?: string }
  | { kind: 'choose-method'; methods: string[] }
  | { kind: 'setup' }
  | { kind: 'unsupported'; step: string };

export function toStep(out: SignInOutput): SignInStep {
  const next = out.nextStep;
  switch (next.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'code', method: 'TOTP' };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { kind: 'code', method: 'SMS', destination: next.codeDeliveryDetails?.destination };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { kind: 'code', method: 'EMAIL', destination: next.codeDeliveryDetails?.destination };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { kind: 'choose-method', methods: [...(next.allowedMFATypes ?? [])] };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { kind: 'setup' };
    default:
      return { kind: 'unsupported', step: next.signInStep };
  }
}
