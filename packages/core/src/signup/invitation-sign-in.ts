import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import { DomainError } from '../errors.ts';
import { requireIdentity, selfActor, type AccountDeps } from '../user/account-deps.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createOpenInvitations, isRefusal } from './open-invitation.ts';
import { createPasswordSignIn } from '../identity/password-sign-in.ts';
import type { acceptInvitationAnswer, acceptInvitationRequest } from '@scheduler/contracts/schemas/signup';
import type * as z from 'zod';
import { createSignupStore } from './signup-store.ts';

/**
 * signup/accept (issue 7 item 5): an invitation for a person who already has an account is accepted by signing in
 * with that account on the sign-up page: the current password and, when the account has 2-step authentication, its
 * code (MFA_REQUIRED asks for it; the same call with otpCode answers it). The sign-in proves who accepts and is
 * revoked at once; the access then becomes ACTIVE and the person signs in as usual. Nothing here sets a password,
 * a mobile number or a name: the account stays as its owner made it.
 */
export function createInvitationSignInService(deps: AccountDeps) {
  const store = createSignupStore(deps.db);
  const invitations = createOpenInvitations(deps);

  return {
    async accept(input: z.output<typeof acceptInvitationRequest>): Promise<z.input<typeof acceptInvitationAnswer>> {
      const o = await invitations.open(input.invitation);
      if (isRefusal(o)) return o;
      const { invitation, organisation, user, access } = o;
      if (access.userType === 'CANDIDATE' && input.isPrivacyStatementAccepted !== true)
        return { status: 'ERROR', message: ACCOUNT_MSG.privacyRequired };

      const identity = requireIdentity(deps);
      let outcome;
      try {
        outcome = await createPasswordSignIn({ ...deps, identity }).signIn(user.username, input.password, input.otpCode || undefined);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'auth.login_failed') return { status: 'ERROR', message: error.message };
        throw error;
      }
      if (outcome.kind === 'codeIncorrect') return { status: 'CODE_INCORRECT', message: ACCOUNT_MSG.codeInvalid };
      if (outcome.kind === 'mfaRequired') return { status: 'MFA_REQUIRED', message: outcome.message, mfaType: outcome.mfaType };
      const { claims, refreshToken } = outcome.tokens;
      if (refreshToken) await identity.revokeRefreshToken(refreshToken);
      if (user.identitySub && claims.sub !== user.identitySub) return { status: 'ERROR', message: ACCOUNT_MSG.invitationInvalid };

      const claim = await invitations.claim(input.invitation, invitation);
      if (isRefusal(claim)) return claim;
      const { acceptedAt } = claim;
      const audit = auditEntry(
        deps,
        selfActor(user, organisation.organisationId),
        { refType: 'User', refId: user.userId, organisationId: organisation.organisationId },
        `Invitation to ${organisation.name} accepted by signing in with the existing account.`,
      );
      const acceptance = { access, person: { ...user, status: 'ACTIVE' as const }, tokenHash: invitation.tokenHash, acceptedAt };
      if (!(await store.acceptedBySignInWrite(claims.sub, acceptance, audit))) {
        await claim.release();
        return { status: 'ERROR', message: ACCOUNT_MSG.signupFailed };
      }
      return { status: 'SUCCESS', message: SIGNUP_MESSAGES.invitationAcceptedBySignIn(organisation.name) };
    },
  };
}
