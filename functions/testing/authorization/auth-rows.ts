import { OK, REFUSED, type AuthorizationRow, everyone, signedIn } from './authorization-row.ts';
import { STRONG, A, assessorOfA } from './records-of-a.ts';

export const AUTH_ROWS: readonly AuthorizationRow[] = [
  // auth: public calls answer everyone alike; forged input changes nothing.
  { route: 'auth.health', call: async () => ({}), expect: everyone(OK) },
  {
    route: 'auth.login',
    variant: "with a person of A's username and a guessed password",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { username: target.username, password: STRONG } };
    },
    expect: everyone(400),
  },
  { route: 'auth.logout', variant: 'own session', call: async () => ({}), expect: signedIn() },
  // A failed renewal answers 403 by the spec (doc 1 §8: 'a failure of the refresh call logs the user out').
  {
    route: 'auth.refresh',
    variant: 'with a forged refresh token',
    call: async () => ({ headers: { 'refresh-token': 'forged-refresh-token', forcerefresh: 'Y' } }),
    expect: everyone(REFUSED),
  },
  {
    route: 'auth.requestResetPassword',
    variant: 'for a person of A (the same answer either way)',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { form: { email: target.username } };
    },
    expect: everyone(OK),
  },
  {
    route: 'auth.resetPassword',
    variant: "with a person of A's user id as the reset id",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { encryptedId: target.userId, password: STRONG, confirmPassword: STRONG } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'auth.getMfaCode',
    variant: 'for another person',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId, mfaType: 'EMAIL' } };
    },
    expect: { ...everyone(403), none: 401 },
  },
  {
    route: 'auth.updateMfaType',
    variant: 'for another person',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId, mfaType: 'EMAIL' }, body: { code: '123456' } };
    },
    expect: { ...everyone(403), none: 401 },
  },
  {
    route: 'auth.redirect',
    variant: 'with an unsigned assertion naming a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      const assertion = Buffer.from(
        JSON.stringify({ org: A(ctx), email: target.username, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 120 }),
      ).toString('base64url');
      return { target, form: { key1: assertion, key2: 'forged-signature' } };
    },
    expect: everyone(REFUSED),
  },
];
