import { describe, expect, it } from 'vitest';
import { readSsoAssertion, signSsoAssertion, ssoKeyIdOf } from './sso-assertion.ts';

const KEY = 'a-partner-key-of-at-least-32-characters';
const now = 1_800_000_000;
const claims = { kid: 'partner-1', org: 'grid-1', email: 'Person@Example.com', iat: now - 10, exp: now + 120, jti: 'j-1' };

describe('single sign-on assertions', () => {
  it('accepts a signed, live assertion and lower-cases the e-mail', () => {
    const { key1, key2 } = signSsoAssertion(claims, KEY);
    expect(readSsoAssertion(key1, key2, KEY, now)).toEqual({ ok: true, assertion: { ...claims, email: 'person@example.com' } });
    const withoutOrg = signSsoAssertion({ ...claims, org: undefined }, KEY);
    expect(readSsoAssertion(withoutOrg.key1, withoutOrg.key2, KEY, now)).toMatchObject({ ok: true, assertion: { kid: 'partner-1' } });
  });

  it('names its key id before the signature is checked, and nothing for a missing or odd one', () => {
    expect(ssoKeyIdOf(signSsoAssertion(claims, KEY).key1)).toBe('partner-1');
    expect(ssoKeyIdOf(signSsoAssertion({ ...claims, kid: 'a b' }, KEY).key1)).toBeUndefined();
    expect(ssoKeyIdOf(Buffer.from(JSON.stringify({ email: 'x' })).toString('base64url'))).toBeUndefined();
    expect(ssoKeyIdOf('not-json')).toBeUndefined();
  });

  it('refuses another key, a changed payload, a missing key id, and garbage', () => {
    const { key1, key2 } = signSsoAssertion(claims, KEY);
    expect(readSsoAssertion(key1, key2, 'another-key-of-at-least-32-characters-00', now).ok).toBe(false);
    const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.com' })).toString('base64url');
    expect(readSsoAssertion(tampered, key2, KEY, now).ok).toBe(false);
    const noKid = signSsoAssertion({ ...claims, kid: undefined as unknown as string }, KEY);
    expect(readSsoAssertion(noKid.key1, noKid.key2, KEY, now).ok).toBe(false);
    expect(readSsoAssertion('x', 'y', KEY, now).ok).toBe(false);
  });

  it('refuses expired, future-dated and long-lived assertions', () => {
    const expired = signSsoAssertion({ ...claims, exp: now - 1 }, KEY);
    expect(readSsoAssertion(expired.key1, expired.key2, KEY, now)).toMatchObject({ ok: false, reason: expect.stringMatching(/expired/) });
    const future = signSsoAssertion({ ...claims, iat: now + 600, exp: now + 700 }, KEY);
    expect(readSsoAssertion(future.key1, future.key2, KEY, now).ok).toBe(false);
    const long = signSsoAssertion({ ...claims, exp: now + 3600 }, KEY);
    expect(readSsoAssertion(long.key1, long.key2, KEY, now).ok).toBe(false);
    const shortConfigured = signSsoAssertion(claims, KEY);
    expect(readSsoAssertion(shortConfigured.key1, shortConfigured.key2, KEY, now, 60).ok).toBe(false);
  });

  it('lets a second step past the expiry, never past the signature', () => {
    const expired = signSsoAssertion({ ...claims, exp: now - 1 }, KEY);
    expect(readSsoAssertion(expired.key1, expired.key2, KEY, now, undefined, { ignoreExpiry: true }).ok).toBe(true);
    expect(readSsoAssertion(expired.key1, expired.key2, 'another-key-of-at-least-32-characters-00', now, undefined, { ignoreExpiry: true }).ok).toBe(
      false,
    );
  });
});
