import { API_KEY_PATTERN } from '@scheduler/contracts/api-scopes';

/**
 * The shapes of the credentials a request names, checked before anything is read with them: a value of another
 * shape (a header of a few thousand characters, a token that is no JWT) is refused as not signed in, never looked up.
 */

/** Server session ids are ULIDs (26 characters of Crockford base32). */
export const isSessionId = (value: string): boolean => /^[0-9A-HJKMNP-TV-Z]{26}$/i.test(value);

/** Longest token accepted: Cognito's access tokens are 1–2 KB, its refresh tokens (JWE) about 1.8 KB. */
export const MAX_TOKEN_LENGTH = 8192;

/** A compact JWS (header.payload.signature, base64url), as Cognito's access and ID tokens are. */
export const isJwt = (value: string): boolean => value.length <= MAX_TOKEN_LENGTH && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);

/**
 * The Authorization header: a JWT, with or without the Bearer scheme (API Gateway's JWT authorizer takes both), or an
 * organisation API key (`Bearer sch_<id>_<secret>`, DESIGN §17).
 */
export const isAuthorization = (value: string): boolean => {
  const token = /^Bearer\s+(.+)$/i.exec(value)?.[1] ?? value;
  return isJwt(token) || API_KEY_PATTERN.test(token);
};

/** A refresh token: Cognito's is a compact JWE (five base64url parts); any opaque token of URL-safe characters. */
export const isRefreshToken = (value: string): boolean => value.length <= MAX_TOKEN_LENGTH && /^[\w.~+/=-]+$/.test(value);
