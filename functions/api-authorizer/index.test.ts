import { describe, expect, it } from 'vitest';
import { createAuthorizer } from './index.ts';

const KEY = `sch_01JQ0KEY000000000000000001_${'a'.repeat(43)}`;
const authorize = createAuthorizer(() => async (token) => {
  if (token !== 'good.access.token') throw new Error('bad signature');
  return { sub: 'sub-1', username: 'alice', tokenKey: 'jti-1', issuedAt: 1_800_000_000 };
});

describe('the API key routes’ Lambda authorizer', () => {
  it('hands on the claims of a verified access token', async () => {
    expect(await authorize({ headers: { authorization: 'Bearer good.access.token' } })).toEqual({
      isAuthorized: true,
      context: { credential: 'access-token', sub: 'sub-1', token_use: 'access', username: 'alice', origin_jti: 'jti-1', iat: 1_800_000_000 },
    });
  });

  it('lets a key-shaped bearer through for the area Lambda to check, and nothing verified otherwise', async () => {
    expect(await authorize({ headers: { authorization: `Bearer ${KEY}` } })).toEqual({ isAuthorized: true, context: { credential: 'api-key' } });
    for (const authorization of ['Bearer forged.access.token', `Bearer ${KEY}x`, 'Basic abc', undefined]) {
      const answer = await authorize({ headers: authorization ? { authorization } : {} });
      expect(answer, String(authorization)).toEqual({ isAuthorized: true, context: { credential: 'none' } });
      expect(answer.context).not.toHaveProperty('sub');
    }
  });
});
