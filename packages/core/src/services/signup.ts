import { invalidMobileMessage, isValidMobile } from '@scheduler/contracts/field-rules';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import type { Invitation } from '../entities/invitation.ts';
import type { Organisation } from '../entities/organisation.ts';
import type { UserOrgAccess } from '../entities/user-org-access.ts';
import type { User } from '../entities/user.ts';
import { timeZoneOptionsFor } from '../time/time-zones.ts';
import { isUserExistsError, requireIdentity, selfActor, type AccountDeps } from './account-deps.ts';
import { isConditionFailure } from '../entities/conditional-write.ts';
import { auditEntry } from './audit-log.ts';
import { createInvitationService, type InvitationState } from './invitations.ts';
import { codeRefusal, createOneTimeCodeService } from './one-time-codes.ts';
import { zoneChoices } from './time-zone-list.ts';

/** How long a verified code proves the invitation holder for signup/create. */
export const SIGNUP_PROOF_MINUTES = 30;

type Answer = { status: string; message: string };

export interface SignupForm {
  firstName: string;
  lastName: string;
  mobileNo?: string;
  password: string;
  confirmPassword: string;
  encryptedTimezoneId?: string;
  isPrivacyStatementAccepted?: boolean;
  username: string;
  invitation: string;
}

interface OpenInvitation {
  invitation: Invitation;
  organisation: Organisation;
  user: User;
  access: UserOrgAccess;
}

const REFUSALS: Record<Exclude<InvitationState, 'PENDING'>, Answer> = {
  ACCEPTED: { status: 'ACCEPTED', message: ACCOUNT_MSG.invitationAccepted },
  EXPIRED: { status: 'EXPIRED', message: ACCOUNT_MSG.invitationExpired },
  ERROR: { status: 'ERROR', message: ACCOUNT_MSG.invitationInvalid },
};
const fail = (message: string): Answer => ({ status: 'ERROR', message });
const needsTimeZone = (a: UserOrgAccess) => a.userType === 'ASSESSOR' || a.userType === 'INVIGILATOR';
const privacyTextOf = (config: unknown) => {
  const text = (config as { privacyText?: unknown } | undefined)?.privacyText;
  return typeof text === 'string' ? text : '';
};

/**
 * Invitation sign-up (doc 1 §2.8, §4, §7 Signup): check the invitation, check the password, prove the invitation
 * holder with a one-time code, then create the account (Cognito user, table user and access, invitation used once).
 * Every refusal answers a status and message (the web shows them in its dialogs), never an HTTP error.
 */
export function createSignupService(deps: AccountDeps) {
  const { db, clock } = deps;
  const invitations = createInvitationService(deps);
  const codes = createOneTimeCodeService(deps);

  /** The pending invitation of a token with the records it needs, or the answer that stops the sign-up. */
  async function open(token: string): Promise<OpenInvitation | Answer> {
    const invitation = await invitations.find(token);
    if (!invitation) return REFUSALS.ERROR;
    const state = await invitations.stateOf(invitation);
    if (state !== 'PENDING') return REFUSALS[state];
    const [{ data: organisation }, { data: user }, { data: access }] = await Promise.all([
      db.organisation.get({ organisationId: invitation.organisationId }).go(),
      db.user.get({ userId: invitation.invitedUserId }).go(),
      db.userOrgAccess.get({ organisationId: invitation.organisationId, userId: invitation.invitedUserId }).go(),
    ]);
    if (!organisation?.active || !user || user.status === 'ARCHIVED' || !access || access.archived) return REFUSALS.ERROR;
    return { invitation, organisation, user, access };
  }
  const refused = (o: OpenInvitation | Answer): o is Answer => 'status' in o;

  /** The Cognito subject of the account: created now, or (already there) given the new password. */
  async function identityAccount(user: User, mobile: string | undefined, password: string): Promise<string> {
    const identity = requireIdentity(deps);
    const email = user.username;
    try {
      return (await identity.createUser({ username: email, email, password, phoneNumber: mobile })).sub;
    } catch (e) {
      if (!isUserExistsError(e)) throw e;
    }
    await identity.setPassword(email, password, true);
    if (mobile && mobile !== user.mobileNo && user.mfaType !== 'MOBILE') await identity.updateAttributes(email, { phoneNumber: mobile, phoneVerified: false });
    if (user.identitySub) return user.identitySub;
    // A user pool account from an earlier attempt whose table write did not happen: its subject comes from a sign-in.
    const signIn = await identity.passwordSignIn(email, password);
    if (signIn.kind === 'signedIn') return signIn.claims.sub;
    throw new Error('existing identity without a known subject');
  }

  return {
    /** signup/check: the signup request of doc 1 §3, or ACCEPTED / EXPIRED / ERROR with the reason. */
    async check(token: string) {
      const o = await open(token);
      if (refused(o)) return o;
      const { organisation, user, access } = o;
      const candidate = access.userType === 'CANDIDATE';
      return {
        status: 'SUCCESS',
        message: '',
        countryCode: organisation.countryCode,
        username: user.username,
        organisationName: organisation.name,
        timeZoneRequired: needsTimeZone(access),
        timezoneList: zoneChoices(organisation.countryCode),
        isRoleCandidate: candidate,
        ...(candidate ? { privacyText: privacyTextOf(organisation.config) } : {}),
        mfaRequired: organisation.mfaEnabled,
        encryptedUserId: user.userId,
      };
    },

    /** signup/checkPassword: the shared password rule, with the person's words when the page sends them. */
    checkPassword(input: { password: string; firstName?: string; lastName?: string; username?: string }): Answer {
      const problem = passwordProblem(input.password, personalWords({ firstName: input.firstName, lastName: input.lastName, email: input.username }));
      return problem ? fail(problem) : { status: 'SUCCESS', message: ACCOUNT_MSG.passwordAccepted };
    },

    /** signup/otp/send: EMAIL to the invitation's registered address only; SMS to a mobile of the organisation's country. */
    async sendCode(input: { type: 'EMAIL' | 'SMS'; encryptedId: string; phoneNumber?: string }): Promise<Answer> {
      const o = await open(input.encryptedId);
      if (refused(o)) return o;
      const country = o.organisation.countryCode;
      const phone = input.phoneNumber?.trim() ?? '';
      if (input.type === 'SMS' && !isValidMobile(phone, country)) return fail(invalidMobileMessage(country));
      const destination = input.type === 'EMAIL' ? o.user.username : phone;
      const sent = await codes.send({ purpose: 'SIGNUP', subjectId: o.invitation.tokenHash, channel: input.type }, destination);
      if (sent.kind === 'tooSoon') return fail(ACCOUNT_MSG.codeTooSoon);
      if (sent.kind === 'failed') return fail(ACCOUNT_MSG.codeSendFailed);
      return { status: 'SUCCESS', message: input.type === 'EMAIL' ? ACCOUNT_MSG.codeSentEmail : ACCOUNT_MSG.codeSentMobile };
    },

    /** signup/otp/verify: SUCCESS marks the code verified (proof for signup/create); otherwise CODE_INCORRECT. */
    async verifyCode(input: { type: 'EMAIL' | 'SMS'; encryptedId: string; code: string }): Promise<Answer> {
      const o = await open(input.encryptedId);
      if (refused(o)) return o;
      const outcome = await codes.verify({ purpose: 'SIGNUP', subjectId: o.invitation.tokenHash, channel: input.type }, input.code);
      return outcome === 'VERIFIED' ? { status: 'SUCCESS', message: ACCOUNT_MSG.codeVerified } : codeRefusal(outcome);
    },

    /**
     * signup/create. The invitation is claimed first (PENDING → ACCEPTED under a condition), so of two racing
     * submits one wins; the claim is released again if the account cannot be completed, so the person can retry.
     */
    async create(form: SignupForm): Promise<Answer & { mfaRequired?: boolean }> {
      const o = await open(form.invitation);
      if (refused(o)) return o;
      const { invitation, organisation, user, access } = o;
      const country = organisation.countryCode;
      const now = clock.now();
      const firstName = form.firstName.trim();
      const lastName = form.lastName.trim();
      const mobile = form.mobileNo?.trim() || undefined;
      const zone = form.encryptedTimezoneId?.trim() || undefined;

      if (form.username.trim().toLowerCase() !== user.username) return fail(ACCOUNT_MSG.usernameMismatch);
      const proof = await codes.verifiedSince('SIGNUP', invitation.tokenHash, new Date(now.getTime() - SIGNUP_PROOF_MINUTES * 60_000));
      if (!proof) return fail(ACCOUNT_MSG.signupNotVerified);
      if (form.password !== form.confirmPassword) return fail(PASSWORD_MESSAGES.mismatch);
      const problem = passwordProblem(form.password, personalWords({ firstName, lastName, email: user.username }));
      if (problem) return fail(problem);
      if (zone && !timeZoneOptionsFor(country).some((z) => z.id === zone)) return fail(ACCOUNT_MSG.timezoneRequired);
      if (needsTimeZone(access) && !zone) return fail(ACCOUNT_MSG.timezoneRequired);
      if (access.userType === 'CANDIDATE' && form.isPrivacyStatementAccepted !== true) return fail(ACCOUNT_MSG.privacyRequired);
      if (mobile && !isValidMobile(mobile, country)) return fail(invalidMobileMessage(country));

      const acceptedAt = now.toISOString();
      const { tokenHash } = invitation;
      try {
        await db.invitation
          .patch({ tokenHash })
          .set({ status: 'ACCEPTED', acceptedAt, updatedAt: acceptedAt })
          .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.gt(a.expiresOn, acceptedAt)}`)
          .go();
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
        const again = await invitations.find(form.invitation);
        const state = again ? await invitations.stateOf(again) : 'ERROR';
        return REFUSALS[state === 'PENDING' ? 'ERROR' : state];
      }
      const release = () =>
        db.invitation
          .patch({ tokenHash })
          .set({ status: 'PENDING', updatedAt: clock.now().toISOString() })
          .remove(['acceptedAt'])
          .where((a, op) => `${op.eq(a.status, 'ACCEPTED')} AND ${op.eq(a.acceptedAt, acceptedAt)}`)
          .go()
          .catch((error: unknown) => deps.log?.error('invitation claim could not be released', { error, invitedUserId: user.userId }));

      let sub: string;
      try {
        sub = await identityAccount(user, mobile, form.password);
      } catch (error) {
        await release();
        deps.log?.error('sign-up: the identity account could not be created', { error, userId: user.userId });
        return fail((error as Error).name === 'InvalidPasswordException' ? (error as Error).message : ACCOUNT_MSG.signupFailed);
      }

      const keepMobile = user.mfaType === 'MOBILE';
      const mobileNo = keepMobile ? user.mobileNo : (mobile ?? user.mobileNo);
      const audit = auditEntry(
        deps,
        selfActor({ ...user, firstName, lastName }, organisation.organisationId),
        { refType: 'User', refId: user.userId, organisationId: organisation.organisationId },
        `Account activated through invitation sign-up for ${organisation.name}.`,
      );
      const result = await db.service.transaction
        .write(({ user: users, userOrgAccess, invitation: invitationRows, auditLog }) => [
          users
            .patch({ userId: user.userId })
            .set({ status: 'ACTIVE', firstName, lastName, identitySub: sub, updatedAt: acceptedAt, ...(mobileNo ? { mobileNo } : {}), ...(zone ? { timezoneId: zone } : {}) })
            .where((a, op) => op.ne(a.status, 'ARCHIVED'))
            .commit(),
          userOrgAccess
            .patch({ organisationId: organisation.organisationId, userId: user.userId })
            .set({ status: 'ACTIVE', active: true, updatedAt: acceptedAt })
            .remove(['invitationExpiry'])
            .where((a, op) => op.eq(a.archived, false))
            .commit(),
          invitationRows.check({ tokenHash }).where((a, op) => `${op.eq(a.status, 'ACCEPTED')} AND ${op.eq(a.acceptedAt, acceptedAt)}`).commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) {
        await release();
        return fail(ACCOUNT_MSG.signupFailed);
      }
      await codes.clear('SIGNUP', tokenHash).catch(() => undefined);
      return { status: 'SUCCESS', message: ACCOUNT_MSG.accountCreated, mfaRequired: organisation.mfaEnabled };
    },
  };
}
