import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import type { CurrentProof } from '@scheduler/contracts/schemas/current-proof';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { IdentityMfaMethod } from '../ports/identity.ts';
import { requireIdentity, type AccountDeps } from '../user/account-deps.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createUserStore } from '../user/user-store.ts';
import { codeRefusal, createOneTimeCodeService } from '../signup/one-time-codes.ts';
import { createReauthentication } from './reauthentication.ts';
import { createSessionService } from './session.ts';
import type { mfaCodeAnswer } from '@scheduler/contracts/schemas/auth';
import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type * as z from 'zod';

const setupFailed: StatusAnswer = { status: 'ERROR', message: ACCOUNT_MSG.mfaSetupFailed };

/** The method's name in the spec's success dialog (doc 1 §8). */
export const MFA_METHOD_NAMES: Record<IdentityMfaMethod, string> = {
  EMAIL: 'Email Address',
  MOBILE: 'Mobile Phone',
  APP: 'a 3rd-party authentication app',
};
const SET_MESSAGES: Record<IdentityMfaMethod, string> = {
  EMAIL: ACCOUNT_MSG.mfaSetEmail,
  MOBILE: ACCOUNT_MSG.mfaSetMobile,
  APP: ACCOUNT_MSG.mfaSetApp,
};

/** The otpauth URI an authenticator app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return `otpauth://totp/Scheduler:${encodeURIComponent(email)}?secret=${encodeURIComponent(secret)}&issuer=Scheduler`;
}

/** Cognito's refusals of a wrong authenticator code (the adapter may throw instead of answering false). */
const isWrongAppCode = (e: unknown) => ['CodeMismatchException', 'EnableSoftwareTokenMFAException'].includes((e as Error | null)?.name ?? '');

/**
 * 2-step setup on the mfa page (doc 1 §2.6): send a code for the chosen method (or start authenticator-app setup
 * with a QR code), then verify it and make the method the preferred one. Cognito holds the real settings; the
 * table keeps user.mfaType for display. Only the caller's own account, during or after sign-in.
 * Replacing a method the account already has (in the table or at the identity provider) needs the current password
 * and 2-step code (reauthentication.ts), asked where the method changes: auth/updateMfaType. auth/getMfaCode changes
 * nothing: it sends a code to the account's own e-mail or registered mobile, or starts an app association that only
 * updateMfaType turns on.
 * The table records the method first; the identity provider follows, and when it fails the record is put back.
 */
export function createMfaSetupService(deps: AccountDeps) {
  const users = createUserStore(deps.db);
  const codes = createOneTimeCodeService(deps);
  const sessions = createSessionService(deps);
  const reauth = createReauthentication(deps);

  /** Whether the account already has a 2-step method: the table's record, or the identity provider's real settings. */
  async function hasMethod(user: { username: string; mfaType?: IdentityMfaMethod; identitySub?: string }): Promise<boolean> {
    if (user.mfaType) return true;
    if (!user.identitySub) return false;
    return (await requireIdentity(deps).mfaMethodsOf(user.username)).length > 0;
  }

  async function ownUser(actor: Actor, userId: string) {
    if (userId !== actor.userId) throw errors.forbidden();
    const user = await users.personOf(userId);
    if (!user) throw errors.forbidden();
    return user;
  }

  return {
    /** auth/getMfaCode: EMAIL and MOBILE send a one-time code; APP answers the QR code and the secret. */
    async sendCode(actor: Actor, userId: string, method: IdentityMfaMethod, accessToken: string | undefined): Promise<z.input<typeof mfaCodeAnswer>> {
      const user = await ownUser(actor, userId);
      if (method === 'APP') {
        if (!accessToken) return setupFailed;
        try {
          const { secret } = await requireIdentity(deps).startAppSetup(accessToken);
          return {
            status: 'SUCCESS',
            message: secret,
            mfaQRCode: await (await import('@scheduler/core/identity/mfa-qr-code')).qrCodeDataUrl(totpUri(user.username, secret)),
          };
        } catch (error) {
          deps.log?.error('authenticator app setup could not start', { error, userId });
          return setupFailed;
        }
      }
      if (method === 'MOBILE' && !user.mobileNo) return { status: 'ERROR', message: ACCOUNT_MSG.mfaNeedsMobile };
      const channel = method === 'EMAIL' ? 'EMAIL' : 'SMS';
      const destination = method === 'EMAIL' ? user.username : user.mobileNo!;
      const sent = await codes.send({ purpose: 'MFA_SETUP', subjectId: userId, channel }, destination);
      if (sent.kind === 'tooSoon') return { status: 'ERROR', message: ACCOUNT_MSG.codeTooSoon };
      if (sent.kind === 'locked') return { status: 'ERROR', message: SIGNUP_MESSAGES.codeTriesUsedUp };
      if (sent.kind === 'failed') return { status: 'ERROR', message: ACCOUNT_MSG.codeSendFailed };
      return { status: 'SUCCESS', message: method === 'EMAIL' ? ACCOUNT_MSG.codeSentEmail : ACCOUNT_MSG.codeSentMobile };
    },

    /**
     * auth/updateMfaType: with the current password (and code) when a method is already set, verify the new method's
     * code, record the method, make it preferred in Cognito, release the session.
     */
    async update(
      actor: Actor,
      userId: string,
      method: IdentityMfaMethod,
      code: string | undefined,
      accessToken: string | undefined,
      proof: CurrentProof = {},
    ): Promise<StatusAnswer> {
      const user = await ownUser(actor, userId);
      const given = code?.trim() ?? '';
      if (method === 'MOBILE' && !user.mobileNo) return { status: 'ERROR', message: ACCOUNT_MSG.mfaNeedsMobile };
      if (await hasMethod(user)) {
        const refusal = await reauth.prove(user, proof);
        if (refusal) return { status: refusal.status, message: refusal.message };
      }
      if (method === 'APP') {
        if (!accessToken) return setupFailed;
        if (!given) return codeRefusal('WRONG');
        try {
          if (!(await requireIdentity(deps).verifyAppSetup(accessToken, given))) return codeRefusal('WRONG');
        } catch (error) {
          if (isWrongAppCode(error)) return codeRefusal('WRONG');
          deps.log?.error('authenticator app code could not be checked', { error, userId });
          return setupFailed;
        }
      } else {
        const outcome = await codes.verify({ purpose: 'MFA_SETUP', subjectId: userId, channel: method === 'EMAIL' ? 'EMAIL' : 'SMS' }, given, {
          consume: true,
        });
        if (outcome !== 'VERIFIED') return codeRefusal(outcome);
      }

      const now = deps.clock.now().toISOString();
      const ref = { refType: 'User' as const, refId: userId, organisationId: actor.organisationId };
      const audit = auditEntry(deps, actor, ref, `2-Step Authentication set to ${MFA_METHOD_NAMES[method]}.`);
      if (!(await users.mfaMethodWrite(userId, method, { readUpdatedAt: user.updatedAt, now }, audit))) {
        deps.log?.error('2-step method could not be recorded', { userId, method });
        return setupFailed;
      }
      try {
        const identity = requireIdentity(deps);
        if (method === 'MOBILE') await identity.updateAttributes(user.username, { phoneNumber: user.mobileNo, phoneVerified: true });
        await identity.setPreferredMfa(user.username, method);
      } catch (error) {
        deps.log?.error('2-step method could not be set', { error, userId, method });
        await users.mfaMethodWrite(
          userId,
          user.mfaType,
          { readUpdatedAt: now, now: deps.clock.now().toISOString() },
          auditEntry(
            deps,
            actor,
            ref,
            `2-Step Authentication change to ${MFA_METHOD_NAMES[method]} undone: the sign-in account could not be updated.`,
          ),
        );
        return setupFailed;
      }
      await sessions.completeMfaSetup(actor.sessionId);
      return { status: 'SUCCESS', message: SET_MESSAGES[method] };
    },
  };
}
