import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import type { OneTimeCode, OneTimeCodeChannel, OneTimeCodePurpose } from './one-time-code-entity.ts';
import { verificationCodeEmail, verificationCodeSms } from './verification-code-email.ts';
import type { AccountDeps } from '../user/account-deps.ts';
import { isConditionFailure } from '../conditional-write.ts';
import { createSignupStore } from './signup-store.ts';

export const CODE_DIGITS = 6;
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 30;
/** How long the row is kept (TTL) after it was sent: long enough to serve as sign-up proof after verification. */
const CODE_KEEP_SECONDS = 24 * 3600;

export interface CodeKey {
  purpose: OneTimeCodePurpose;
  subjectId: string;
  channel: OneTimeCodeChannel;
}

export type SendOutcome = { kind: 'sent' } | { kind: 'tooSoon' } | { kind: 'locked' } | { kind: 'failed'; error: unknown };
export type VerifyOutcome = 'VERIFIED' | 'WRONG' | 'EXPIRED' | 'LOCKED' | 'NONE';

/** The answer to a code that was not accepted (doc 1 §8: shown as 'Verification Code Invalid'). */
export function codeRefusal(outcome: Exclude<VerifyOutcome, 'VERIFIED'>): { status: 'CODE_INCORRECT'; message: string } {
  const message = { WRONG: ACCOUNT_MSG.codeInvalid, EXPIRED: ACCOUNT_MSG.codeExpired, LOCKED: ACCOUNT_MSG.codeLocked, NONE: ACCOUNT_MSG.codeMissing }[
    outcome
  ];
  return { status: 'CODE_INCORRECT', message };
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`, 'utf8').digest();

function matches(record: OneTimeCode, code: string): boolean {
  const expected = Buffer.from(record.codeHash, 'hex');
  const given = hashCode(record.salt, code.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * One-time verification codes (sign-up and 2-step setup): 6 digits, stored as a salted hash, valid 10 minutes,
 * one resend per 30 seconds, at most 5 tries per code lifetime: a resend while the previous code is still valid keeps
 * its tries (so resending does not buy more guesses); only a code sent after the previous one expired starts again.
 * Sends by e-mail or SMS itself, so a code is never stored for a destination it did not reach.
 */
export function createOneTimeCodeService(deps: AccountDeps) {
  const { clock } = deps;
  const store = createSignupStore(deps.db);
  const keyOf = (k: CodeKey) => ({ purpose: k.purpose, subjectId: k.subjectId, channel: k.channel });

  async function deliver(channel: OneTimeCodeChannel, destination: string, code: string) {
    const content = { code, minutes: CODE_VALID_MINUTES };
    if (channel === 'EMAIL') {
      const mail = verificationCodeEmail(content);
      await deps.mailer.send({ to: [destination], subject: mail.subject, html: mail.html, text: mail.text });
    } else {
      await deps.sms.send({ to: destination, body: verificationCodeSms(content) });
    }
  }

  return {
    /** Issues a fresh code for the key and sends it to `destination`; refused within 30 s of the previous send. */
    async send(key: CodeKey, destination: string): Promise<SendOutcome> {
      const now = clock.now();
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      const salt = randomBytes(16).toString('hex');
      const sentAt = now.toISOString();
      const resendAfter = new Date(now.getTime() - CODE_RESEND_SECONDS * 1000).toISOString();
      const previous = await store.codeOf(keyOf(key));
      if (previous && previous.sentAt > resendAfter) return { kind: 'tooSoon' };
      // A resend within the previous code's lifetime carries its tries over; once they are used up, no new code
      // until that lifetime ends.
      const alive = previous && !previous.verifiedAt && previous.expiresOn > sentAt ? previous : undefined;
      if (alive && alive.attempts >= CODE_MAX_ATTEMPTS) return { kind: 'locked' };
      const record = {
        ...keyOf(key),
        codeHash: hashCode(salt, code).toString('hex'),
        salt,
        destination,
        attempts: alive?.attempts ?? 0,
        sentAt,
        expiresOn: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000).toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + CODE_KEEP_SECONDS,
      };
      try {
        // The record read above must still be the one replaced (same send, same tries): one writer wins per 30 s
        // window, so two quick clicks send one code, and a try made meanwhile is not lost.
        await store.codeSentWrite(record, previous);
      } catch (e) {
        if (isConditionFailure(e)) return { kind: 'tooSoon' };
        throw e;
      }
      try {
        await deliver(key.channel, destination, code);
        return { kind: 'sent' };
      } catch (error) {
        await store.codeUnsentWrite(keyOf(key), sentAt).catch(() => undefined);
        deps.log?.error('verification code could not be sent', { error, channel: key.channel, purpose: key.purpose });
        return { kind: 'failed', error };
      }
    },

    /**
     * Checks a code. Each try first reserves one of the 5 attempts (a conditional increment), so parallel guesses
     * cannot get more. `consume` deletes the code on success; otherwise it is marked verified (sign-up proof).
     */
    async verify(key: CodeKey, code: string, opts: { consume?: boolean } = {}): Promise<VerifyOutcome> {
      const now = clock.now().toISOString();
      const record = await store.codeOf(keyOf(key));
      if (!record) return 'NONE';
      if (record.verifiedAt) return 'NONE';
      if (record.expiresOn <= now) return 'EXPIRED';
      if (record.attempts >= CODE_MAX_ATTEMPTS) return 'LOCKED';
      try {
        await store.codeTriedWrite(keyOf(key), record.sentAt, CODE_MAX_ATTEMPTS);
      } catch (e) {
        if (isConditionFailure(e)) return 'LOCKED';
        throw e;
      }
      if (!/^\d+$/.test(code.trim()) || !matches(record, code)) return 'WRONG';
      try {
        if (opts.consume) await store.codeConsumedWrite(keyOf(key), record.sentAt);
        else await store.codeVerifiedWrite(keyOf(key), record.sentAt, now);
      } catch (e) {
        // A newer code replaced this one, or a parallel try used it first.
        if (isConditionFailure(e)) return 'NONE';
        throw e;
      }
      return 'VERIFIED';
    },

    /** The code of a subject, any channel, verified at or after `since` (sign-up's proof of the invitation holder). */
    async verifiedSince(purpose: OneTimeCodePurpose, subjectId: string, since: Date): Promise<OneTimeCode | undefined> {
      const data = await store.codesOfSubject(purpose, subjectId);
      const after = since.toISOString();
      return data.find((c) => c.verifiedAt !== undefined && c.verifiedAt >= after);
    },

    /** Removes every code of a subject (after the proof was used). */
    async clear(purpose: OneTimeCodePurpose, subjectId: string): Promise<void> {
      const data = await store.codesOfSubject(purpose, subjectId);
      await Promise.all(data.map((c) => store.codeClearedWrite({ purpose, subjectId, channel: c.channel })));
    },
  };
}
export type OneTimeCodeService = ReturnType<typeof createOneTimeCodeService>;
