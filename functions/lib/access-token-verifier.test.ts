import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from './access-token-verifier.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';

let server: Server;
let issuer: string;
let jwksFetches = 0;
let tokens: Awaited<ReturnType<typeof testTokenIssuer>>;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/local_pool/.well-known/jwks.json') {
      jwksFetches++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tokens.jwks));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_pool`;
  tokens = await testTokenIssuer(issuer);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('access token verifier', () => {
  it('verifies against the issuer JWKS, fetched once and cached across verifiers', async () => {
    const verify = createAccessTokenVerifier({ issuer, clientId: 'client-1' });
    const issuedAt = new Date(Math.floor(Date.now() / 1000 - 30) * 1000);
    await expect(verify(await tokens.sign({ sub: 'sub-42' }, { issuedAt }))).resolves.toEqual({
      sub: 'sub-42',
      username: 'user-name',
      tokenKey: 'session-1',
      issuedAt: issuedAt.getTime() / 1000,
    });
    await verify(await tokens.sign());
    await createAccessTokenVerifier({ issuer })(await tokens.sign());
    expect(jwksFetches).toBe(1);
  });

  it('refuses an expired token', async () => {
    const verify = createAccessTokenVerifier({ issuer });
    await expect(verify(await tokens.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }))).rejects.toThrow(/exp/);
  });

  it('refuses a token of another issuer', async () => {
    await expect(createAccessTokenVerifier({ issuer })(await tokens.sign({}, { issuer: 'https://evil.example.com/pool' }))).rejects.toThrow(/iss/);
  });

  it('refuses an id token and a token of another app client', async () => {
    const verify = createAccessTokenVerifier({ issuer, clientId: 'client-1' });
    await expect(verify(await tokens.sign({ token_use: 'id' }))).rejects.toThrow('not an access token');
    await expect(verify(await tokens.sign({ client_id: 'client-2' }))).rejects.toThrow('token of another app client');
  });

  it('refuses a token signed by another key', async () => {
    const other = await testTokenIssuer(issuer);
    await expect(createAccessTokenVerifier({ issuer })(await other.sign())).rejects.toThrow();
  });

  it('refuses garbage', async () => {
    await expect(createAccessTokenVerifier({ issuer })('not-a-jwt')).rejects.toThrow();
  });
});
