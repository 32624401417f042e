import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { systemClock, type Clock } from '@scheduler/core/ports/clock';

export interface VerifiedAccessToken {
  sub: string;
  username?: string;
  /** origin_jti (stable across refreshes) or else jti: binds a server session to the sign-in. */
  tokenKey?: string;
  /** iat, epoch seconds: a token issued before the person's last revocation opens nothing. */
  issuedAt?: number;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

/** The claim that names one sign-in: Cognito's origin_jti survives refreshes; jti where it is absent (cognito-local). */
export function tokenKeyOf(claims: Record<string, unknown>): string | undefined {
  const key = claims.origin_jti ?? claims.jti;
  return typeof key === 'string' && key ? key : undefined;
}

/** The token's iat as epoch seconds; API Gateway hands every claim over as a string. */
export function issuedAtOf(claims: Record<string, unknown>): number | undefined {
  const iat = typeof claims.iat === 'string' && /^\d{1,12}$/.test(claims.iat) ? Number(claims.iat) : claims.iat;
  return typeof iat === 'number' && Number.isInteger(iat) ? iat : undefined;
}

/** One remote key set per issuer for the life of the Lambda container; jose refreshes it on unknown kids. */
const jwksByIssuer = new Map<string, JWTVerifyGetKey>();

export function issuerJwks(issuer: string): JWTVerifyGetKey {
  let jwks = jwksByIssuer.get(issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`), {
      cacheMaxAge: 6 * 60 * 60 * 1000,
      timeoutDuration: 3000,
    });
    jwksByIssuer.set(issuer, jwks);
  }
  return jwks;
}

/**
 * Verifies a Cognito access token: RS256 signature against the issuer's JWKS, issuer, expiry,
 * token_use 'access' and, when given, the app client id.
 */
export function createAccessTokenVerifier(opts: { issuer: string; clientId?: string; jwks?: JWTVerifyGetKey; clock?: Clock }): AccessTokenVerifier {
  const jwks = opts.jwks ?? issuerJwks(opts.issuer);
  const clock = opts.clock ?? systemClock;
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, { issuer: opts.issuer, algorithms: ['RS256'], currentDate: clock.now() });
    if (payload.token_use !== 'access') throw new Error('not an access token');
    if (opts.clientId && payload.client_id !== opts.clientId) throw new Error('token of another app client');
    if (!payload.sub) throw new Error('token without sub');
    return {
      sub: payload.sub,
      username: typeof payload.username === 'string' ? payload.username : undefined,
      tokenKey: tokenKeyOf(payload),
      issuedAt: issuedAtOf(payload),
    };
  };
}
