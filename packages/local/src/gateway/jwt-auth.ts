import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface JwtAuthConfig {
  issuer: string;
  clientId: string;
  jwks: JWTVerifyGetKey;
}

/**
 * The HTTP API's Cognito JWT authorizer: a Bearer access token signed by the pool's key, from our issuer
 * and app client, not expired. Answers the claims, or undefined (the gateway then answers 401).
 */
export function createJwtAuthorizer(config: JwtAuthConfig) {
  return async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!m) return undefined;
    try {
      const { payload } = await jwtVerify(m[1], config.jwks, { issuer: config.issuer });
      if (payload.token_use !== 'access' || payload.client_id !== config.clientId) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  };
}

/** Claims as API Gateway hands them to the Lambda: every value a string, arrays as `[a b c]`. */
export function renderClaims(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) out[k] = `[${v.map(String).join(' ')}]`;
    else if (typeof v === 'object') out[k] = JSON.stringify(v);
    else out[k] = String(v);
  }
  return out;
}

/** The `scopes` API Gateway reports: the token's `scope` claim split on spaces. */
export const scopesOf = (payload: JWTPayload): string[] => (typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : []);
