import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { UserType } from '@scheduler/contracts/roles';
import { userTypeDisplay } from '../user/user-type-display.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { formatInvitationExpiry } from '../time/time-formats.ts';
import { renderMail, type MailContent } from '../messages/mail-layout.ts';

/** The role an invitation names, in the organisation's words (doc 1 §1 labels). */
export function invitedRoleLabel(labels: LabelSet, userType: UserType, flags: { assessorAdmin?: boolean } = {}): string {
  return userType === 'ASSESSOR' && flags.assessorAdmin ? labelText(labels, 'ASSESSOR_ADMIN') : userTypeDisplay(userType, labels);
}

export interface InvitationEmailInput {
  firstName: string;
  inviterName: string;
  organisationName: string;
  /** The role in the organisation's words (invitedRoleLabel). */
  role: string;
  /** `${siteOrigin}/signup?invitation=<token>` */
  link: string;
  expiresOn: Date;
  /**
   * The e-mail already has an account: the person accepts by signing in with it on the page the link opens (never by
   * setting a new password); `note` is the organisation's own message for them (msgExistingAssessorAccess).
   */
  existingAccount?: { note?: string };
}

/** The invitation e-mail: who invited, to which organisation, as what, the sign-up link and when it expires (server time). */
export function invitationEmail(input: InvitationEmailInput): MailContent {
  const expiry = formatInvitationExpiry(input.expiresOn);
  return renderMail(`Invitation to join ${input.organisationName} on The Scheduler`, `You're invited to ${input.organisationName}`, [
    { kind: 'paragraph', text: `Hello ${input.firstName},` },
    { kind: 'paragraph', text: `${input.inviterName} has invited you to join ${input.organisationName} on The Scheduler as ${input.role}.` },
    ...(input.existingAccount
      ? [
          {
            kind: 'paragraph' as const,
            text: 'You already have an account with this email address: open the link below and sign in with your current password to accept.',
          },
          ...(input.existingAccount.note ? [{ kind: 'paragraph' as const, text: input.existingAccount.note }] : []),
          { kind: 'button' as const, href: input.link, label: 'Accept invitation' },
        ]
      : [
          { kind: 'paragraph' as const, text: 'Use the link below to set up your account. Your username will be this email address.' },
          { kind: 'button' as const, href: input.link, label: 'Accept invitation and sign up' },
        ]),
    {
      kind: 'paragraph',
      text: `This invitation expires on ${expiry} (${SERVER_TIME_ZONE} time). After that, please ask ${input.organisationName} to extend it.`,
    },
    { kind: 'note', text: `If the button does not work, copy this address into your browser: ${input.link}` },
  ]);
}
