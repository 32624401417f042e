import { errors } from '../errors.ts';
import { isConditionFailure } from '../entities/conditional-write.ts';
import { hashToken, newToken } from '../entities/token-hash.ts';
import type { Organisation } from '../entities/organisation.ts';
import type { Identity } from '../ports/identity.ts';
import { readSsoAssertion } from '../rules/sso-assertion.ts';
import type { DataDeps } from './deps.ts';
import { createSignInService } from './sign-in.ts';

/** How long the one-time answer handed to Cognito's custom-auth challenge lives. */
const ANSWER_SECONDS = 120;

interface GridIntegration {
  enabled?: boolean;
  grid_org_uuid?: string;
  /** Seconds an assertion may live (capped by SSO_MAX_LIFETIME_SECONDS). */
  tokenExpiry?: number;
}

/** The organisation config's GridIntegration item; integrationConfig may be stored as a list or as its JSON text. */
export function gridIntegrationOf(org: Pick<Organisation, 'config'>): GridIntegration | undefined {
  const config = org.config && typeof org.config === 'object' ? (org.config as { integrationConfig?: unknown }) : {};
  let list = config.integrationConfig;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list)) return undefined;
  const item = list.find((i) => i && typeof i === 'object' && (i as { name?: unknown }).name === 'GridIntegration') as { config?: GridIntegration } | undefined;
  return item?.config;
}

const FAILED = 'Single sign-on could not sign you in. Please start again from your portal or contact support.';

/**
 * Single sign-on (doc 1 §2.5, auth/redirect): a trusted partner's signed, short-lived, single-use assertion signs
 * its user in without a password. The server checks it, then asks Cognito for tokens through the custom-auth
 * challenge, answering with a one-time secret the verify trigger (consumeAnswer) finds in the table.
 */
export function createSingleSignOnService(deps: DataDeps & { identity?: Identity; ssoSharedSecret?: string; sessionMinutes?: number }) {
  const { db, clock } = deps;

  async function remember(proof: string, kind: 'SSO_ASSERTION' | 'SIGN_IN_ANSWER', username: string, expiresAt: number): Promise<boolean> {
    try {
      await db.oneTimeProof.create({ proofHash: hashToken(proof), kind, username, expiresAt, createdAt: clock.now().toISOString() }).go();
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  return {
    async redirect(key1: string, key2: string, opts: { userAgent?: string; viewerCountry?: string }) {
      if (!deps.ssoSharedSecret || !deps.identity) throw errors.loginFailed('Single sign-on is not available.');
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const first = readSsoAssertion(key1, key2, deps.ssoSharedSecret, nowSeconds);
      if (!first.ok) throw errors.loginFailed(first.reason);
      const { data: organisations } = await db.organisation.query.all({}).go({ pages: 'all' });
      const org = organisations.find((o) => {
        const grid = gridIntegrationOf(o);
        return o.active && grid?.enabled === true && grid.grid_org_uuid === first.assertion.org;
      });
      if (!org) throw errors.loginFailed(FAILED);
      const configured = gridIntegrationOf(org)?.tokenExpiry;
      const check = typeof configured === 'number' && configured > 0 ? readSsoAssertion(key1, key2, deps.ssoSharedSecret, nowSeconds, configured) : first;
      if (!check.ok) throw errors.loginFailed(check.reason);
      const { assertion } = check;

      const { data: users } = await db.user.query.byUsername({ username: assertion.email }).go();
      const user = users[0];
      const { data: access } = user ? await db.userOrgAccess.get({ organisationId: org.organisationId, userId: user.userId }).go() : { data: null };
      if (!user || user.status !== 'ACTIVE' || !access?.active || access.archived) throw errors.loginFailed(FAILED);

      if (!(await remember(`sso:${org.organisationId}:${assertion.jti}`, 'SSO_ASSERTION', assertion.email, assertion.exp + 60))) {
        throw errors.loginFailed('This sign-on link has already been used. Please start again from your portal.');
      }
      const answer = newToken();
      await remember(answer, 'SIGN_IN_ANSWER', assertion.email, nowSeconds + ANSWER_SECONDS);
      const signedIn = await deps.identity.customSignIn(user.username, answer);
      if (signedIn.kind !== 'signedIn') throw errors.loginFailed(FAILED);

      const login = await createSignInService(deps).login(signedIn.claims, { ...opts, organisationId: org.organisationId });
      const tokens = { accessToken: signedIn.accessToken, idToken: signedIn.idToken, ...(signedIn.refreshToken ? { refreshToken: signedIn.refreshToken } : {}) };
      return {
        ...login,
        token: signedIn.accessToken,
        tokens,
        sessionExpiry: { ...login.sessionExpiry, ...(signedIn.refreshToken ? { refreshToken: signedIn.refreshToken } : {}) },
      };
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
        await db.oneTimeProof
          .patch({ proofHash: hashToken(answer) })
          .set({ usedAt: clock.now().toISOString() })
          .where((a, { eq, notExists, gt }) => `${eq(a.kind, 'SIGN_IN_ANSWER')} AND ${eq(a.username, username)} AND ${notExists(a.usedAt)} AND ${gt(a.expiresAt, nowSeconds)}`)
          .go();
        return true;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
    },
  };
}
