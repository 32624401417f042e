import type { Db } from '../db.ts';
import type { OneTimeCode, OneTimeCodePurpose } from './one-time-code-entity.ts';

type CodeKey = Pick<OneTimeCode, 'purpose' | 'subjectId' | 'channel'>;

/** The one-time verification codes (sign-up, 2-step setup). Each conditional write throws on a lost condition. */
export function createCodeStore(db: Db) {
  return {
    /** The code of a key, or null. */
    async codeOf(key: CodeKey) {
      return (await db.oneTimeCode.get(key).go()).data;
    },

    /** The codes of a subject, one per channel. */
    async codesOfSubject(purpose: OneTimeCodePurpose, subjectId: string) {
      return (await db.oneTimeCode.query.bySubject({ purpose, subjectId }).go()).data;
    },

    /** A fresh code replaces `previous` (as read: same send, same tries), or is the first of its key. */
    async codeSentWrite(record: OneTimeCode, previous: Pick<OneTimeCode, 'sentAt' | 'attempts'> | null) {
      await db.oneTimeCode
        .put(record)
        .where((a, op) => (previous ? `${op.eq(a.sentAt, previous.sentAt)} AND ${op.eq(a.attempts, previous.attempts)}` : op.notExists(a.sentAt)))
        .go();
    },

    /** The code sent at `sentAt` is forgotten (it could not be delivered). */
    async codeUnsentWrite(key: CodeKey, sentAt: string) {
      await db.oneTimeCode
        .delete(key)
        .where((a, op) => op.eq(a.sentAt, sentAt))
        .go();
    },

    /** One more try of the code sent at `sentAt`, while tries are left and it is unverified. */
    async codeTriedWrite(key: CodeKey, sentAt: string, maxAttempts: number) {
      await db.oneTimeCode
        .patch(key)
        .add({ attempts: 1 })
        .where((a, op) => `${op.lt(a.attempts, maxAttempts)} AND ${op.eq(a.sentAt, sentAt)} AND ${op.notExists(a.verifiedAt)}`)
        .go();
    },

    /** The code sent at `sentAt` is used up (deleted), while unverified. */
    async codeConsumedWrite(key: CodeKey, sentAt: string) {
      await db.oneTimeCode
        .delete(key)
        .where((a, op) => `${op.eq(a.sentAt, sentAt)} AND ${op.notExists(a.verifiedAt)}`)
        .go();
    },

    /** The code sent at `sentAt` is marked verified (sign-up's proof), while unverified. */
    async codeVerifiedWrite(key: CodeKey, sentAt: string, verifiedAt: string) {
      await db.oneTimeCode
        .patch(key)
        .set({ verifiedAt })
        .where((a, op) => `${op.eq(a.sentAt, sentAt)} AND ${op.notExists(a.verifiedAt)}`)
        .go();
    },

    /** The code of one channel of a subject is forgotten. */
    async codeClearedWrite(key: CodeKey) {
      await db.oneTimeCode.delete(key).go();
    },
  };
}
