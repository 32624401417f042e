import { describe, expect, it } from 'vitest';
import { readSsoAssertion, signSsoAssertion } from './sso-assertion.ts';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const now = 1_800_000_000;
const claims = { org: 'grid-1', email: 'Person@Example.com', iat: now - 10, exp: now + 120, jti: 'j-1' };

describe('single sign-on assertions', () => {
  it('accepts a signed, live assertion and lower-cases the e-mail', () => {
    const { key1, key2 } = signSsoAssertion(claims, SECRET);
    expect(readSsoAssertion(key1, key2, SECRET, now)).toEqual({ ok: true, assertion: { ...claims, email: 'person@example.com' } });
  });
  it('refuses another secret, a changed payload, and garbage', () => {
    const { key1, key2 } = signSsoAssertion(claims, SECRET);
    expect(readSsoAssertion(key1, key2, 'another-secret-of-at-least-32-characters', now).ok).toBe(false);
    const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.com' })).toString('base64url');
    expect(readSsoAssertion(tampered, key2, SECRET, now).ok).toBe(false);
    expect(readSsoAssertion('x', 'y', SECRET, now).ok).toBe(false);
  });
  it('refuses expired, future-dated and long-lived assertions', () => {
    const expired = signSsoAssertion({ ...claims, exp: now - 1 }, SECRET);
    expect(readSsoAssertion(expired.key1, expired.key2, SECRET, now)).toMatchObject({ ok: false, reason: expect.stringMatching(/expired/) });
    const future = signSsoAssertion({ ...claims, iat: now + 600, exp: now + 700 }, SECRET);
    expect(readSsoAssertion(future.key1, future.key2, SECRET, now).ok).toBe(false);
    const long = signSsoAssertion({ ...claims, exp: now + 3600 }, SECRET);
    expect(readSsoAssertion(long.key1, long.key2, SECRET, now).ok).toBe(false);
    const shortConfigured = signSsoAssertion(claims, SECRET);
    expect(readSsoAssertion(shortConfigured.key1, shortConfigured.key2, SECRET, now, 60).ok).toBe(false);
  });
});
