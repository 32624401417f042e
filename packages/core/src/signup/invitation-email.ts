import { ALERTS } from '@scheduler/contracts/alerts';
import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { UserType } from '@scheduler/contracts/roles';
import { userTypeDisplay } from '../user/user-type-display.ts';
import type { MailContent } from '../messages/mail-layout.ts';
import { renderAlertEmail } from '../notification/render-alert.ts';

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
  /** The organisation's label words, for label tags in the words. */
  labels?: LabelSet;
  /**
   * The e-mail already has an account: the person accepts by signing in with it on the page the link opens (never by
   * setting a new password); `note` is the organisation's own message for them (msgExistingAssessorAccess).
   */
  existingAccount?: { note?: string };
}

const EXISTING_ACCOUNT_BODY = (note?: string) =>
  [
    'Hello $candidateFirstName,',
    '$inviterName has invited you to join $organisationName on The Scheduler as $invitedRole.',
    'You already have an account with this email address: open the link below and sign in with your current password to accept.',
    ...(note?.trim() ? [note.trim()] : []),
    'Accept invitation: $invitationLink',
    'This invitation expires on $invitationExpiry. After that, please ask $organisationName to extend it.',
  ].join('\n\n');

/**
 * The invitation e-mail (alert USER_INVITATION) through the one renderer: who invited, to which organisation, as what,
 * the sign-up link and when it expires (server time). A person who already has an account is told to sign in instead.
 */
export function invitationEmail(input: InvitationEmailInput): MailContent {
  const words = ALERTS.USER_INVITATION.defaults;
  return renderAlertEmail(
    { subject: words.subject, body: input.existingAccount ? EXISTING_ACCOUNT_BODY(input.existingAccount.note) : words.emailBody },
    {
      organisation: { name: input.organisationName, labels: input.labels ?? [] },
      candidate: { firstName: input.firstName, lastName: '' },
      invitation: { link: input.link, expiresOn: input.expiresOn, inviterName: input.inviterName, role: input.role },
    },
  );
}
