import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { hashToken, newToken } from '../token-hash.ts';
import type { User } from '../user/user-entity.ts';
import { passwordResetEmail } from './password-reset-email.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import { requireIdentity, selfActor, type AccountDeps } from '../user/account-deps.ts';
import { isConditionFailure } from '../conditional-write.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createAuditStore } from '../audit/audit-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createIdentityStore } from './identity-store.ts';
import { createSessionService } from './session.ts';
import type { resetPasswordRequest } from '@scheduler/contracts/schemas/auth';
import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type * as z from 'zod';

export const RESET_LINK_MINUTES = 60;
/** A person gets at most one reset e-mail in this many minutes; further requests meanwhile get the same answer. */
export const RESET_REQUEST_INTERVAL_MINUTES = 5;
/** requestResetPassword answers no sooner than this, so its timing does not tell whether the account exists. */
export const RESET_ANSWER_FLOOR_MS = 1000;
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 3600;

const fail = (message: string): StatusAnswer => ({ status: 'ERROR', message });
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Forgotten password (doc 1 §2.4, §2.7, §7 Auth): a single-use reset link by e-mail for an active account, and the
 * reset itself. The request only records itself (at most one per person in RESET_REQUEST_INTERVAL_MINUTES, by a
 * conditional write) and publishes an event; the notify function issues the link and sends the e-mail. So the answer
 * is the same generic message, in about the same time, whether or not the account exists, a request was made just
 * before, or the mail service is slow.
 */
export function createPasswordResetService(deps: AccountDeps & { events: EventPublisher; resetAnswerFloorMs?: number }) {
  const { clock, ids } = deps;
  const users = createUserStore(deps.db);
  const resets = createIdentityStore(deps.db);
  const audit = createAuditStore(deps.db);
  const sessions = createSessionService(deps);

  async function homeOrganisation(user: User): Promise<string> {
    if (user.defaultOrganisationId) return user.defaultOrganisationId;
    const data = await users.accessesOfPerson(user.userId);
    return data.find((a) => a.active)?.organisationId ?? data[0]?.organisationId ?? 'NA';
  }

  /** Records the request unless one was made within the interval, then hands it to the bus. */
  async function record(email: string): Promise<void> {
    const user = await users.personByUsername(email.trim().toLowerCase());
    if (!user || user.status !== 'ACTIVE') return;
    const now = clock.now();
    const requestId = ids.next();
    const recentSince = new Date(now.getTime() - RESET_REQUEST_INTERVAL_MINUTES * 60_000).toISOString();
    try {
      await resets.resetRequestedWrite(
        {
          userId: user.userId,
          requestId,
          requestedAt: now.toISOString(),
          status: 'REQUESTED',
          expiresAt: Math.floor(now.getTime() / 1000) + KEEP_AFTER_EXPIRY_SECONDS,
        },
        recentSince,
      );
    } catch (e) {
      if (isConditionFailure(e)) return;
      throw e;
    }
    try {
      await deps.events.publish({
        type: 'user.password-reset-requested',
        detail: {
          organisationId: await homeOrganisation(user),
          actorUserId: user.userId,
          occurredAt: now.toISOString(),
          userId: user.userId,
          requestId,
        },
      });
    } catch (error) {
      // Nothing will send this request's e-mail: let the person ask again at once.
      await resets.forgetResetRequestWrite(user.userId, requestId).catch(() => undefined);
      throw error;
    }
  }

  /** A new single-use link for the user (older unused ones are superseded); answers the raw token and its expiry. */
  async function issueLink(user: User): Promise<{ token: string; expiresOn: Date }> {
    const now = clock.now();
    const token = newToken();
    const expiresOn = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
    const older = await resets.resetLinksOfPerson(user.userId);
    const issued = await resets.issueResetLinkWrite(
      {
        tokenHash: hashToken(token),
        userId: user.userId,
        status: 'ISSUED',
        expiresOn: expiresOn.toISOString(),
        expiresAt: Math.floor(expiresOn.getTime() / 1000) + KEEP_AFTER_EXPIRY_SECONDS,
        createdAt: now.toISOString(),
      },
      older,
    );
    if (!issued) throw new Error('reset token could not be stored');
    return { token, expiresOn };
  }

  return {
    /** auth/requestResetPassword: always the same SUCCESS answer, no sooner than the floor; failures are logged, never shown. */
    async request(email: string): Promise<StatusAnswer> {
      const started = performance.now();
      try {
        await record(email);
      } catch (error) {
        deps.log?.error('password reset request could not be recorded', { error });
      }
      const floor = deps.resetAnswerFloorMs ?? RESET_ANSWER_FLOOR_MS;
      const left = floor - (performance.now() - started);
      if (left > 0) await pause(left);
      return { status: 'SUCCESS', message: ACCOUNT_MSG.resetRequested };
    },

    /**
     * The notify function's part (event user.password-reset-requested): claims the request once (a redelivered or
     * superseded event sends nothing), issues the link and e-mails it. A failure gives the claim back and throws, so
     * the bus retries.
     */
    async sendRequested(request: { userId: string; requestId: string }): Promise<void> {
      const { userId, requestId } = request;
      try {
        await resets.resetRequestStatusWrite(userId, requestId, 'REQUESTED', 'SENT');
      } catch (e) {
        if (isConditionFailure(e)) return;
        throw e;
      }
      try {
        const user = await users.personOf(userId);
        if (!user || user.status !== 'ACTIVE') return;
        const { token, expiresOn } = await issueLink(user);
        const mail = passwordResetEmail({
          firstName: user.firstName,
          link: `${deps.siteOrigin.replace(/\/$/, '')}/resetPassword/${token}`,
          expiresOn,
        });
        await deps.mailer.send({ to: [user.username], subject: mail.subject, html: mail.html, text: mail.text });
      } catch (error) {
        await resets.resetRequestStatusWrite(userId, requestId, 'SENT', 'REQUESTED').catch(() => undefined);
        throw error;
      }
    },

    /** auth/resetPassword: a valid unused link sets the new password, ends every session of the user and is used up. */
    async reset(input: z.output<typeof resetPasswordRequest>): Promise<StatusAnswer> {
      const now = clock.now().toISOString();
      const tokenHash = hashToken(input.encryptedId);
      const link = await resets.resetLinkOf(tokenHash);
      if (!link || link.status !== 'ISSUED' || link.expiresOn <= now) return fail(ACCOUNT_MSG.resetLinkInvalid);
      const user = await users.personOf(link.userId);
      if (!user || user.status !== 'ACTIVE') return fail(ACCOUNT_MSG.resetLinkInvalid);
      if (input.password !== input.confirmPassword) return fail(PASSWORD_MESSAGES.mismatch);
      const problem = passwordProblem(input.password, personalWords({ firstName: user.firstName, lastName: user.lastName, email: user.username }));
      if (problem) return fail(problem);

      try {
        await resets.resetLinkUsedWrite(tokenHash, now);
      } catch (e) {
        if (isConditionFailure(e)) return fail(ACCOUNT_MSG.resetLinkInvalid);
        throw e;
      }
      try {
        await requireIdentity(deps).setPassword(user.username, input.password, true);
      } catch (error) {
        await resets.resetLinkUnusedWrite(tokenHash, now).catch(() => undefined);
        if ((error as Error).name === 'InvalidPasswordException') return fail((error as Error).message);
        throw error;
      }
      await sessions.revokeAll(user.userId, 'Password reset');
      const organisationId = await homeOrganisation(user);
      await audit.recordWrite(
        auditEntry(
          deps,
          selfActor(user, organisationId),
          { refType: 'User', refId: user.userId, organisationId },
          'Password reset through the emailed reset link.',
        ),
      );
      return { status: 'SUCCESS', message: ACCOUNT_MSG.passwordReset };
    },
  };
}
