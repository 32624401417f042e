import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The single sign-on assertion a trusted partner sends to `/redirect?key1=..&key2=..` (doc 1 §2.5, §7 auth/redirect).
 * key1: base64url of the JSON claims; key2: base64url HMAC-SHA256 of key1 with the partner's own key. `kid` names
 * that key: it selects the organisation whose GridIntegration entry carries it (`keyId`) and the key the signature
 * is checked with, so one partner's key signs in only to its own organisation. Short-lived and single-use (`jti`).
 */
export interface SsoAssertion {
  /** The partner's key id (GridIntegration keyId). */
  kid: string;
  /** The organisation's grid_org_uuid; optional, and when given it must be that of the key's integration. */
  org?: string;
  /** The user's registered e-mail (their username). */
  email: string;
  /** Issued at and expiry, epoch seconds. */
  iat: number;
  exp: number;
  /** Unique id: an assertion is accepted once. */
  jti: string;
}

/** The longest lifetime (exp - iat) accepted, whatever the partner's configured tokenExpiry says. */
export const SSO_MAX_LIFETIME_SECONDS = 600;
/** Clock skew allowed on iat. */
const SKEW_SECONDS = 60;
const KEY_ID = /^[A-Za-z0-9._-]{1,100}$/;

const mac = (key1: string, key: string) => createHmac('sha256', key).update(key1, 'utf8').digest();

export function signSsoAssertion(assertion: SsoAssertion, key: string): { key1: string; key2: string } {
  const key1 = Buffer.from(JSON.stringify(assertion), 'utf8').toString('base64url');
  return { key1, key2: mac(key1, key).toString('base64url') };
}

export type SsoCheck = { ok: true; assertion: SsoAssertion } | { ok: false; reason: string };

export const SSO_INVALID = 'The sign-on request is not valid.';
export const SSO_EXPIRED = 'The sign-on request has expired. Please start again from your portal.';

function claimsOf(key1: string): Partial<SsoAssertion> | undefined {
  try {
    const claims = JSON.parse(Buffer.from(key1, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as Partial<SsoAssertion>) : undefined;
  } catch {
    return undefined;
  }
}

/** The key id an assertion names, read before its signature can be checked: it only selects the key to check with. */
export function ssoKeyIdOf(key1: string): string | undefined {
  const kid = claimsOf(key1)?.kid;
  return typeof kid === 'string' && KEY_ID.test(kid) ? kid : undefined;
}

/**
 * Checks the signature with `key`, the shape and, unless `ignoreExpiry` (a second step within its own time limit),
 * the time window (`lifetime` seconds at most); replay is checked by the caller.
 */
export function readSsoAssertion(
  key1: string,
  key2: string,
  key: string,
  nowSeconds: number,
  lifetime = SSO_MAX_LIFETIME_SECONDS,
  opts: { ignoreExpiry?: boolean } = {},
): SsoCheck {
  const given = Buffer.from(key2, 'base64url');
  const expected = mac(key1, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: SSO_INVALID };
  const claims = claimsOf(key1);
  if (!claims) return { ok: false, reason: SSO_INVALID };
  const { kid, org, email, iat, exp, jti } = claims;
  if (typeof kid !== 'string' || (org !== undefined && typeof org !== 'string') || typeof email !== 'string' || typeof jti !== 'string')
    return { ok: false, reason: SSO_INVALID };
  if (!Number.isInteger(iat) || !Number.isInteger(exp)) return { ok: false, reason: SSO_INVALID };
  if (!opts.ignoreExpiry && exp! <= nowSeconds) return { ok: false, reason: SSO_EXPIRED };
  if (exp! <= iat! || exp! - iat! > Math.min(lifetime, SSO_MAX_LIFETIME_SECONDS) || iat! > nowSeconds + SKEW_SECONDS)
    return { ok: false, reason: SSO_INVALID };
  return { ok: true, assertion: { kid, ...(org !== undefined ? { org } : {}), email: email.trim().toLowerCase(), iat: iat!, exp: exp!, jti } };
}
