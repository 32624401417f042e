import { renderMail, type MailContent } from '../messages/mail-layout.ts';

export interface VerificationCodeInput {
  code: string;
  /** How long the code is accepted. */
  minutes: number;
}

/** A one-time verification code by e-mail (sign-up, 2-step setup). */
export function verificationCodeEmail(input: VerificationCodeInput): MailContent {
  return renderMail('Your Scheduler verification code', 'Your verification code', [
    { kind: 'paragraph', text: 'Enter this one-time verification code in The Scheduler:' },
    { kind: 'code', text: input.code },
    { kind: 'paragraph', text: `The code expires in ${input.minutes} minutes and can be used once.` },
    { kind: 'note', text: 'If you did not ask for this code, you can ignore this email. Never share the code with anyone.' },
  ]);
}

/** The same code by SMS: short, one message. */
export function verificationCodeSms(input: VerificationCodeInput): string {
  return `The Scheduler verification code: ${input.code}. It expires in ${input.minutes} minutes. Do not share it.`;
}
