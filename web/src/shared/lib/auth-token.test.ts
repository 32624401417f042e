import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { accessToken, cognitoRefreshToken, storeIssuedTokens, type TokenOrchestratorPort } from './auth-token.ts';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'RS256', kid: 'CognitoLocal' })}.${b64url(payload)}.c2ln`;

const NOW = Date.UTC(2027, 2, 5, 9, 0, 0);
const iat = NOW / 1000 - 30;
const access = jwt({ sub: 'sub-1', username: 'grace@example.com', iat, exp: iat + 3600, token_use: 'access' });
const id = jwt({ sub: 'sub-1', 'cognito:username': 'grace@example.com', email: 'grace@example.com', iat, exp: iat + 3600, token_use: 'id' });

function recordingOrchestrator() {
  const stored: unknown[] = [];
  const port: TokenOrchestratorPort = {
    setTokens: vi.fn(async ({ tokens }) => void stored.push(tokens)),
    getTokenStore: () => ({ loadTokens: async () => (stored.at(-1) as { refreshToken?: string } | undefined) ?? null }),
  };
  return { port, stored };
}

describe('single sign-on token hand-off to Amplify', () => {
  it('decodes the tokens and stores them as Amplify does after its own sign-in', async () => {
    const { port, stored } = recordingOrchestrator();
    const out = await storeIssuedTokens({ accessToken: access, idToken: id, refreshToken: 'refresh-1' }, port, () => NOW);
    expect(out).toEqual({ username: 'grace@example.com' });
    const tokens = stored[0] as {
      accessToken: { toString(): string; payload: Record<string, unknown> };
      idToken: { toString(): string; payload: Record<string, unknown> };
      refreshToken: string;
      clockDrift: number;
      username: string;
    };
    expect(tokens.accessToken.toString()).toBe(access);
    expect(tokens.accessToken.payload.sub).toBe('sub-1');
    expect(tokens.idToken.toString()).toBe(id);
    expect(tokens.idToken.payload.email).toBe('grace@example.com');
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(tokens.clockDrift).toBe(-30_000);
    expect(tokens.username).toBe('grace@example.com');
    expect(await cognitoRefreshToken(port)).toBe('refresh-1');
  });

  it('falls back to the sub when the token names no username, and refuses a token without either', async () => {
    const { port, stored } = recordingOrchestrator();
    await storeIssuedTokens({ accessToken: jwt({ sub: 'sub-9', iat, exp: iat + 60 }) }, port, () => NOW);
    expect((stored[0] as { username: string }).username).toBe('sub-9');
    await expect(storeIssuedTokens({ accessToken: jwt({ iat }) }, port)).rejects.toThrow('names no user');
    await expect(storeIssuedTokens({ accessToken: '' }, port)).rejects.toThrow('no access token');
  });

  it('with the real Amplify store: the API bearer and the refresh header then come from the handed-off tokens', async () => {
    Amplify.configure({ Auth: { Cognito: { userPoolId: 'local_pool1', userPoolClientId: 'client1', loginWith: { username: true } } } });
    const fresh = jwt({ sub: 'sub-2', username: 'sso@example.com', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 });
    await storeIssuedTokens({ accessToken: fresh, refreshToken: 'refresh-2' });
    expect(await accessToken()).toBe(fresh);
    expect((await fetchAuthSession()).tokens?.accessToken.payload.username).toBe('sso@example.com');
    expect(await cognitoRefreshToken()).toBe('refresh-2');
  });
});
