import type { UserType } from '@scheduler/contracts/roles';
import type { Invitation } from './invitation-entity.ts';
import { hashToken, newToken } from '../token-hash.ts';
import { invitationEmail, invitedRoleLabel } from './invitation-email.ts';
import type { AccountDeps } from '../user/account-deps.ts';
import { isConditionFailure } from '../conditional-write.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import { createSignupStore } from './signup-store.ts';

export const DEFAULT_INVITATION_DAYS = 7;
/** How long the row outlives its expiry (TTL), so an old link still answers EXPIRED rather than unknown. */
const KEEP_AFTER_EXPIRY_SECONDS = 90 * 24 * 3600;

/** What an invitation link answers before anything else is looked at (doc 1 §4 Sign-up). */
export type InvitationState = 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'ERROR';

/** A fresh invitation, ready to be written in the caller's transaction (signup-store.ts invitationIssueWrites) and then e-mailed. */
export interface IssuedInvitation {
  /** The secret for the link; never stored. */
  token: string;
  expiresOn: Date;
  record: {
    tokenHash: string;
    organisationId: string;
    invitedUserId: string;
    invitedBy?: string;
    status: 'PENDING';
    expiresOn: string;
    expiresAt: number;
    createdAt: string;
    updatedAt: string;
  };
  /** Token hashes of the user's older PENDING invitations to this organisation: they become EXPIRED. */
  superseded: string[];
}

/** The invitee and context the invitation e-mail names. */
export interface InvitationMailContext {
  firstName: string;
  email: string;
  organisationName: string;
  userType: UserType;
  assessorAdmin?: boolean;
  inviterName: string;
  /** The e-mail already has an account: the mail says to sign in to accept (invitation-email.ts). */
  existingAccount?: { note?: string };
}

const configDays = (config: unknown): number => {
  return settingsOf(config).invitationExpiry ?? DEFAULT_INVITATION_DAYS;
};

/**
 * Invitations (doc 1 §4, doc 3 §2.14): random single-use tokens stored only as their hash, expiring after the
 * organisation's invitationExpiry days (default 7) unless a date is given. A new invitation for the same user and
 * organisation expires the older pending ones. The write comes first; the e-mail after it may fail without losing it.
 */
export function createInvitationService(deps: AccountDeps) {
  const { clock } = deps;
  const store = createSignupStore(deps.db);
  const labels = createConfigLabelService(deps);

  const service = {
    /** The expiry of a new invitation: the given instant, else the organisation's configured days from now. */
    expiryFor(organisationConfig: unknown, explicit?: Date): Date {
      return explicit ?? new Date(clock.now().getTime() + configDays(organisationConfig) * 24 * 3600_000);
    },

    link(token: string): string {
      return `${deps.siteOrigin.replace(/\/$/, '')}/signup?invitation=${encodeURIComponent(token)}`;
    },

    /** `newPerson`: the user is written in the same transaction, so no older invitation of theirs can exist to expire. */
    async issue(input: {
      organisationId: string;
      userId: string;
      invitedBy?: string;
      expiresOn: Date;
      newPerson?: boolean;
    }): Promise<IssuedInvitation> {
      const now = clock.now().toISOString();
      const token = newToken();
      const older = input.newPerson ? [] : await store.invitationsOfPerson(input.organisationId, input.userId);
      return {
        token,
        expiresOn: input.expiresOn,
        record: {
          tokenHash: hashToken(token),
          organisationId: input.organisationId,
          invitedUserId: input.userId,
          invitedBy: input.invitedBy,
          status: 'PENDING',
          expiresOn: input.expiresOn.toISOString(),
          expiresAt: Math.floor(input.expiresOn.getTime() / 1000) + KEEP_AFTER_EXPIRY_SECONDS,
          createdAt: now,
          updatedAt: now,
        },
        superseded: older.filter((i) => i.status === 'PENDING').map((i) => i.tokenHash),
      };
    },

    /** Sends the invitation e-mail; false (and logged) when it could not be sent. */
    /** The invitation e-mail's words, with the organisation's labels (for a caller that queues it in the outbox). */
    async email(issued: IssuedInvitation, ctx: InvitationMailContext) {
      const orgLabels = await labels.forOrganisation(issued.record.organisationId);
      return invitationEmail({
        firstName: ctx.firstName,
        inviterName: ctx.inviterName,
        organisationName: ctx.organisationName,
        role: invitedRoleLabel(orgLabels, ctx.userType, { assessorAdmin: ctx.assessorAdmin }),
        link: service.link(issued.token),
        expiresOn: issued.expiresOn,
        existingAccount: ctx.existingAccount,
        labels: orgLabels,
      });
    },

    async sendEmail(issued: IssuedInvitation, ctx: InvitationMailContext): Promise<boolean> {
      try {
        const mail = await service.email(issued, ctx);
        await deps.mailer.send({ to: [ctx.email], subject: mail.subject, html: mail.html, text: mail.text });
        return true;
      } catch (error) {
        deps.log?.error('invitation e-mail could not be sent', {
          error,
          organisationId: issued.record.organisationId,
          userId: issued.record.invitedUserId,
        });
        return false;
      }
    },

    /** The invitation a link's token names, if any. */
    async find(token: string): Promise<Invitation | undefined> {
      if (!token) return undefined;
      return (await store.invitationOf(hashToken(token))) ?? undefined;
    },

    /** PENDING past its expiresOn counts as EXPIRED (and is marked so). */
    async stateOf(invitation: Invitation): Promise<InvitationState> {
      if (invitation.status !== 'PENDING') return invitation.status;
      if (invitation.expiresOn > clock.now().toISOString()) return 'PENDING';
      await store.invitationExpiredWrite(invitation.tokenHash, clock.now().toISOString()).catch((e: unknown) => {
        if (!isConditionFailure(e)) throw e;
      });
      return 'EXPIRED';
    },
  };
  return service;
}
export type InvitationService = ReturnType<typeof createInvitationService>;
