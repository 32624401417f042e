import type { CreateEntityItem } from 'electrodb';
import type { Db } from '../db.ts';
import type { OneTimeProofEntity } from './one-time-proof.ts';
import type { PendingSignInEntity } from './pending-sign-in.ts';

/**
 * The single-use proofs of a sign-in: single sign-on assertions, custom-auth answers and second steps (oneTimeProof),
 * and a password sign-in's pending 2-step challenge (pendingSignIn). Each conditional write throws on a lost
 * condition (conditional-write.ts isConditionFailure).
 */
export function createProofStore(db: Db) {
  return {
    /** The proof by its hash, or null. */
    async proofOf(proofHash: string) {
      return (await db.oneTimeProof.get({ proofHash }).go()).data;
    },

    /** A new proof; throws a condition failure when the same proof was kept before (a replay). */
    async keepProofWrite(proof: CreateEntityItem<OneTimeProofEntity>) {
      await db.oneTimeProof.create(proof).go();
    },

    /** The proof is forgotten. */
    async forgetProofWrite(proofHash: string) {
      await db.oneTimeProof.delete({ proofHash }).go();
    },

    /** One more try of a second step's code, while tries are left and it is unused. */
    async stepTriedWrite(proofHash: string, maxTries: number) {
      await db.oneTimeProof
        .patch({ proofHash })
        .add({ attempts: 1 })
        .where((a, { lt, notExists }) => `${lt(a.attempts, maxTries)} AND ${notExists(a.usedAt)}`)
        .go();
    },

    /** The second step is used up (once). */
    async stepUsedWrite(proofHash: string, usedAt: string) {
      await db.oneTimeProof
        .patch({ proofHash })
        .set({ usedAt })
        .where((a, { notExists }) => notExists(a.usedAt))
        .go();
    },

    /** A custom-auth answer is used up: once, for its own person, unexpired. */
    async answerUsedWrite(proofHash: string, username: string, usedAt: string, nowSeconds: number) {
      await db.oneTimeProof
        .patch({ proofHash })
        .set({ usedAt })
        .where(
          (a, { eq, notExists, gt }) =>
            `${eq(a.kind, 'SIGN_IN_ANSWER')} AND ${eq(a.username, username)} AND ${notExists(a.usedAt)} AND ${gt(a.expiresAt, nowSeconds)}`,
        )
        .go();
    },

    /** The pending challenge of a password sign-in, by its username's hash, or null. */
    async pendingSignInOf(usernameHash: string) {
      return (await db.pendingSignIn.get({ usernameHash }).go()).data;
    },

    /** The pending challenge is kept (replacing an earlier one). */
    async keepPendingSignInWrite(pending: CreateEntityItem<PendingSignInEntity>) {
      await db.pendingSignIn.put(pending).go();
    },

    /** The pending challenge is forgotten. */
    async forgetPendingSignInWrite(usernameHash: string) {
      await db.pendingSignIn.delete({ usernameHash }).go();
    },
  };
}
