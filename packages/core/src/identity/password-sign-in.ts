import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors } from '../errors.ts';
import { hashToken } from '../token-hash.ts';
import type { Identity, SignedInTokens, SignInChallenge } from '../ports/identity.ts';
import type { DataDeps } from '../deps.ts';
import { createIdentityStore } from './identity-store.ts';

/** The 2-step methods of doc 1 §3. */
export type MfaType = 'EMAIL' | 'MOBILE' | 'APP';

/** Cognito's challenge session lasts 3 minutes; the pending sign-in no longer. */
const PENDING_SECONDS = 180;

/** Cognito's 2-step challenge names as the spec's mfaType. */
const MFA_TYPE_OF: Record<string, MfaType> = { EMAIL_OTP: 'EMAIL', SMS_MFA: 'MOBILE', SOFTWARE_TOKEN_MFA: 'APP' };
/** Challenges whose code Cognito sends itself (a new sign-in would send another). */
const SENT_CODE = new Set(['EMAIL_OTP', 'SMS_MFA']);

export const CODE_SENT_TO: Record<MfaType, string> = { EMAIL: 'Email Address', MOBILE: 'Mobile Phone', APP: '3rd-party authentication app' };

const passwordDigest = (salt: string, password: string) => createHash('sha256').update(`${salt}:${password}`, 'utf8').digest();

export type PasswordSignInOutcome =
  | { kind: 'signedIn'; tokens: SignedInTokens }
  | { kind: 'mfaRequired'; mfaType: MfaType; message: string }
  | { kind: 'codeIncorrect' };

/**
 * The spec's auth/login body (username, password, otpCode, mfaType) against Cognito. Without otpCode a 2-step
 * user gets mfaRequired (Cognito sent the e-mail or SMS code); the same body with otpCode then answers that
 * challenge. The challenge session is kept in the table between the two calls, bound to the same password.
 */
export function createPasswordSignIn(deps: DataDeps & { identity: Identity }) {
  const { clock, identity } = deps;
  const proofs = createIdentityStore(deps.db);
  const keyOf = (username: string) => hashToken(`sign-in:${username.trim().toLowerCase()}`);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function remember(username: string, password: string, challenge: SignInChallenge) {
    if (!challenge.session) return;
    const salt = randomBytes(16).toString('hex');
    await proofs.keepPendingSignInWrite({
      usernameHash: keyOf(username),
      challenge: challenge.challenge,
      cognitoSession: challenge.session,
      salt,
      passwordHash: passwordDigest(salt, password).toString('hex'),
      expiresAt: nowSeconds() + PENDING_SECONDS,
      createdAt: clock.now().toISOString(),
    });
  }

  /** The challenge started earlier with this username and password, while it can still be answered. */
  async function pending(username: string, password: string): Promise<SignInChallenge | undefined> {
    const data = await proofs.pendingSignInOf(keyOf(username));
    if (!data || data.expiresAt <= nowSeconds()) return undefined;
    const expected = Buffer.from(data.passwordHash, 'hex');
    const given = passwordDigest(data.salt, password);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { kind: 'challenge', challenge: data.challenge, session: data.cognitoSession };
  }

  const forget = (username: string) => proofs.forgetPendingSignInWrite(keyOf(username));

  async function answer(username: string, challenge: SignInChallenge, code: string): Promise<PasswordSignInOutcome> {
    const out = await identity.answerChallenge(username, challenge, code);
    if (out.kind === 'codeMismatch') return { kind: 'codeIncorrect' };
    await forget(username);
    if (out.kind === 'refused') throw errors.loginFailed(out.message);
    return { kind: 'signedIn', tokens: out };
  }

  return {
    async signIn(username: string, password: string, otpCode?: string): Promise<PasswordSignInOutcome> {
      const name = username.trim();
      const code = otpCode?.trim();
      if (code) {
        const started = await pending(name, password);
        if (started) return answer(name, started, code);
      }
      const result = await identity.passwordSignIn(name, password);
      if (result.kind === 'refused') throw errors.loginFailed(result.message);
      if (result.kind === 'signedIn') return { kind: 'signedIn', tokens: result };
      const mfaType = MFA_TYPE_OF[result.challenge];
      if (!mfaType) throw errors.loginFailed(`This sign-in step is not supported here (${result.challenge}). Please sign in with the web app.`);
      // An authenticator code can be answered at once; a sent code must wait for the person to read it.
      if (code && !SENT_CODE.has(result.challenge)) return answer(name, result, code);
      await remember(name, password, result);
      const message = SENT_CODE.has(result.challenge)
        ? `Code Sent: One-time verification code sent to your registered ${CODE_SENT_TO[mfaType]}`
        : 'Enter the code from your authentication app.';
      return { kind: 'mfaRequired', mfaType, message };
    },
  };
}
