import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID, type webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { JwtTokenGenerator, type Tokens } from 'cognito-local/lib/services/tokenGenerator.js';

const privateJwk = (createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK }).jwk;
let signingKey: Promise<webcrypto.CryptoKey | Uint8Array> | undefined;
const key = () => (signingKey ??= importJWK(privateJwk, 'RS256') as Promise<webcrypto.CryptoKey | Uint8Array>);

/** The sign-in a refresh in progress belongs to (the refresh token's origin_jti). */
const refreshing = new AsyncLocalStorage<string>();

/** Runs a refresh so that the tokens it issues keep the sign-in's origin_jti, as Cognito's do. */
export const withSignInOrigin = <T>(origin: string | undefined, run: () => Promise<T>): Promise<T> => (origin ? refreshing.run(origin, run) : run());

/** The origin_jti of a token this emulator issued (any of the three), or undefined. */
export function originOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const origin = decodeJwt(token).origin_jti;
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}

const withClaims = async (jwt: string, claims: Record<string, unknown>) =>
  new SignJWT({ ...decodeJwt(jwt), ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(await key());

/**
 * cognito-local's token generator plus Cognito's `origin_jti`: one id per sign-in, carried by its access, ID and
 * refresh tokens and kept by every refresh, so a server can bind a session to a sign-in and revoke exactly one.
 */
export class SignInOriginTokenGenerator extends JwtTokenGenerator {
  override async generate(...args: Parameters<JwtTokenGenerator['generate']>): Promise<Tokens> {
    const tokens = await super.generate(...args);
    const origin = refreshing.getStore() ?? randomUUID();
    const [AccessToken, IdToken, RefreshToken] = await Promise.all(
      [tokens.AccessToken, tokens.IdToken, tokens.RefreshToken].map((t) => withClaims(t, { origin_jti: origin })),
    );
    return { AccessToken: AccessToken!, IdToken: IdToken!, RefreshToken: RefreshToken! };
  }
}
