import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { formatInvitationExpiry } from '../time/time-formats.ts';
import { renderMail, type MailContent } from '../messages/mail-layout.ts';

export interface PasswordResetEmailInput {
  firstName: string;
  /** `${siteOrigin}/resetPassword/<token>` */
  link: string;
  expiresOn: Date;
}

/** The reset e-mail of auth/requestResetPassword: a single-use link valid until expiresOn. */
export function passwordResetEmail(input: PasswordResetEmailInput): MailContent {
  return renderMail('Reset your Scheduler password', 'Reset your password', [
    { kind: 'paragraph', text: `Hello ${input.firstName},` },
    {
      kind: 'paragraph',
      text: 'We received a request to reset the password of your Scheduler account. Use the link below to choose a new password.',
    },
    { kind: 'button', href: input.link, label: 'Reset password' },
    { kind: 'paragraph', text: `The link works once and expires on ${formatInvitationExpiry(input.expiresOn)} (${SERVER_TIME_ZONE} time).` },
    { kind: 'paragraph', text: 'If you did not ask for this, you can ignore this email: your password stays unchanged.' },
    { kind: 'note', text: `If the button does not work, copy this address into your browser: ${input.link}` },
  ]);
}
