import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { errors } from '../errors.ts';
import { isConditionFailure } from '../conditional-write.ts';
import { hashToken, newToken } from '../token-hash.ts';
import type { OneTimeProof } from './one-time-proof.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import { integrationOf as configuredIntegration } from '../organisation/organisation-settings.ts';
import type { IntegrationSettings } from '@scheduler/contracts/schemas/organisation';
import type { User } from '../user/user-entity.ts';
import { maskMobile } from '@scheduler/contracts/field-rules';
import { verificationCodeEmail, verificationCodeSms } from '../signup/verification-code-email.ts';
import type { Identity } from '../ports/identity.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Realtime } from '../ports/realtime.ts';
import type { Sms } from '../ports/sms.ts';
import { readSsoAssertion, SSO_INVALID, ssoKeyIdOf } from './sso-assertion.ts';
import type { DataDeps } from '../deps.ts';
import { CODE_SENT_TO } from './password-sign-in.ts';
import { createSignInService } from './sign-in.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createIdentityStore } from './identity-store.ts';

/** How long the one-time answer handed to Cognito's custom-auth challenge lives. */
const ANSWER_SECONDS = 120;
/** The 2-step code after single sign-on: 6 digits, 5 minutes, 5 tries. */
const STEP_CODE_DIGITS = 6;
const STEP_CODE_MINUTES = 5;
const STEP_CODE_TRIES = 5;

/**
 * The organisation config's GridIntegration item (read through the contracts schema): grid_org_uuid, keyId (the id of
 * the key the partner signs with; the key itself is a secret, SSO_KEYS) and tokenExpiry (seconds an assertion may
 * live, capped by SSO_MAX_LIFETIME_SECONDS).
 */
export function gridIntegrationOf(org: Pick<Organisation, 'config'>) {
  return configuredIntegration(org.config, 'GridIntegration');
}

const FAILED = 'Single sign-on could not sign you in. Please start again from your portal or contact support.';
const USED = 'This sign-on link has already been used. Please start again from your portal.';
const STEP_SPENT = 'Verification Code Invalid: the code has expired or was tried too often. Please start again from your portal.';
/** Cognito alone holds an authenticator app's secret, so its code can only be checked in a password sign-in. */
export const SSO_APP_SIGN_IN =
  'Your organisation requires 2-Step Authentication: please sign in with your password and the code from your authentication app.';

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`, 'utf8').digest();

export interface SsoDeps extends DataDeps {
  identity?: Identity;
  /** The partner key of a key id (the SSO_KEYS secret); undefined: no such key, or single sign-on is not set up. */
  ssoKey?: (keyId: string) => Promise<string | undefined>;
  /** Where the 2-step code after single sign-on goes (the person's registered e-mail or mobile). */
  mailer?: Mailer;
  sms?: Sms;
  realtime?: Realtime;
  sessionMinutes?: number;
}

/**
 * Single sign-on (doc 1 §2.5, auth/redirect): a trusted partner's signed, short-lived, single-use assertion signs
 * its user in without a password, into the partner's own organisation only (the assertion's key id selects the
 * organisation's GridIntegration and its key). The server checks it, then asks Cognito for tokens through the
 * custom-auth challenge, answering with a one-time secret the verify trigger (consumeAnswer) finds in the table.
 *
 * The organisation's 2-step rule still applies. A person with a method at the identity provider gets a code on that
 * method's channel (e-mail or mobile) and the same key1 and key2 are posted again with otpCode; an authenticator
 * app's code can only be checked by Cognito in a password sign-in, so that person is sent to sign in with their
 * password. A person without a method is signed in with the session held to the 2-step setup calls.
 */
export function createSingleSignOnService(deps: SsoDeps) {
  const { clock } = deps;
  const proofs = createIdentityStore(deps.db);
  const users = createUserStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function remember(proof: string, kind: 'SSO_ASSERTION' | 'SIGN_IN_ANSWER', username: string, expiresAt: number): Promise<boolean> {
    try {
      await proofs.keepProofWrite({ proofHash: hashToken(proof), kind, username, expiresAt, createdAt: clock.now().toISOString() });
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  /** The active organisation whose enabled GridIntegration signs with this key id. */
  async function integrationOf(keyId: string): Promise<{ org: Organisation; grid: IntegrationSettings } | undefined> {
    for (const org of await organisations.allOrganisations()) {
      const grid = gridIntegrationOf(org);
      if (org.active && grid?.enabled === true && grid.keyId === keyId) return { org, grid };
    }
    return undefined;
  }

  /** Sends a fresh code to the person's channel for the method and keeps the step, keyed by the assertion's signature. */
  async function startSecondStep(key2: string, user: User, org: Organisation, mfaType: 'EMAIL' | 'MOBILE') {
    const code = String(randomInt(0, 10 ** STEP_CODE_DIGITS)).padStart(STEP_CODE_DIGITS, '0');
    const salt = randomBytes(16).toString('hex');
    if (mfaType === 'MOBILE' && !user.mobileNo) throw errors.loginFailed(FAILED);
    const proofHash = hashToken(`sso-step:${key2}`);
    await proofs.keepProofWrite({
      proofHash,
      kind: 'SSO_SECOND_STEP',
      username: user.username,
      organisationId: org.organisationId,
      mfaType,
      codeHash: digest(salt, code).toString('hex'),
      salt,
      attempts: 0,
      expiresAt: nowSeconds() + STEP_CODE_MINUTES * 60,
      createdAt: clock.now().toISOString(),
    });
    try {
      if (mfaType === 'EMAIL') {
        if (!deps.mailer) throw new Error('single sign-on 2-step: no mailer configured');
        const mail = verificationCodeEmail({ code, minutes: STEP_CODE_MINUTES });
        await deps.mailer.send({ to: [user.username], subject: mail.subject, html: mail.html, text: mail.text });
      } else {
        if (!deps.sms) throw new Error('single sign-on 2-step: no SMS sender configured');
        await deps.sms.send({ to: user.mobileNo!, body: verificationCodeSms({ code, minutes: STEP_CODE_MINUTES }) });
      }
    } catch (e) {
      await proofs.forgetProofWrite(proofHash);
      throw e;
    }
  }

  /** One try of the code: 'ok' once, 'wrong', or 'spent' (used, expired, or out of tries). */
  async function answerSecondStep(step: OneTimeProof, code: string): Promise<'ok' | 'wrong' | 'spent'> {
    const tries = step.attempts ?? 0;
    if (step.usedAt || step.expiresAt <= nowSeconds() || tries >= STEP_CODE_TRIES || !step.codeHash || !step.salt) return 'spent';
    try {
      await proofs.stepTriedWrite(step.proofHash, STEP_CODE_TRIES);
    } catch (e) {
      if (isConditionFailure(e)) return 'spent';
      throw e;
    }
    const expected = Buffer.from(step.codeHash, 'hex');
    const given = digest(step.salt, code.trim());
    if (!/^\d+$/.test(code.trim()) || expected.length !== given.length || !timingSafeEqual(expected, given)) return 'wrong';
    try {
      await proofs.stepUsedWrite(step.proofHash, clock.now().toISOString());
    } catch (e) {
      if (isConditionFailure(e)) return 'spent';
      throw e;
    }
    return 'ok';
  }

  async function signIn(user: User, org: Organisation, opts: { userAgent?: string; viewerCountry?: string }) {
    const identity = deps.identity!;
    const answer = newToken();
    await remember(answer, 'SIGN_IN_ANSWER', user.username, nowSeconds() + ANSWER_SECONDS);
    const signedIn = await identity.customSignIn(user.username, answer);
    if (signedIn.kind !== 'signedIn') throw errors.loginFailed(FAILED);
    const login = await createSignInService(deps).login(signedIn.claims, { ...opts, organisationId: org.organisationId });
    const tokens = {
      accessToken: signedIn.accessToken,
      idToken: signedIn.idToken,
      ...(signedIn.refreshToken ? { refreshToken: signedIn.refreshToken } : {}),
    };
    return {
      ...login,
      token: signedIn.accessToken,
      tokens,
      sessionExpiry: { ...login.sessionExpiry, ...(signedIn.refreshToken ? { refreshToken: signedIn.refreshToken } : {}) },
    };
  }

  return {
    async redirect(key1: string, key2: string, opts: { userAgent?: string; viewerCountry?: string; otpCode?: string }) {
      if (!deps.ssoKey || !deps.identity) throw errors.loginFailed('Single sign-on is not available.');
      const keyId = ssoKeyIdOf(key1);
      if (!keyId) throw errors.loginFailed(SSO_INVALID);
      const partner = await integrationOf(keyId);
      const key = partner && (await deps.ssoKey(keyId));
      if (!partner || !key) throw errors.loginFailed(FAILED);
      const { org, grid } = partner;
      const lifetime = typeof grid.tokenExpiry === 'number' && grid.tokenExpiry > 0 ? grid.tokenExpiry : undefined;
      const code = opts.otpCode?.trim();
      const step = code ? await proofs.proofOf(hashToken(`sso-step:${key2}`)) : null;
      const pendingStep = step?.kind === 'SSO_SECOND_STEP' && step.organisationId === org.organisationId ? step : undefined;
      const check = readSsoAssertion(key1, key2, key, nowSeconds(), lifetime, { ignoreExpiry: Boolean(pendingStep) });
      if (!check.ok) throw errors.loginFailed(check.reason);
      const { assertion } = check;
      if (assertion.org !== undefined && assertion.org !== grid.grid_org_uuid) throw errors.loginFailed(SSO_INVALID);

      const user = await users.personByUsername(assertion.email);
      const access = user ? await users.accessOf(org.organisationId, user.userId) : null;
      if (!user || user.status !== 'ACTIVE' || !access?.active || access.archived) throw errors.loginFailed(FAILED);

      if (pendingStep && code) {
        const outcome = await answerSecondStep(pendingStep, code);
        if (outcome === 'wrong')
          return { status: 'CODE_INCORRECT', message: 'Verification Code Invalid', mfaRequired: true, mfaType: pendingStep.mfaType };
        if (outcome === 'spent') throw errors.loginFailed(STEP_SPENT);
        return signIn(user, org, opts);
      }

      if (!(await remember(`sso:${org.organisationId}:${assertion.jti}`, 'SSO_ASSERTION', assertion.email, assertion.exp + 60)))
        throw errors.loginFailed(USED);
      if (org.mfaEnabled) {
        const methods = await deps.identity.mfaMethodsOf(user.username);
        const method = user.mfaType && methods.includes(user.mfaType) ? user.mfaType : methods[0];
        if (method === 'APP')
          return { status: 'MFA_REQUIRED', message: SSO_APP_SIGN_IN, mfaRequired: true, mfaType: method, username: user.username };
        if (method) {
          await startSecondStep(key2, user, org, method);
          return {
            status: 'MFA_REQUIRED',
            message: `Code Sent: One-time verification code sent to your registered ${CODE_SENT_TO[method]}`,
            mfaRequired: true,
            mfaType: method,
            username: user.username,
            ...(method === 'MOBILE' && user.mobileNo ? { mobileNo: maskMobile(user.mobileNo) } : {}),
          };
        }
      }
      return signIn(user, org, opts);
    },

    /**
     * Cognito's verify-auth-challenge trigger: true once for an unexpired answer issued for this user (e-mail).
     * Consuming it is a conditional write, so two attempts with one answer cannot both pass.
     */
    async consumeAnswer(email: string, answer: string): Promise<boolean> {
      if (!answer) return false;
      const username = email.trim().toLowerCase();
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      try {
        await proofs.answerUsedWrite(hashToken(answer), username, clock.now().toISOString(), nowSeconds);
        return true;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
    },
  };
}
