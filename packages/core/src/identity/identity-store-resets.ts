import type { CreateEntityItem } from 'electrodb';
import type { Db } from '../db.ts';
import type { PasswordResetRequestEntity } from './password-reset-request.ts';
import type { PasswordResetToken, PasswordResetTokenEntity } from './password-reset-token.ts';

/**
 * The forgotten-password records: a person's latest reset request (passwordResetRequest) and the single-use reset
 * links (passwordResetToken). Each conditional write throws on a lost condition (conditional-write.ts).
 */
export function createResetStore(db: Db) {
  return {
    /** The request is recorded unless one was made after `recentSince`. */
    async resetRequestedWrite(request: CreateEntityItem<PasswordResetRequestEntity>, recentSince: string) {
      await db.passwordResetRequest
        .put(request)
        .where((a, op) => `${op.notExists(a.requestedAt)} OR ${op.lte(a.requestedAt, recentSince)}`)
        .go();
    },

    /** The request is forgotten (nothing will send its e-mail), if it is still this one. */
    async forgetResetRequestWrite(userId: string, requestId: string) {
      await db.passwordResetRequest
        .delete({ userId })
        .where((a, op) => op.eq(a.requestId, requestId))
        .go();
    },

    /** The request moves from `from` to `to` (claimed for sending, or given back), if it is still this one. */
    async resetRequestStatusWrite(userId: string, requestId: string, from: 'REQUESTED' | 'SENT', to: 'REQUESTED' | 'SENT') {
      await db.passwordResetRequest
        .patch({ userId })
        .set({ status: to })
        .where((a, op) => `${op.eq(a.requestId, requestId)} AND ${op.eq(a.status, from)}`)
        .go();
    },

    /** The reset link of a token hash, or null. */
    async resetLinkOf(tokenHash: string) {
      return (await db.passwordResetToken.get({ tokenHash }).go()).data;
    },

    /** Every reset link of a person. */
    async resetLinksOfPerson(userId: string) {
      // bounded: a person's reset links until their rows expire (a day after each link's hour)
      return (await db.passwordResetToken.query.byUser({ userId }).go({ pages: 'all' })).data;
    },

    /** A new link, the `older` ones still issued superseded in the same transaction. False when it was not written. */
    async issueResetLinkWrite(link: CreateEntityItem<PasswordResetTokenEntity>, older: readonly PasswordResetToken[]): Promise<boolean> {
      const result = await db.service.transaction
        .write(({ passwordResetToken }) => [
          passwordResetToken.create(link).commit(),
          ...older
            .filter((t) => t.status === 'ISSUED')
            .map((t) =>
              passwordResetToken
                .patch({ tokenHash: t.tokenHash })
                .set({ status: 'SUPERSEDED' })
                .where((a, op) => op.eq(a.status, 'ISSUED'))
                .commit(),
            ),
        ])
        .go();
      return !result.canceled;
    },

    /** The link is used up, if still issued and unexpired at `now`. */
    async resetLinkUsedWrite(tokenHash: string, now: string) {
      await db.passwordResetToken
        .patch({ tokenHash })
        .set({ status: 'USED', usedAt: now })
        .where((a, op) => `${op.eq(a.status, 'ISSUED')} AND ${op.gt(a.expiresOn, now)}`)
        .go();
    },

    /** The link used at `usedAt` is given back (the password could not be set). */
    async resetLinkUnusedWrite(tokenHash: string, usedAt: string) {
      await db.passwordResetToken
        .patch({ tokenHash })
        .set({ status: 'ISSUED' })
        .remove(['usedAt'])
        .where((a, op) => `${op.eq(a.status, 'USED')} AND ${op.eq(a.usedAt, usedAt)}`)
        .go();
    },
  };
}
