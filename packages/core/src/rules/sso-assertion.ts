import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The single sign-on assertion a trusted partner sends to `/redirect?key1=..&key2=..` (doc 1 §2.5, §7 auth/redirect).
 * key1: base64url of the JSON claims; key2: base64url HMAC-SHA256 of key1 with the shared secret. The partner is an
 * organisation's GridIntegration (its `grid_org_uuid` is `org`). Assertions are short-lived and single-use (`jti`).
 */
export interface SsoAssertion {
  /** The organisation's grid_org_uuid. */
  org: string;
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

const mac = (key1: string, secret: string) => createHmac('sha256', secret).update(key1, 'utf8').digest();

export function signSsoAssertion(assertion: SsoAssertion, secret: string): { key1: string; key2: string } {
  const key1 = Buffer.from(JSON.stringify(assertion), 'utf8').toString('base64url');
  return { key1, key2: mac(key1, secret).toString('base64url') };
}

export type SsoCheck = { ok: true; assertion: SsoAssertion } | { ok: false; reason: string };

const INVALID = 'The sign-on request is not valid.';

/** Checks the signature, shape and time window (`lifetime` seconds at most); replay is checked by the caller. */
export function readSsoAssertion(key1: string, key2: string, secret: string, nowSeconds: number, lifetime = SSO_MAX_LIFETIME_SECONDS): SsoCheck {
  const given = Buffer.from(key2, 'base64url');
  const expected = mac(key1, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: INVALID };
  let claims: Partial<SsoAssertion>;
  try {
    claims = JSON.parse(Buffer.from(key1, 'base64url').toString('utf8')) as Partial<SsoAssertion>;
  } catch {
    return { ok: false, reason: INVALID };
  }
  const { org, email, iat, exp, jti } = claims;
  if (typeof org !== 'string' || typeof email !== 'string' || typeof jti !== 'string' || !Number.isInteger(iat) || !Number.isInteger(exp)) {
    return { ok: false, reason: INVALID };
  }
  if (exp! <= nowSeconds) return { ok: false, reason: 'The sign-on request has expired. Please start again from your portal.' };
  if (iat! > nowSeconds + SKEW_SECONDS || exp! - iat! > Math.min(lifetime, SSO_MAX_LIFETIME_SECONDS) || exp! <= iat!) {
    return { ok: false, reason: INVALID };
  }
  return { ok: true, assertion: { org, email: email.trim().toLowerCase(), iat: iat!, exp: exp!, jti } };
}
