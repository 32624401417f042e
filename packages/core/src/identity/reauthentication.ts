import type { CurrentProof, proofAnswer } from '@scheduler/contracts/schemas/current-proof';
import { PROOF_MESSAGES } from '@scheduler/contracts/schemas/current-proof';
import { DomainError } from '../errors.ts';
import type { User } from '../user/user-entity.ts';
import type { Identity } from '../ports/identity.ts';
import type { DataDeps } from '../deps.ts';
import { createPasswordSignIn } from './password-sign-in.ts';
import type * as z from 'zod';

/**
 * Re-authentication before a sensitive change of one's own account (issue 7 item 4): the person signs in again at
 * the identity provider with their current password and, when the account has 2-step authentication, the code of
 * its current method (the same two calls as auth/login with a password). The sign-in it makes is revoked at once:
 * it proves who is asking and opens nothing.
 */
export function createReauthentication(deps: DataDeps & { identity?: Identity }) {
  return {
    /** Undefined when the proof holds; otherwise the answer to give instead of making the change (status: a ProofStatus). */
    async prove(user: Pick<User, 'username' | 'identitySub'>, proof: CurrentProof): Promise<z.input<typeof proofAnswer> | undefined> {
      const password = proof.currentPassword ?? '';
      if (!password) return { status: 'PASSWORD_REQUIRED', message: PROOF_MESSAGES.passwordRequired };
      if (!deps.identity || !user.identitySub) throw new Error('identity provider not configured');
      const identity = deps.identity;
      let outcome;
      try {
        outcome = await createPasswordSignIn({ ...deps, identity }).signIn(user.username, password, proof.currentCode || undefined);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'auth.login_failed')
          return { status: 'PASSWORD_INCORRECT', message: PROOF_MESSAGES.passwordIncorrect };
        throw error;
      }
      if (outcome.kind === 'codeIncorrect') return { status: 'MFA_CODE_INCORRECT', message: PROOF_MESSAGES.codeIncorrect };
      if (outcome.kind === 'mfaRequired') return { status: 'MFA_REQUIRED', message: outcome.message, mfaType: outcome.mfaType };
      if (outcome.tokens.refreshToken) await identity.revokeRefreshToken(outcome.tokens.refreshToken);
      if (outcome.tokens.claims.sub !== user.identitySub) return { status: 'PASSWORD_INCORRECT', message: PROOF_MESSAGES.passwordIncorrect };
      return undefined;
    },
  };
}
