import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@scheduler/contracts/api-scopes';
import { hashToken } from '../../token-hash.ts';
import { bearerApiKey, apiKeyIdOf, integrationActor, keyMatches, newApiKey } from './api-key-rules.ts';

const ID = '01JQ0KEY000000000000000001';

describe('API key rules', () => {
  it('makes sch_<id>_<43 base64url characters>, a hint of its first 4, and the SHA-256 of the whole key', () => {
    const made = newApiKey(ID);
    expect(made.key).toMatch(API_KEY_PATTERN);
    expect(made.key.startsWith(`sch_${ID}_`)).toBe(true);
    expect(made.key).toHaveLength(4 + 26 + 1 + 43);
    expect(made.hint).toBe(made.key.slice(0, 4 + 26 + 1 + 4));
    expect(made.keyHash).toBe(hashToken(made.key));
    expect(newApiKey(ID).key).not.toBe(made.key);
  });

  it('matches only the very key, and reads ids and bearer headers strictly', () => {
    const { key, keyHash } = newApiKey(ID);
    expect(keyMatches(key, keyHash)).toBe(true);
    expect(keyMatches(`${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`, keyHash)).toBe(false);
    expect(keyMatches(key, 'short')).toBe(false);
    expect(apiKeyIdOf(key)).toBe(ID);
    expect(apiKeyIdOf(`${key}x`)).toBeUndefined();
    expect(apiKeyIdOf(key.toLowerCase())).toBeUndefined();
    expect(bearerApiKey(`Bearer ${key}`)).toBe(key);
    expect(bearerApiKey(`bearer ${key}`)).toBe(key);
    expect(bearerApiKey('Bearer eyJ.a.b')).toBeUndefined();
    expect(bearerApiKey(undefined)).toBeUndefined();
  });

  it("acts as an organisation admin of the key's organisation only, named after the key, never a grid admin", () => {
    const actor = integrationActor({ apiKeyId: ID, organisationId: 'ORG', name: 'ATS sync' });
    expect(actor).toMatchObject({ userId: ID, organisationId: 'ORG', fullName: 'ATS sync (API key)', userType: 'ORG_ADMIN' });
    expect(actor.roles).toEqual(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
    expect(actor.username).not.toContain('@');
  });
});
