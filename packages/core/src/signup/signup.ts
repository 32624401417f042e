import { invalidMobileMessage, isValidMobile } from '@scheduler/contracts/field-rules';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import type { User } from '../user/user-entity.ts';
import { timeZoneOptionsFor } from '../time/time-zones.ts';
import { hasAccount, isUserExistsError, requireIdentity, selfActor, type AccountDeps } from '../user/account-deps.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { codeRefusal, createOneTimeCodeService } from './one-time-codes.ts';
import { createOpenInvitations, isRefusal } from './open-invitation.ts';
import { zoneChoices } from '../organisation/time-zone-list.ts';
import type { checkPasswordRequest, otpSendRequest, otpVerifyRequest, signupCreateAnswer, signupForm } from '@scheduler/contracts/schemas/signup';
import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type * as z from 'zod';
import { settingsOf } from '../organisation/organisation-settings.ts';
import { createSignupStore } from './signup-store.ts';

/** How long a verified code proves the invitation holder for signup/create. */
export const SIGNUP_PROOF_MINUTES = 30;

const fail = (message: string): StatusAnswer => ({ status: 'ERROR', message });
/** The e-mail already has an account: the invitation is accepted by signing in with it (signup/accept). */
const signInRequired: StatusAnswer = { status: 'SIGN_IN_REQUIRED', message: SIGNUP_MESSAGES.signInToAccept };
const needsTimeZone = (a: UserOrgAccess) => a.userType === 'ASSESSOR' || a.userType === 'INVIGILATOR';
export const privacyTextOf = (config: unknown) => {
  return settingsOf(config).privacyText ?? '';
};

/** Thrown inside create when the user pool already has the e-mail with another password than the one chosen. */
class ExistingIdentity extends Error {}

/**
 * Invitation sign-up (doc 1 §2.8, §4, §7 Signup) for a person without an account: check the invitation, check the
 * password, prove the invitation holder with a one-time code, then create the account (Cognito user, table user and
 * access, invitation used once). A person who already has an account never gets here: check answers acceptBy
 * SIGN_IN, and the code and create calls answer SIGN_IN_REQUIRED (invitation-sign-in.ts accepts by signing in), so no
 * code sent to a number the form accepts can set an account's password.
 * Every refusal answers a status and message (the web shows them in its dialogs), never an HTTP error.
 */
export function createSignupService(deps: AccountDeps) {
  const { clock } = deps;
  const store = createSignupStore(deps.db);
  const codes = createOneTimeCodeService(deps);
  const invitations = createOpenInvitations(deps);

  /** The Cognito subject of the new account. A user pool account left by an earlier attempt is theirs only with the same password. */
  async function createIdentity(user: User, mobile: string | undefined, password: string): Promise<string> {
    const identity = requireIdentity(deps);
    const email = user.username;
    try {
      return (await identity.createUser({ username: email, email, password, phoneNumber: mobile })).sub;
    } catch (e) {
      if (!isUserExistsError(e)) throw e;
    }
    const signIn = await identity.passwordSignIn(email, password);
    if (signIn.kind !== 'signedIn') throw new ExistingIdentity();
    if (signIn.refreshToken) await identity.revokeRefreshToken(signIn.refreshToken);
    return signIn.claims.sub;
  }

  return {
    /**
     * signup/check: the signup request of doc 1 §3, or ACCEPTED / EXPIRED / ERROR with the reason. acceptBy says which
     * path the page takes: SIGN_UP (a new account, with the invited names the form starts from) or SIGN_IN (the e-mail
     * has an account: sign in to accept); the latter answers only what that page shows.
     */
    async check(token: string) {
      const o = await invitations.open(token);
      if (isRefusal(o)) return o;
      const { organisation, user, access } = o;
      const candidate = access.userType === 'CANDIDATE';
      const shared = {
        status: 'SUCCESS',
        message: '',
        countryCode: organisation.countryCode,
        username: user.username,
        organisationName: organisation.name,
        isRoleCandidate: candidate,
        ...(candidate ? { privacyText: privacyTextOf(organisation.config) } : {}),
      };
      if (hasAccount(user)) return { ...shared, acceptBy: 'SIGN_IN' as const };
      return {
        ...shared,
        acceptBy: 'SIGN_UP' as const,
        // The names the admin typed in the invitation pre-fill the form; the person may correct them.
        firstName: user.firstName || undefined,
        lastName: user.lastName || undefined,
        timeZoneRequired: needsTimeZone(access),
        timezoneList: zoneChoices(organisation.countryCode),
        mfaRequired: organisation.mfaEnabled,
        encryptedUserId: user.userId,
      };
    },

    /** signup/checkPassword: the shared password rule, with the person's words when the page sends them. */
    checkPassword(input: z.output<typeof checkPasswordRequest>): StatusAnswer {
      const problem = passwordProblem(input.password, personalWords({ firstName: input.firstName, lastName: input.lastName, email: input.username }));
      return problem ? fail(problem) : { status: 'SUCCESS', message: ACCOUNT_MSG.passwordAccepted };
    },

    /** signup/otp/send: EMAIL to the invitation's registered address only; SMS to a mobile of the organisation's country. */
    async sendCode(input: z.output<typeof otpSendRequest>): Promise<StatusAnswer> {
      const o = await invitations.open(input.encryptedId);
      if (isRefusal(o)) return o;
      if (hasAccount(o.user)) return signInRequired;
      const country = o.organisation.countryCode;
      const phone = input.phoneNumber?.trim() ?? '';
      if (input.type === 'SMS' && !isValidMobile(phone, country)) return fail(invalidMobileMessage(country));
      const destination = input.type === 'EMAIL' ? o.user.username : phone;
      const sent = await codes.send({ purpose: 'SIGNUP', subjectId: o.invitation.tokenHash, channel: input.type }, destination);
      if (sent.kind === 'tooSoon') return fail(ACCOUNT_MSG.codeTooSoon);
      if (sent.kind === 'locked') return fail(SIGNUP_MESSAGES.codeTriesUsedUp);
      if (sent.kind === 'failed') return fail(ACCOUNT_MSG.codeSendFailed);
      return { status: 'SUCCESS', message: input.type === 'EMAIL' ? ACCOUNT_MSG.codeSentEmail : ACCOUNT_MSG.codeSentMobile };
    },

    /** signup/otp/verify: SUCCESS marks the code verified (proof for signup/create); otherwise CODE_INCORRECT. */
    async verifyCode(input: z.output<typeof otpVerifyRequest>): Promise<StatusAnswer> {
      const o = await invitations.open(input.encryptedId);
      if (isRefusal(o)) return o;
      if (hasAccount(o.user)) return signInRequired;
      const outcome = await codes.verify({ purpose: 'SIGNUP', subjectId: o.invitation.tokenHash, channel: input.type }, input.code);
      return outcome === 'VERIFIED' ? { status: 'SUCCESS', message: ACCOUNT_MSG.codeVerified } : codeRefusal(outcome);
    },

    /**
     * signup/create. The invitation is claimed first (PENDING → ACCEPTED under a condition), so of two racing
     * submits one wins; the claim is released again if the account cannot be completed, so the person can retry.
     */
    async create(form: z.output<typeof signupForm>): Promise<z.input<typeof signupCreateAnswer>> {
      const o = await invitations.open(form.invitation);
      if (isRefusal(o)) return o;
      const { invitation, organisation, user, access } = o;
      if (hasAccount(user)) return signInRequired;
      const country = organisation.countryCode;
      const now = clock.now();
      const firstName = form.firstName.trim();
      const lastName = form.lastName.trim();
      const mobile = form.mobileNo?.trim() || undefined;
      const zone = form.encryptedTimezoneId?.trim() || undefined;

      if (form.username.trim().toLowerCase() !== user.username) return fail(ACCOUNT_MSG.usernameMismatch);
      const proof = await codes.verifiedSince('SIGNUP', invitation.tokenHash, new Date(now.getTime() - SIGNUP_PROOF_MINUTES * 60_000));
      if (!proof) {
        // A submit that raced the winner finds the codes it cleared: read again, the invitation says it was accepted.
        const again = await invitations.open(form.invitation);
        if (isRefusal(again)) return again;
        return hasAccount(again.user) ? signInRequired : fail(ACCOUNT_MSG.signupNotVerified);
      }
      if (form.password !== form.confirmPassword) return fail(PASSWORD_MESSAGES.mismatch);
      const problem = passwordProblem(form.password, personalWords({ firstName, lastName, email: user.username }));
      if (problem) return fail(problem);
      if (zone && !timeZoneOptionsFor(country).some((z) => z.id === zone)) return fail(ACCOUNT_MSG.timezoneRequired);
      if (needsTimeZone(access) && !zone) return fail(ACCOUNT_MSG.timezoneRequired);
      if (access.userType === 'CANDIDATE' && form.isPrivacyStatementAccepted !== true) return fail(ACCOUNT_MSG.privacyRequired);
      if (mobile && !isValidMobile(mobile, country)) return fail(invalidMobileMessage(country));

      const claim = await invitations.claim(form.invitation, invitation);
      if (isRefusal(claim)) return claim;
      const { acceptedAt } = claim;
      const { tokenHash } = invitation;

      let sub: string;
      try {
        sub = await createIdentity(user, mobile, form.password);
      } catch (error) {
        await claim.release();
        if (error instanceof ExistingIdentity) return signInRequired;
        deps.log?.error('sign-up: the identity account could not be created', { error, userId: user.userId });
        return fail((error as Error).name === 'InvalidPasswordException' ? (error as Error).message : ACCOUNT_MSG.signupFailed);
      }

      const audit = auditEntry(
        deps,
        selfActor({ ...user, firstName, lastName }, organisation.organisationId),
        { refType: 'User', refId: user.userId, organisationId: organisation.organisationId },
        `Account activated through invitation sign-up for ${organisation.name}.`,
      );
      const fields = {
        firstName,
        lastName,
        identitySub: sub,
        updatedAt: acceptedAt,
        ...(mobile ? { mobileNo: mobile } : {}),
        ...(zone ? { timezoneId: zone } : {}),
      };
      const person = { ...user, status: 'ACTIVE' as const, firstName, lastName, mobileNo: mobile ?? user.mobileNo };
      if (!(await store.signedUpWrite(fields, { access, person, tokenHash, acceptedAt }, audit))) {
        await claim.release();
        return fail(ACCOUNT_MSG.signupFailed);
      }
      await codes.clear('SIGNUP', tokenHash).catch(() => undefined);
      return { status: 'SUCCESS', message: ACCOUNT_MSG.accountCreated, mfaRequired: organisation.mfaEnabled };
    },
  };
}
