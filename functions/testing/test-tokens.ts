import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/** For tests: an RS256 key pair with its JWKS, and Cognito-shaped access tokens signed with it. */
export async function testTokenIssuer(issuer: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const sign = (claims: Record<string, unknown> = {}, opts: { expiresIn?: string | number; issuer?: string; issuedAt?: Date } = {}) =>
    new SignJWT({
      token_use: 'access',
      client_id: 'client-1',
      origin_jti: 'session-1',
      username: 'user-name',
      scope: 'aws.cognito.signin.user.admin',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject((claims.sub as string) ?? 'sub-1')
      .setIssuer(opts.issuer ?? issuer)
      .setIssuedAt(opts.issuedAt ?? new Date())
      .setExpirationTime(opts.expiresIn ?? Math.floor((opts.issuedAt ?? new Date()).getTime() / 1000) + 3600)
      .sign(privateKey);
  return { jwks: { keys: [jwk] }, sign };
}
