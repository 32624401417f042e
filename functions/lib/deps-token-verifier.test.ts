import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '@scheduler/contracts/env';
import { getDeps, setDeps } from './deps.ts';

describe("the deps' access token verifier", () => {
  afterEach(() => {
    setDeps(undefined);
    vi.unstubAllEnvs();
  });

  it('loads the verifier (jose) on the first token and verifies with it', async () => {
    vi.stubEnv(ENV.tableName, 'table');
    vi.stubEnv(ENV.jwtIssuer, 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_pool');
    setDeps(undefined);
    const { verifyAccessToken } = getDeps();
    await expect(verifyAccessToken('not-a-token')).rejects.toThrow('Invalid Compact JWS');
  });

  it('refuses every token where no issuer is configured', async () => {
    vi.stubEnv(ENV.tableName, 'table');
    vi.stubEnv(ENV.jwtIssuer, '');
    setDeps(undefined);
    await expect(getDeps().verifyAccessToken('not-a-token')).rejects.toThrow('JWT_ISSUER is not set');
  });
});
