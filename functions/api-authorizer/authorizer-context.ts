import { API_KEY_PATTERN } from '@scheduler/contracts/api-scopes';
import type { VerifiedAccessToken } from '../lib/access-token-verifier.ts';

/**
 * What the Lambda authorizer of the routes an API key may call (DESIGN §17) hands the area Lambda in
 * `requestContext.authorizer.lambda`: the claims `authenticate` reads of a verified Cognito access token, named as in the
 * token; or, for an organisation API key, only that a key came (the area Lambda checks the key itself, so a revoked
 * key fails at once); or, for anything else, nothing verified (the area Lambda answers 401 in its envelope, as the web
 * client expects of an expired token).
 */
export type AuthorizerContext = Record<string, string | number | boolean>;

export const API_KEY_CONTEXT: AuthorizerContext = { credential: 'api-key' };
export const UNVERIFIED_CONTEXT: AuthorizerContext = { credential: 'none' };

/** The token of an Authorization header (`Bearer <token>`). */
export const bearerToken = (authorization: string | undefined): string | undefined => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];

/** Whether the header carries an organisation API key (`Bearer sch_<id>_<secret>`), by its shape only. */
export const isApiKeyBearer = (authorization: string | undefined): boolean => API_KEY_PATTERN.test(bearerToken(authorization) ?? '');

/** The context of a verified access token. */
export function tokenContext(token: VerifiedAccessToken): AuthorizerContext {
  return {
    credential: 'access-token',
    sub: token.sub,
    token_use: 'access',
    ...(token.username !== undefined ? { username: token.username } : {}),
    ...(token.tokenKey !== undefined ? { origin_jti: token.tokenKey } : {}),
    ...(token.issuedAt !== undefined ? { iat: token.issuedAt } : {}),
  };
}
