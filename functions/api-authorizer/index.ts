import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { ENV } from '@scheduler/contracts/env';
import type { AccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { API_KEY_CONTEXT, bearerToken, isApiKeyBearer, tokenContext, UNVERIFIED_CONTEXT, type AuthorizerContext } from './authorizer-context.ts';

/**
 * The HTTP API's Lambda REQUEST authorizer of the routes with an `apiKeyScope` (DESIGN §17; every other route keeps the
 * Cognito JWT authorizer). Simple responses, no result caching (a revoked key must fail at once). A Cognito access
 * token is verified exactly as the JWT authorizer does (signature against the pool's keys, issuer, expiry, access token
 * of our app client) and its claims handed on; an API key's shape is let through to the area Lambda, which checks the
 * key in full (authenticate.ts); anything else reaches it with nothing verified and is answered 401 there.
 */
let verify: Promise<AccessTokenVerifier> | undefined;

export function createAuthorizer(verifier: () => AccessTokenVerifier | Promise<AccessTokenVerifier>) {
  return async (
    event: Pick<APIGatewayRequestAuthorizerEventV2, 'headers'>,
  ): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> => {
    const authorization = event.headers?.authorization;
    if (isApiKeyBearer(authorization)) return { isAuthorized: true, context: API_KEY_CONTEXT };
    const token = bearerToken(authorization);
    if (!token) return { isAuthorized: true, context: UNVERIFIED_CONTEXT };
    try {
      return { isAuthorized: true, context: tokenContext(await (await verifier())(token)) };
    } catch {
      return { isAuthorized: true, context: UNVERIFIED_CONTEXT };
    }
  };
}

export const handler = createAuthorizer(() => {
  const issuer = process.env[ENV.jwtIssuer];
  if (!issuer) throw new Error('JWT_ISSUER is not set');
  // jose is shipped beside the bundle (infra/lib/entries.ts LAZY_MODULES), loaded once per container.
  verify ??= import('@scheduler/functions/lib/access-token-verifier').then((m) =>
    m.createAccessTokenVerifier({ issuer, clientId: process.env[ENV.userPoolClientId] }),
  );
  return verify;
});
