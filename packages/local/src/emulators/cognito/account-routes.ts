import { decodeJwt } from 'jose';
import { NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { applyMfaPreference } from './mfa.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { originOf } from './sign-in-origin.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the wire requests are untyped JSON */
type Req = any;
type Base = (target: string) => Route;

/**
 * A user record with the local revocation marks: GlobalSignOutAt (seconds; access tokens issued before it are
 * revoked) and RevokedOrigins (sign-ins whose refresh token was revoked: their access tokens are revoked too).
 */
type SignedOutUser = User & { GlobalSignOutAt?: number; RevokedOrigins?: string[] };
/** How many revoked sign-ins a user record remembers (older ones' access tokens have expired by then). */
const REVOKED_ORIGINS_KEPT = 50;

async function userFromAccessToken(
  ctx: Context,
  services: Services,
  accessToken: string,
): Promise<{ pool: UserPoolService; user: SignedOutUser; iat: number; origin?: string }> {
  let claims;
  try {
    claims = decodeJwt(accessToken);
  } catch {
    throw new NotAuthorizedError('Invalid Access Token');
  }
  if (typeof claims.client_id !== 'string' || typeof claims.sub !== 'string') throw new NotAuthorizedError('Invalid Access Token');
  const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await pool.getUserByUsername(ctx, typeof claims.username === 'string' ? claims.username : claims.sub);
  if (!user) throw new NotAuthorizedError('Invalid Access Token');
  return { pool, user, iat: claims.iat ?? 0, origin: typeof claims.origin_jti === 'string' ? claims.origin_jti : undefined };
}

/** Refuses access tokens of disabled or signed-out users and of revoked sign-ins (cognito-local accepts any it can decode). */
export async function assertAccessTokenLive(ctx: Context, services: Services, req: Req): Promise<void> {
  if (typeof req?.AccessToken !== 'string') return;
  const { user, iat, origin } = await userFromAccessToken(ctx, services, req.AccessToken);
  if (user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
  if (user.GlobalSignOutAt && iat < user.GlobalSignOutAt) throw new NotAuthorizedError('Access Token has been revoked');
  if (origin && user.RevokedOrigins?.includes(origin)) throw new NotAuthorizedError('Access Token has been revoked');
}

/**
 * Drops every refresh token of the user and revokes the access tokens issued so far. Waits for the next
 * whole second so that tokens (second-granular `iat`) issued after the answer stay valid.
 */
async function globalSignOut(ctx: Context, pool: UserPoolService, user: SignedOutUser): Promise<void> {
  const at = Math.ceil(Date.now() / 1000);
  await new Promise((r) => setTimeout(r, at * 1000 - Date.now() + 5));
  await pool.saveUser(ctx, { ...user, RefreshTokens: [], GlobalSignOutAt: at } as User);
}

async function adminUser(ctx: Context, services: Services, req: Req): Promise<{ pool: UserPoolService; user: User }> {
  const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const user = await pool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  return { pool, user };
}

const policyOf = (pool: UserPoolService) => pool.options.Policies?.PasswordPolicy;

/**
 * Sign-out (global, and RevokeToken ending the access tokens of its sign-in too), MFA preference (incl. e-mail and
 * the admin call) and the password policy on every password write.
 */
export function accountRoutes(services: Services, base: Base): Record<string, Route> {
  const { cognito } = services;
  return {
    GlobalSignOut: async (ctx, req: Req) => {
      const { pool, user } = await userFromAccessToken(ctx, services, req.AccessToken);
      await globalSignOut(ctx, pool, user);
      return {};
    },
    AdminUserGlobalSignOut: async (ctx, req: Req) => {
      const { pool, user } = await adminUser(ctx, services, req);
      await globalSignOut(ctx, pool, user);
      return {};
    },
    RevokeToken: async (ctx, req: Req) => {
      const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
      const owner = typeof req.Token === 'string' ? await pool.getUserByRefreshToken(ctx, req.Token) : null;
      await base('RevokeToken')(ctx, req);
      const origin = originOf(req.Token);
      const user = owner && origin ? ((await pool.getUserByUsername(ctx, owner.Username)) as SignedOutUser | null) : null;
      if (user && origin)
        await pool.saveUser(ctx, { ...user, RevokedOrigins: [...(user.RevokedOrigins ?? []), origin].slice(-REVOKED_ORIGINS_KEPT) } as User);
      return {};
    },
    SetUserMFAPreference: async (ctx, req: Req) => {
      const { pool, user } = await userFromAccessToken(ctx, services, req.AccessToken);
      await pool.saveUser(ctx, applyMfaPreference(user, req));
      return {};
    },
    AdminSetUserMFAPreference: async (ctx, req: Req) => {
      const { pool, user } = await adminUser(ctx, services, req);
      await pool.saveUser(ctx, applyMfaPreference(user, req));
      return {};
    },
    SignUp: async (ctx, req: Req) => {
      assertPasswordPolicy(req.Password, policyOf(await cognito.getUserPoolForClientId(ctx, req.ClientId)));
      return base('SignUp')(ctx, req);
    },
    ConfirmForgotPassword: async (ctx, req: Req) => {
      assertPasswordPolicy(req.Password, policyOf(await cognito.getUserPoolForClientId(ctx, req.ClientId)));
      return base('ConfirmForgotPassword')(ctx, req);
    },
    ChangePassword: async (ctx, req: Req) => {
      const { pool } = await userFromAccessToken(ctx, services, req.AccessToken);
      assertPasswordPolicy(req.ProposedPassword, policyOf(pool));
      return base('ChangePassword')(ctx, req);
    },
    AdminSetUserPassword: async (ctx, req: Req) => {
      assertPasswordPolicy(req.Password, policyOf(await cognito.getUserPool(ctx, req.UserPoolId)));
      return base('AdminSetUserPassword')(ctx, req);
    },
    AdminCreateUser: async (ctx, req: Req) => {
      assertPasswordPolicy(req.TemporaryPassword, policyOf(await cognito.getUserPool(ctx, req.UserPoolId)));
      return base('AdminCreateUser')(ctx, req);
    },
  };
}
