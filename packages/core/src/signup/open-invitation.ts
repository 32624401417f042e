import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { isConditionFailure } from '../conditional-write.ts';
import type { Invitation } from './invitation-entity.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import type { User } from '../user/user-entity.ts';
import type { AccountDeps } from '../user/account-deps.ts';
import { createInvitationService, type InvitationState } from './invitations.ts';
import type { StatusAnswer } from '@scheduler/contracts/envelope';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createSignupStore } from './signup-store.ts';

/** A pending invitation with the records accepting it needs. */
export interface OpenInvitation {
  invitation: Invitation;
  organisation: Organisation;
  user: User;
  access: UserOrgAccess;
}

export const INVITATION_REFUSALS: Record<Exclude<InvitationState, 'PENDING'>, StatusAnswer> = {
  ACCEPTED: { status: 'ACCEPTED', message: ACCOUNT_MSG.invitationAccepted },
  EXPIRED: { status: 'EXPIRED', message: ACCOUNT_MSG.invitationExpired },
  ERROR: { status: 'ERROR', message: ACCOUNT_MSG.invitationInvalid },
};

export const isRefusal = <T extends object>(o: T | StatusAnswer): o is StatusAnswer => 'status' in o;

/** A claimed invitation (ACCEPTED under a condition) and how to give it back when the acceptance cannot complete. */
export interface Claim {
  acceptedAt: string;
  release(): Promise<void>;
}

/**
 * The invitation a link opens, for sign-up and for acceptance by sign-in: usable only while PENDING, for an active
 * organisation, a person neither archived nor a grid admin (who never joins an organisation), and an access that is
 * still the organisation's invitation. Anything else answers ERROR, EXPIRED or ACCEPTED, the same for everyone.
 */
export function createOpenInvitations(deps: AccountDeps) {
  const { clock } = deps;
  const store = createSignupStore(deps.db);
  const users = createUserStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const invitations = createInvitationService(deps);

  return {
    async open(token: string): Promise<OpenInvitation | StatusAnswer> {
      const invitation = await invitations.find(token);
      if (!invitation) return INVITATION_REFUSALS.ERROR;
      const state = await invitations.stateOf(invitation);
      if (state !== 'PENDING') return INVITATION_REFUSALS[state];
      const [organisation, user, access] = await Promise.all([
        organisations.organisationOf(invitation.organisationId),
        users.personOf(invitation.invitedUserId),
        users.accessOf(invitation.organisationId, invitation.invitedUserId),
      ]);
      if (!organisation?.active || !user || user.status === 'ARCHIVED' || user.type === 'GRID_ADMIN') return INVITATION_REFUSALS.ERROR;
      if (!access || access.archived || access.status !== 'INVITED') return INVITATION_REFUSALS.ERROR;
      return { invitation, organisation, user, access };
    },

    /** Claims the invitation (PENDING → ACCEPTED under a condition), so of two racing acceptances one wins. */
    async claim(token: string, invitation: Invitation): Promise<Claim | StatusAnswer> {
      const acceptedAt = clock.now().toISOString();
      const { tokenHash } = invitation;
      try {
        await store.invitationClaimedWrite(tokenHash, acceptedAt);
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
        const again = await invitations.find(token);
        const state = again ? await invitations.stateOf(again) : 'ERROR';
        return INVITATION_REFUSALS[state === 'PENDING' ? 'ERROR' : state];
      }
      const release = () =>
        store
          .invitationReleasedWrite(tokenHash, acceptedAt, clock.now().toISOString())
          .catch((error: unknown) => deps.log?.error('invitation claim could not be released', { error, invitedUserId: invitation.invitedUserId }));
      return { acceptedAt, release };
    },
  };
}
