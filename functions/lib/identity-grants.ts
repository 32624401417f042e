import type { Area } from '@scheduler/contracts/route';
import type { Identity } from '@scheduler/core/ports/identity';

/** One operation of the identity port. */
export type IdentityCall = keyof Identity;

/**
 * The identity-provider operations each area Lambda performs; an area not listed performs none. Infra grants an
 * area exactly the Cognito actions its operations need (infra/lib/constructs/capabilities.ts), and createArea hands
 * the area an identity that refuses every other operation, so a call missing here fails in the local runtime and
 * the tests just as it would deployed (AccessDenied), not first in production.
 */
export const AREA_IDENTITY_CALLS: Partial<Record<Area, readonly IdentityCall[]>> = {
  // Sign-in by password, 2-step code, single sign-on and refresh; logout; the reset link; 2-step setup.
  auth: [
    'passwordSignIn',
    'answerChallenge',
    'customSignIn',
    'refresh',
    'revokeRefreshToken',
    'mfaMethodsOf',
    'signOutEverywhere',
    'setPassword',
    'startAppSetup',
    'verifyAppSetup',
    'updateAttributes',
    'setPreferredMfa',
  ],
  // Sign-up creates a new account; an existing account accepts an invitation by signing in (then that sign-in is revoked).
  signup: ['createUser', 'passwordSignIn', 'answerChallenge', 'revokeRefreshToken'],
  // Profile and admin edits, 2-step reset, activate / deactivate / archive (revoking sessions), organisation switch;
  // one's own password and 2-step changes re-authenticate with the current password and code (then revoke that sign-in).
  user: [
    'updateAttributes',
    'setPassword',
    'resetMfa',
    'signOutEverywhere',
    'enableUser',
    'disableUser',
    'mfaMethodsOf',
    'passwordSignIn',
    'answerChallenge',
    'revokeRefreshToken',
  ],
};

const refusing = (area: Area, call: string) => () =>
  Promise.reject(
    new Error(
      `The ${area} area may not call identity.${call}: add it to AREA_IDENTITY_CALLS (functions/lib/identity-grants.ts), from which infra grants the Cognito actions it needs`,
    ),
  );

/** `identity` as the area may use it: its own operations (AREA_IDENTITY_CALLS), every other one refused. */
export function identityForArea(identity: Identity | undefined, area: Area): Identity | undefined {
  if (!identity) return undefined;
  const allowed = new Set<string>(AREA_IDENTITY_CALLS[area] ?? []);
  return new Proxy(identity, {
    get: (target, prop, receiver) =>
      typeof prop === 'string' && !allowed.has(prop) && typeof Reflect.get(target, prop, receiver) === 'function'
        ? refusing(area, prop)
        : Reflect.get(target, prop, receiver),
  });
}
